import { ErrorSummary } from "@plummet/ui/error-summary";
import { type ReactElement, useState } from "react";
import { type FieldErrors, fieldErrorsOf, type SchemaIssue, summaryOf } from "./form-errors";

/** A schema's verdict (zod's `safeParse` result has this shape): the parsed data, or its issues. */
export type Verdict<Data> =
  | { success: true; data: Data }
  | { success: false; error: { issues: readonly SchemaIssue[] } };

export type SchemaForm<Data, Values> = {
  /** Each field's message, by the field's name (what `Field`'s `error` shows). */
  errors: FieldErrors;
  /** GOV.UK's "There is a problem" box, listing the fields in error in the form's order. */
  errorSummary: ReactElement;
  /**
   * The values as submitted: the parsed data when they pass. Otherwise each field's message shows
   * and the summary takes focus afresh, and the answer is `undefined`.
   */
  submit: (values: Values) => Promise<Data | undefined>;
  /** After a failed submit, the messages follow the visitor's corrections as they change the form. */
  revalidate: (values: Values) => void;
  /** Messages found elsewhere (the service's own 400), shown as the schema's are. */
  showErrors: (errors: FieldErrors) => void;
  /**
   * The service's own 400, its issues as `lib/api-problem`'s `fieldIssues` reads them: those about
   * this form's fields are shown as the schema's are; the others are not the visitor's to fix.
   */
  showServiceIssues: (issues: ReadonlyArray<{ path: string; message: string }>) => void;
  /** As new: no messages, and corrections are not checked until the next failed submit. */
  reset: () => void;
};

/**
 * How every form on the site checks its answers (decision 049): the shared zod schema, the one
 * the API applies, judges the values when the visitor submits; each field's first message shows
 * beside it and in the error summary, which takes focus again after every failed submit (GOV.UK's
 * pattern); after that, messages follow the visitor's corrections. `check` may load the schema
 * first (forms load zod on first use), so it may answer a promise.
 *
 * `fields` is the order of the form's fields on screen and `idOf` a field's element id, the
 * summary's link target.
 */
export function useSchemaForm<Data, Values, Name extends string>({
  check,
  fields,
  idOf,
}: {
  check: (values: Values) => Verdict<Data> | Promise<Verdict<Data>>;
  fields: readonly Name[];
  idOf: (name: Name) => string;
}): SchemaForm<Data, Values> {
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped on each failed submit, so the summary is drawn afresh and takes focus.
  const [failedSubmits, setFailedSubmits] = useState(0);

  async function validate(values: Values): Promise<Verdict<Data>> {
    const verdict = await check(values);
    setErrors(verdict.success ? {} : fieldErrorsOf(verdict.error.issues));
    return verdict;
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setFailedSubmits((count) => count + 1);
  }

  return {
    errors,
    errorSummary: <ErrorSummary key={failedSubmits} errors={summaryOf(errors, fields, idOf)} />,
    async submit(values) {
      const verdict = await validate(values);
      if (verdict.success) return verdict.data;
      setFailedSubmits((count) => count + 1);
      return undefined;
    },
    revalidate(values) {
      if (failedSubmits > 0) validate(values).catch(() => undefined);
    },
    showErrors,
    showServiceIssues(issues) {
      const known = new Set<string>(fields);
      showErrors(
        fieldErrorsOf(
          issues
            .filter((issue) => known.has(issue.path))
            .map((issue) => ({ path: [issue.path], message: issue.message })),
        ),
      );
    },
    reset() {
      setErrors({});
      setFailedSubmits(0);
    },
  };
}
