import type { QuoteRequest } from "@plummet/client";
import {
  type AnswerValue,
  type CoverageLevel,
  coverageLevelDetails,
  coverageLevels,
  type GroupItem,
  type InsuranceType,
  insuranceTypeLabels,
  insuranceTypes,
  type Question,
  type QuestionSet,
} from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Callout } from "@plummet/ui/callout";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { NativeSelect } from "@plummet/ui/native-select";
import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../../lib/form-errors";
import { onFirstNeed } from "../../../lib/load-later";
import { useSchemaForm, type Verdict } from "../../../lib/schema-form";
import {
  type FullQuoteDraft,
  forgetDraft,
  keepDraft,
  keptDraft,
  type QuickAnswers,
} from "../shared/full-quote-draft";
import { isInsuranceType } from "../shared/insurance-type";
import { quoteSetPath, rememberAnswers, rememberedAnswers } from "../shared/saved-quotes";
import { CheckAnswers } from "./check-answers";
import { answersToSend, askedQuestions, pagesOf } from "./full-quote-state";
import { GroupField } from "./group-field";
import { fieldId, QuestionField } from "./question-field";
import { loadQuestionSet } from "./question-set-loaders";
import { quoteService } from "./quote-service";
import { VehicleLookup } from "./vehicle-lookup";

// The checks (the contracts' zod schemas) load when the visitor first touches a page's form;
// Continue waits for them.
const pageChecks = onFirstNeed(() => import("./step-errors"));

/** A verdict from a page's problems by field: none, and the page may be left. */
const verdictOf = (errors: FieldErrors): Verdict<true> =>
  Object.keys(errors).length === 0
    ? { success: true, data: true }
    : {
        success: false,
        error: {
          issues: Object.entries(errors).map(([key, message]) => ({ path: [key], message: message! })),
        },
      };

/** A new draft for a product, starting from the quick quote's answers this tab remembers. */
function newDraft(type: InsuranceType, set: QuestionSet, from: string | undefined): FullQuoteDraft {
  const remembered = rememberedAnswers();
  const quick: QuickAnswers = {
    coverageAmount: String(remembered.coverageAmount ?? "standard"),
    age: String(remembered.age ?? ""),
    postcode: String(remembered.postcode ?? ""),
    email: String(remembered.email ?? ""),
    marketingOptIn: remembered.marketingOptIn === true,
  };
  // With the quick quote's answers already given, the questions start at once (they are checked
  // again before prices are asked for).
  const page = quick.age && quick.postcode && quick.email ? 1 : 0;
  return {
    insuranceType: type,
    quick,
    answers: {},
    page,
    pageCount: pagesOf(set).count,
    ...(from && { from }),
  };
}

/** Started from a saved set: the refine answers given there are the full quote's first answers. */
async function givenAnswers(reference: string, type: InsuranceType): Promise<Record<string, AnswerValue>> {
  try {
    const { answerOf, api } = await quoteService.get();
    const set = await answerOf(api.GET("/api/quotes/{reference}", { params: { path: { reference } } }));
    if (set.insuranceType !== type) return {};
    return Object.fromEntries(
      set.details
        .filter((detail) => detail.source === "given")
        .map((detail) => [detail.question, detail.answer]),
    );
  } catch {
    // The set has expired or the service is not answering: start from the quick quote's answers.
    return {};
  }
}

const quickFields = [
  ["coverageAmount", "Cover level"],
  ["age", "Your age"],
  ["postcode", "Your postcode"],
  ["email", "Your email address"],
] as const;

/**
 * "Get your exact price": the product's full quote as question pages in GOV.UK's pattern, a step
 * or small group a page ("Step 3 of 9", Back, an error summary), then Check your answers with a
 * Change link on each. Everything typed is kept in this browser as it is typed. Asking for prices
 * makes a new quote set, priced on the full answers, and opens its page.
 */
export function FullQuotePages() {
  // Prerendered without a product: the browser reads it (and the draft) once the page is loaded.
  const [draft, setDraft] = useState<FullQuoteDraft | null | undefined>(undefined);
  const [set, setSet] = useState<QuestionSet>();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const type = params.get("product");
    if (!isInsuranceType(type)) {
      setDraft(null);
      return;
    }
    const from = params.get("from") ?? undefined;
    const kept = keptDraft(type);
    Promise.all([loadQuestionSet[type](), kept || !from ? {} : givenAnswers(from, type)]).then(
      ([loaded, given]) => {
        setSet(loaded);
        setDraft(kept ?? { ...newDraft(type, loaded, from), answers: given });
      },
      () => setLoadFailed(true),
    );
  }, []);

  useEffect(() => {
    if (draft) keepDraft(draft);
  }, [draft]);

  if (loadFailed) {
    return (
      <Callout tone="warning" title="We couldn't load your questions" role="alert">
        Please check your connection and reload the page. Anything you have typed is kept.
      </Callout>
    );
  }
  if (draft === undefined) {
    return (
      <p role="status" className="min-h-screen text-muted-foreground">
        Loading your questions…
      </p>
    );
  }
  if (draft === null) return <ChooseProduct />;
  return <QuestionPages draft={draft} set={set!} onDraft={setDraft} />;
}

/** The product's pages, its questions loaded: one page at a time, as the draft says. */
function QuestionPages({
  draft,
  set,
  onDraft: setDraft,
}: {
  draft: FullQuoteDraft;
  set: QuestionSet;
  onDraft: (draft: FullQuoteDraft) => void;
}) {
  const [returnToCheck, setReturnToCheck] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new page: its heading takes focus, so the step is read first and the page starts at the top.
  const page = draft.page;
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [page]);

  // Asking for prices: the saved set's page opens when they are in; until then, whether it failed and why.
  const [sending, setSending] = useState(false);
  const [sendProblem, setSendProblem] = useState<string>();

  const type = draft.insuranceType;
  const level = (coverageLevels as readonly string[]).includes(draft.quick.coverageAmount)
    ? (draft.quick.coverageAmount as CoverageLevel)
    : "standard";
  const { steps, count } = pagesOf(set);
  const checkPage = count - 1;
  const step = draft.page > 0 && draft.page < checkPage ? steps[draft.page - 1] : undefined;
  const asked = step ? askedQuestions(set, step.questions, draft.answers, level) : [];
  const errorOrder = step
    ? asked.flatMap((question) => [
        question.id,
        ...(question.kind === "group"
          ? ((draft.answers[question.id] as GroupItem[] | undefined) ?? []).flatMap((_, index) =>
              question.fields.map((field) => `${question.id}.${index}.${field.id}`),
            )
          : []),
      ])
    : ["insuranceType", ...quickFields.map(([key]) => key)];
  // A page's checks: the quick quote's on the first, else the step's (the API's own schemas).
  const schemaForm = useSchemaForm({
    check: async (onPage: FullQuoteDraft) => {
      const { quickErrors, stepErrors } = await pageChecks.get();
      const pageStep = onPage.page > 0 && onPage.page < checkPage ? steps[onPage.page - 1] : undefined;
      return verdictOf(
        pageStep
          ? stepErrors(type, set, pageStep.questions, onPage.answers, onPage.quick)
          : quickErrors(type, onPage.quick),
      );
    },
    fields: errorOrder,
    idOf: fieldId,
  });
  const { errors } = schemaForm;
  // The checks could not be fetched (the connection dropped): said, and Continue tries again.
  const [checksUnreachable, setChecksUnreachable] = useState(false);

  const goTo = (next: number) => {
    moved.current = true;
    schemaForm.reset();
    setDraft({ ...draft, page: next });
  };
  const setAnswer = (id: string, value: AnswerValue) =>
    setDraft({ ...draft, answers: { ...draft.answers, [id]: value } });
  const setQuick = (key: keyof QuickAnswers, value: string) =>
    setDraft({ ...draft, quick: { ...draft.quick, [key]: value } });

  async function next() {
    setChecksUnreachable(false);
    if (!(await schemaForm.submit(draft))) return;
    setReturnToCheck(false);
    goTo(returnToCheck ? checkPage : draft.page + 1);
  }

  async function submit() {
    // The first page may have been skipped (the quick quote's answers were remembered): its
    // answers are checked against this product before prices are asked for.
    const { quickErrors } = await pageChecks.get();
    const quickProblems = quickErrors(type, draft.quick);
    if (Object.keys(quickProblems).length > 0) {
      goTo(0);
      schemaForm.showErrors(quickProblems);
      return;
    }
    await askForPrices({
      insuranceType: type,
      coverageAmount: level,
      age: draft.quick.age,
      postcode: draft.quick.postcode,
      email: draft.quick.email,
      marketingOptIn: draft.quick.marketingOptIn,
      details: { insuranceType: type, ...answersToSend(set, draft.answers, level) },
    } as QuoteRequest);
  }

  const title = step?.title ?? (draft.page === 0 ? "Your quote" : "Check your answers");
  const serverProblem = sendProblem;

  async function askForPrices(request: QuoteRequest) {
    setSending(true);
    setSendProblem(undefined);
    try {
      const { answerOf, api } = await quoteService.get();
      const saved = await answerOf(api.POST("/api/quotes", { body: request }));
      forgetDraft(draft.insuranceType);
      rememberAnswers(request);
      window.location.assign(quoteSetPath(saved.reference));
    } catch (error) {
      setSendProblem(await submitProblem(error));
      setSending(false);
    }
  }

  return (
    <div className="grid max-w-3xl gap-6">
      {draft.page > 0 ? (
        <button
          type="button"
          onClick={() => goTo(draft.page - 1)}
          className="justify-self-start font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-ring"
        >
          Back
        </button>
      ) : null}
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-muted-foreground">
          {insuranceTypeLabels[type]} · Step {draft.page + 1} of {count}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 font-display text-3xl font-extrabold text-brand-900 focus:outline-none"
        >
          {title}
        </h2>
      </div>
      {schemaForm.errorSummary}
      {checksUnreachable ? (
        <Callout tone="warning" title="We couldn't check your answers" role="alert">
          Please check your connection and try again. Your answers are kept.
        </Callout>
      ) : null}
      {draft.page === checkPage ? (
        <>
          <CheckAnswers
            set={set}
            answers={draft.answers}
            level={level}
            quickRows={quickFields.map(([key, label]) => [
              label,
              key === "coverageAmount" ? coverageLevelDetails[level].label : draft.quick[key],
            ])}
            onChange={(target) => {
              setReturnToCheck(true);
              goTo(target);
            }}
          />
          {serverProblem ? (
            <Callout tone="warning" title="We couldn't get your prices" role="alert">
              {serverProblem}
            </Callout>
          ) : null}
          <p className="text-muted-foreground">
            We price these answers with every insurer on our panel and save the quotes for you. Your answers
            are kept with the quotes, as our privacy policy says, and you can erase them at any time.
          </p>
          <Button
            variant="cta"
            className="justify-self-start"
            busy={sending}
            onClick={() => submit().catch(() => setChecksUnreachable(true))}
          >
            {sending ? "Getting your prices..." : "Get my exact prices"}
          </Button>
        </>
      ) : (
        <form
          noValidate
          aria-labelledby={`${fieldId("page")}-title`}
          onSubmit={(event) => {
            event.preventDefault();
            next().catch(() => setChecksUnreachable(true));
          }}
          onFocus={pageChecks.start}
          onPointerDown={pageChecks.start}
          className="grid gap-8"
        >
          <span id={`${fieldId("page")}-title`} hidden>
            {title}
          </span>
          {step ? (
            asked.map((question) => (
              <QuestionOnPage
                key={question.id}
                question={question}
                answers={draft.answers}
                errors={errors}
                onAnswer={setAnswer}
                onAnswers={(found) => setDraft({ ...draft, answers: { ...draft.answers, ...found } })}
              />
            ))
          ) : (
            <QuickPage quick={draft.quick} errors={errors} onChange={setQuick} />
          )}
          <Button type="submit" className="justify-self-start">
            {returnToCheck ? "Save and go back to your answers" : "Continue"}
          </Button>
        </form>
      )}
    </div>
  );
}

/** The message for a failed request for prices: the service's own, or what to do next. */
async function submitProblem(error: unknown): Promise<string> {
  const service = await quoteService.get().catch(() => undefined);
  const first = service?.fieldIssues(error)[0];
  if (first) return `${first.message}. Use Change to correct it, then ask again.`;
  return "We couldn't get prices just now. Your answers are kept: please try again in a moment.";
}

/** One question on its page: a group, the registration with its lookup, or a single field. */
function QuestionOnPage({
  question,
  answers,
  errors,
  onAnswer,
  onAnswers,
}: {
  question: Question;
  answers: Record<string, AnswerValue>;
  errors: FieldErrors;
  onAnswer: (id: string, value: AnswerValue) => void;
  onAnswers: (found: Record<string, AnswerValue>) => void;
}) {
  const answer = answers[question.id];
  if (question.kind === "group") {
    return (
      <GroupField
        question={question}
        items={Array.isArray(answer) ? answer : []}
        errors={errors}
        onChange={(items) => onAnswer(question.id, items)}
      />
    );
  }
  const value = answer === undefined ? "" : String(answer);
  if (question.id === "registration") {
    return (
      <VehicleLookup
        question={question}
        value={value}
        error={errors[question.id]}
        onChange={(typed) => onAnswer(question.id, typed)}
        onFound={onAnswers}
      />
    );
  }
  return (
    <QuestionField
      question={question}
      errorKey={question.id}
      value={value}
      error={errors[question.id]}
      onChange={(typed) => onAnswer(question.id, typed)}
    />
  );
}

/** The first page: the quick quote's answers, when the tab has none to start from. */
function QuickPage({
  quick,
  errors,
  onChange,
}: {
  quick: QuickAnswers;
  errors: FieldErrors;
  onChange: (key: keyof QuickAnswers, value: string) => void;
}) {
  return (
    <div className="grid gap-6">
      <Field id={fieldId("coverageAmount")} label="Cover level" error={errors.coverageAmount}>
        <NativeSelect
          value={quick.coverageAmount}
          onChange={(event) => onChange("coverageAmount", event.currentTarget.value)}
        >
          {coverageLevels.map((level) => (
            <option key={level} value={level}>
              {coverageLevelDetails[level].label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={fieldId("age")} label="Your age" hint="In whole years, for example 35" error={errors.age}>
        <Input
          inputMode="numeric"
          value={quick.age}
          onChange={(event) => onChange("age", event.currentTarget.value)}
          className="w-32"
        />
      </Field>
      <Field
        id={fieldId("postcode")}
        label="Your postcode"
        hint="Where the cover is kept, for example SW1A 1AA"
        error={errors.postcode}
      >
        <Input
          autoComplete="postal-code"
          value={quick.postcode}
          onChange={(event) => onChange("postcode", event.currentTarget.value)}
          className="w-48"
        />
      </Field>
      <Field
        id={fieldId("email")}
        label="Your email address"
        hint="We save your quotes under it and send you a copy"
        error={errors.email}
      >
        <Input
          type="email"
          autoComplete="email"
          value={quick.email}
          onChange={(event) => onChange("email", event.currentTarget.value)}
          className="max-w-md"
        />
      </Field>
    </div>
  );
}

/** Without a product in the address: which product's exact price to get. */
function ChooseProduct() {
  return (
    <nav aria-label="Choose a product" className="grid gap-3">
      <p className="text-lg">Which cover would you like an exact price for?</p>
      <ul className="grid gap-2 sm:grid-cols-3">
        {insuranceTypes.map((type) => (
          <li key={type}>
            <a
              href={`?product=${type}`}
              className="block rounded-md border border-border bg-white p-4 font-semibold text-primary hover:bg-brand-50"
            >
              {insuranceTypeLabels[type]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
