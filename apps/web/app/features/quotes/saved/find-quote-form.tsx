import { canonicalReference } from "@plummet/contracts/values";
import { Button } from "@plummet/ui/button";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { useState } from "react";
import { quoteSetPath } from "../shared/saved-quotes";

const REFERENCE_MESSAGE = "Please enter a quote reference such as PLM-7K2M9QXD (it is in your quote email)";

/**
 * Find a saved quote by its reference (an island of /quotes). Without JavaScript the form still
 * works: the site's server sends /quotes?reference=… on to the quote set's page. With it, a
 * reference that cannot be one is said under the field, and a good one loads the set's page.
 */
export function FindQuoteForm() {
  const [error, setError] = useState<string>();
  return (
    <form
      method="get"
      action="/quotes"
      noValidate
      aria-label="Find a saved quote"
      className="grid max-w-xl gap-6 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get("reference");
        const reference = canonicalReference(typeof typed === "string" ? typed : "");
        if (!reference) {
          setError(REFERENCE_MESSAGE);
          document.getElementById("find-reference")?.focus();
          return;
        }
        setError(undefined);
        window.location.assign(quoteSetPath(reference));
      }}
    >
      <Field
        id="find-reference"
        label="Quote reference"
        hint="For example PLM-7K2M9QXD. Capitals and spaces do not matter."
        error={error}
      >
        <Input name="reference" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </Field>
      <Button type="submit" variant="cta" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Show my quotes
      </Button>
    </form>
  );
}
