/** One problem a schema found (the shape zod's issues share, classic or mini). */
export type SchemaIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Each field's first message, keyed by the field's name (the first step of the issue's path). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The messages a failed parse gives the form: the first issue of each field, as the form shows it
 * under the field and in its error summary.
 */
export function fieldErrorsOf(issues: readonly SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The error summary's list: each field in error, in the form's order, with its id. */
export function summaryOf<Name extends string>(
  errors: FieldErrors,
  order: readonly Name[],
  idOf: (name: Name) => string,
): Array<{ id: string; message: string }> {
  return order.flatMap((name) => {
    const message = errors[name];
    return message ? [{ id: idOf(name), message }] : [];
  });
}

/** The text a form's named controls hold now (inputs, selects, text areas), by name. */
export function formText(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}
