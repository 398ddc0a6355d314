import type { QuoteRequest } from "@plummet/client";
import { type QuoteSetResponse, questionsOf, refineDetailsSchemas } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Field } from "@plummet/ui/field";
import { NativeSelect } from "@plummet/ui/native-select";
import { Spinner } from "@plummet/ui/spinner";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { answerOf, api } from "../../../lib/api";
import { formText } from "../../../lib/form-errors";
import { useSchemaForm, type Verdict } from "../../../lib/schema-form";
import { quoteSetPath, rememberAnswers } from "../shared/saved-quotes";
import { answersOf, type DetailFormValues, detailsToSend, issuesOf } from "./refine-request";
import { openRefinedSet } from "./refined-from";
import { summariseSet } from "./what-changed";

const fieldId = (question: string) => `refine-${question}`;

/**
 * The product's questions, prefilled with the answers the set was priced on. Submitting asks for
 * a new quote set with the same first five answers plus these, and opens it with what changed.
 */
export function RefineForm({
  set,
  answers,
}: {
  set: QuoteSetResponse;
  /** The first five answers, as this tab remembers them. */
  answers: QuoteRequest;
}) {
  const questions = questionsOf(set.insuranceType);
  const [problem, setProblem] = useState<string[]>([]);
  // The product's own schema gives the same messages as the API.
  const schemaForm = useSchemaForm({
    check: (values: DetailFormValues): Verdict<unknown> =>
      refineDetailsSchemas[set.insuranceType].safeParse(values),
    fields: questions.map(([key]) => key),
    idOf: fieldId,
  });
  const { errors } = schemaForm;
  const [defaultValues] = useState(() => answersOf(set.details));

  // Its own mutation (not the quote form's) because a 400 here names questions to mark.
  const mutation = useMutation({
    mutationFn: (request: QuoteRequest) => answerOf(api.POST("/api/quotes", { body: request })),
    onSuccess: (data, request) => {
      rememberAnswers(request);
      openRefinedSet(quoteSetPath(data.reference), summariseSet(set));
    },
    onError: (error) => {
      const issues = issuesOf(error);
      if (!issues) {
        setProblem(["We couldn't get new prices just now. Please try again in a moment."]);
        return;
      }
      schemaForm.showErrors(issues.details);
      setProblem(issues.other);
    },
  });

  const pending = mutation.isPending;

  return (
    <form
      noValidate
      aria-label="Tell us more"
      onSubmit={async (event) => {
        event.preventDefault();
        const values: DetailFormValues = formText(event.currentTarget);
        if (!(await schemaForm.submit(values))) return;
        setProblem([]);
        // No email for each change: the new set's page offers to email it (one email for the visit).
        mutation.mutate({
          ...answers,
          emailQuotes: false,
          details: detailsToSend(set.insuranceType, set.details, values),
        });
      }}
      onChange={(event) => schemaForm.revalidate(formText(event.currentTarget))}
      className="flex flex-col gap-6"
    >
      {schemaForm.errorSummary}
      {problem.length > 0 ? (
        <Callout tone="warning" title="We couldn't re-price your quotes" role="alert">
          {problem.join(" ")}
        </Callout>
      ) : null}
      <input type="hidden" name="insuranceType" value={set.insuranceType} />
      <div className="grid gap-6 sm:grid-cols-2">
        {questions.map(([key, question]) => (
          <Field key={key} id={fieldId(key)} label={question.label} hint={question.hint} error={errors[key]}>
            <NativeSelect name={key} defaultValue={defaultValues[key]}>
              {question.choices.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
      </div>
      <Button type="submit" variant="cta" className="w-full sm:w-auto sm:self-start" busy={pending}>
        {pending ? (
          <>
            <Spinner size="sm" tone="current" aria-hidden="true" /> Getting new prices...
          </>
        ) : (
          "Update my prices"
        )}
      </Button>
    </form>
  );
}
