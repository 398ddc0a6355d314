import { dataRetention } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Container } from "@plummet/ui/container";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { useState } from "react";
import { useNavigate } from "react-router";
import { BackLink } from "../components/layout/back-link";
import { PageShell } from "../components/layout/page-shell";
import { normaliseReference, quoteSetPath } from "../features/quotes/saved-quotes";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Find a saved quote | Plummet",
    description: "Type the reference from your quote email to see your saved quotes again.",
    path: "/quotes",
    noIndex: true,
  });
}

const REFERENCE_MESSAGE = "Please enter a quote reference such as PLM-7K2M9QXD (it is in your quote email)";

/**
 * Find a saved quote by its reference, typed in any case and spacing. Without JavaScript the
 * form still works: the site's server sends /quotes?reference=… on to the quote set's page.
 */
export default function FindQuote() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  return (
    <PageShell variant="page">
      <header className="border-b border-border bg-gradient-to-b from-brand-50 to-background py-10 sm:py-14">
        <Container className="grid gap-4">
          <BackLink to="/">Back to home</BackLink>
          <h1 className="font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Find a saved quote
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">
            Every quote set is saved for {dataRetention.quoteValidityDays} days under a reference that starts
            with PLM. You will find it in the email we sent you and under each quote.
          </p>
        </Container>
      </header>
      <Container className="py-10 sm:py-14">
        <form
          method="get"
          action="/quotes"
          noValidate
          aria-label="Find a saved quote"
          className="grid max-w-xl gap-6 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
          onSubmit={(event) => {
            event.preventDefault();
            const typed = new FormData(event.currentTarget).get("reference");
            const reference = normaliseReference(typeof typed === "string" ? typed : "");
            if (!reference) {
              setError(REFERENCE_MESSAGE);
              document.getElementById("find-reference")?.focus();
              return;
            }
            setError(undefined);
            navigate(quoteSetPath(reference));
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
      </Container>
    </PageShell>
  );
}
