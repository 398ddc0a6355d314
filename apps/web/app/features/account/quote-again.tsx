import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { answerOf, api } from "../../lib/api";
import { apiProblem } from "../../lib/api-problem";
import type { AccountView } from "./account-api";
import { answerText, formatDay } from "./account-format";
import type { AccountLabels } from "./signed-in-account";

type Kept = AccountView["keptAnswers"][number];
type Question = { id: string; label: string; choices?: { value: string; label: string }[]; unit?: string };

/** The kept answers as questions and answers, in the question set's order (its words from the service). */
function answerRows(kept: Kept, questions: Question[] | undefined): { label: string; answer: string }[] {
  const known = new Map((questions ?? []).map((question) => [question.id, question]));
  const order = questions?.map((question) => question.id) ?? [];
  const keys = Object.keys(kept.details)
    .filter((key) => key !== "insuranceType")
    .sort((a, b) => {
      const [i, j] = [order.indexOf(a), order.indexOf(b)];
      return (i < 0 ? order.length : i) - (j < 0 ? order.length : j);
    });
  return keys.map((key) => {
    const question = known.get(key);
    const value = kept.details[key];
    const date =
      typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : undefined;
    return {
      label: question?.label ?? key,
      answer: date ?? answerText(value, question?.choices, question?.unit),
    };
  });
}

/**
 * "Quote again with these answers": the kept answers shown to check first, then one button asks
 * for new prices with them (POST /api/quotes, for the account's address) and opens the new set.
 */
export function QuoteAgain({
  kept,
  email,
  labels,
  onCancel,
}: {
  kept: Kept;
  email: string;
  labels: AccountLabels;
  onCancel: () => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // The questions' words: the answers are kept as the quote request holds them.
  const questions = useQuery({
    queryKey: ["/api/questions", kept.insuranceType],
    queryFn: () =>
      answerOf(
        api.GET("/api/questions/{insuranceType}", {
          params: { path: { insuranceType: kept.insuranceType } },
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const quote = useMutation({
    mutationFn: () =>
      answerOf(
        api.POST("/api/quotes", {
          body: {
            insuranceType: kept.insuranceType,
            coverageAmount: kept.coverageAmount,
            age: kept.age,
            postcode: kept.postcode,
            email,
            details: { ...kept.details, insuranceType: kept.insuranceType } as never,
          },
        }),
      ),
    onSuccess: (set) => window.location.assign(`/quotes/${encodeURIComponent(set.reference)}`),
  });
  const flat = questions.data?.steps.flatMap((step) => step.questions) as Question[] | undefined;
  const rows = [
    { label: "Insurance", answer: labels.productLabels[kept.insuranceType] },
    { label: "Cover", answer: labels.coverageLabels[kept.coverageAmount] },
    { label: "Age", answer: String(kept.age) },
    { label: "Postcode", answer: kept.postcode },
    ...answerRows(kept, flat),
  ];
  const problem = quote.isError ? apiProblem(quote.error) : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-t border-border pt-4">
      <h4
        ref={headingRef}
        tabIndex={-1}
        id={`${id}-title`}
        className="font-bold text-brand-900 focus:outline-none"
      >
        Check your answers
      </h4>
      <p className="text-muted-foreground">
        If anything has changed since {formatDay(kept.keptAt)}, get a new quote from the start instead. We
        send the new quotes to {email}.
      </p>
      <dl className="grid gap-x-6 rounded-lg border border-border sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-0.5 border-b border-border px-4 py-2.5 last:border-b-0">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">{row.answer}</dd>
          </div>
        ))}
      </dl>
      {problem ? (
        <Callout tone="warning" title="We could not get new quotes" role="alert">
          {problem.status === 400
            ? "Some of these answers no longer fit our questions. Please get a new quote from the start."
            : (problem.message ?? "Our service did not answer. Please try again in a moment.")}
        </Callout>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="cta"
          size="lg"
          wrap
          className="w-full sm:w-auto"
          busy={quote.isPending || quote.isSuccess}
          onClick={() => quote.mutate()}
        >
          {quote.isPending || quote.isSuccess ? "Getting your quotes..." : "Get quotes with these answers"}
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="lg" onClick={onCancel}>
          Not now
        </Button>
      </div>
    </section>
  );
}
