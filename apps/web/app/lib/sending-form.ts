import type { FormEvent } from "react";
import type { OnFirstNeed } from "./load-later";
import type { SchemaForm } from "./schema-form";

type ServiceIssues = ReadonlyArray<{ path: string; message: string }>;

/**
 * The handlers of a form that sends its answers to the API (contact, call back), as CONTRIBUTING's
 * "Add a form" has them: on submit `schemaForm` checks the values (its schema loading with
 * `validation`, which the form's first focus or touch starts), then `send` posts them, the API's
 * own 400 shown by the fields; after a failed submit each change is checked again.
 * `unreachable(true)` says the schema could not be fetched (the connection dropped).
 */
export function sendingFormHandlers<Data>({
  schemaForm,
  validation,
  valuesNow,
  send,
  unreachable,
}: {
  schemaForm: SchemaForm<Data, Record<string, string>>;
  validation: OnFirstNeed<{ fieldIssues: (error: unknown) => ServiceIssues }>;
  valuesNow: () => Record<string, string>;
  send: (data: Data, onError: (error: unknown) => void) => void;
  unreachable: (unreachable: boolean) => void;
}) {
  return {
    onSubmit: async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      unreachable(false);
      const data = await schemaForm.submit(valuesNow()).catch(() => unreachable(true));
      if (!data) return;
      const { fieldIssues } = await validation.get();
      send(data, (error) => schemaForm.showServiceIssues(fieldIssues(error)));
    },
    onChange: () => schemaForm.revalidate(valuesNow()),
    onFocus: validation.start,
    onPointerDown: validation.start,
  };
}
