import type { QuoteSetResponse } from "@plummet/contracts";
import { Callout } from "@plummet/ui/callout";
import { buttonVariants } from "@plummet/ui/variants/button";
import { useEffect, useRef, useState } from "react";
import { RefineForm } from "./refine-form";
import { knownAnswers } from "./refine-request";

/**
 * The product's questions under the assumptions line, prefilled with the answers priced; or, in a
 * browser without the quote's first answers (a set opened from an email), the way back to the form.
 */
export function RefineInPlace({ set }: { set: QuoteSetResponse }) {
  // Read once: the tab's remembered answers do not change while this page is open.
  const [answers] = useState(() => knownAnswers(set));
  const panel = useRef<HTMLDivElement>(null);
  // Opened under the assumptions line: brought into view as far as it needs, no further. (Braces:
  // Chromium's scrollIntoView answers a promise, which React would take for a clean-up.)
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "nearest" });
  }, []);
  if (!answers) {
    return (
      <Callout tone="info" title="We need your first answers again">
        <p>
          This browser does not have the age, postcode and email these quotes were priced with (we never send
          them back from our servers). Fill in the quote form again and you can then answer these questions.
        </p>
        <a href="/#quote-comparison" className={`${buttonVariants({ variant: "cta" })} mt-3`}>
          Go to the quote form
        </a>
      </Callout>
    );
  }
  return (
    <div
      ref={panel}
      className="grid scroll-mt-20 gap-4 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
    >
      <p className="text-muted-foreground">
        Answer what you know: each answer replaces what we assumed, and you get new prices straight away.
      </p>
      <RefineForm set={set} answers={answers} />
    </div>
  );
}
