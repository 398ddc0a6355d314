import { monthlyPlanInWords } from "@plummet/contracts/quote-order";
import { Callout } from "@plummet/ui/callout";
import { buttonVariants } from "@plummet/ui/variants/button";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, answerOf, api } from "../../../lib/api";
import { searchInAddress } from "../shared/page-address";
import { formatGbp } from "../shared/quote-pricing";
import { quoteSetKey, quoteSetPath } from "../shared/saved-quotes";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

function ContinueView({ reference, quoteId }: { reference: string; quoteId: string }) {
  const query = useQuery({
    queryKey: quoteSetKey(reference),
    queryFn: () => answerOf(api.GET("/api/quotes/{reference}", { params: { path: { reference } } })),
  });
  if (query.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading the quote you chose…
      </p>
    );
  }

  const quote = query.data?.quotes.find((candidate) => candidate.id === quoteId);
  if (!query.data || !quote) {
    const status = query.error instanceof ApiError ? query.error.status : undefined;
    return (
      <div role="alert" className="grid max-w-2xl gap-4">
        <Callout tone="warning" title="We can't find the quote you chose">
          {status === 410
            ? "These quotes have expired. Please ask for new quotes."
            : "The link may be incomplete. Go back to your quotes and press Select again."}
        </Callout>
        <a href="/quotes" className={buttonVariants({ variant: "outline" })}>
          Find a saved quote
        </a>
      </div>
    );
  }
  const set = query.data;
  return (
    <div className="grid max-w-3xl gap-6">
      <section
        aria-labelledby="chosen-quote-heading"
        className="grid gap-3 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
      >
        <h2 id="chosen-quote-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
          {quote.provider}: {quote.productName}
        </h2>
        <p className="text-3xl font-extrabold tracking-tight text-brand-800">
          {formatGbp(quote.annualPrice)} <span className="text-base font-semibold">a year</span>
        </p>
        <p>
          <span className="font-semibold">Or paying monthly:</span> {monthlyPlanInWords(quote.instalmentPlan)}
        </p>
        <p className="text-sm text-muted-foreground">
          Excess {formatGbp(quote.excess, { whole: true })} · Quote reference{" "}
          <span className="font-semibold whitespace-nowrap text-foreground">{quote.id}</span> · Price held
          until {day.format(new Date(set.expiresAt))}
        </p>
      </section>
      <section aria-labelledby="what-next-heading" className="grid gap-3">
        <h2 id="what-next-heading" className="text-xl font-bold text-brand-900">
          What would happen next
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 leading-relaxed">
          <li>
            With a real insurer, “Continue” takes you to {quote.provider}'s own website, in a new tab, so your
            results stay open here.
          </li>
          <li>
            {quote.provider} receives this quote's reference and price, signed by Plummet so it cannot be
            altered, and shows you the same price, held until {day.format(new Date(set.expiresAt))}.
          </li>
          <li>
            {quote.provider} checks your details and confirms the cover before you pay. Plummet is paid by the
            insurer when you buy; the price you pay is the same.
          </li>
        </ol>
        <p className="text-muted-foreground">
          {quote.provider} is a fictional insurer on our demonstration panel, so there is no website to go to
          and nothing to buy.
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        <a href={quoteSetPath(reference)} className={buttonVariants({ variant: "primary" })}>
          Back to your quotes
        </a>
        <a href="/#quote-comparison" className={buttonVariants({ variant: "outline" })}>
          Get a new quote
        </a>
      </div>
    </div>
  );
}

/**
 * The page the built-in panel's insurers hand over to at "Continue" (/continue?reference=…&quote=…):
 * the quote chosen, with its price and reference, and what a real insurer would do next.
 */
export function ContinueToInsurer() {
  const [chosen, setChosen] = useState<{ reference: string; quoteId: string } | null>();
  useEffect(() => {
    const params = searchInAddress();
    const reference = params.get("reference") ?? "";
    const quoteId = params.get("quote") ?? "";
    setChosen(reference && quoteId ? { reference, quoteId } : null);
  }, []);
  // Prerendered as this line (an island needs something in its HTML to be seen and hydrated).
  if (chosen === undefined) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading the quote you chose…
      </p>
    );
  }
  if (chosen === null) {
    return (
      <div role="alert" className="grid max-w-2xl gap-4">
        <Callout tone="warning" title="No quote was chosen">
          This page shows a quote you chose with Select on your results. Find your quotes and choose one.
        </Callout>
        <a href="/quotes" className={buttonVariants({ variant: "outline" })}>
          Find a saved quote
        </a>
      </div>
    );
  }
  return <ContinueView reference={chosen.reference} quoteId={chosen.quoteId} />;
}
