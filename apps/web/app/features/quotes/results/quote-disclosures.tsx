import type { QuoteResponse } from "@plummet/contracts";
import { quoteOrderRule } from "@plummet/contracts/quote-order";
import { Callout } from "@plummet/ui/callout";
import { TextLink } from "@plummet/ui/link";
import { ChevronRight } from "lucide-react";
import { REFINE_QUOTES_ID } from "../shared/page-address";

/**
 * What a UK comparison site must say beside its results (docs/product/trust.md): how
 * they are ordered, that the panel is not the whole market, and how the site is paid.
 */
export function QuoteRankingDisclosure({
  providersSearched,
  chosenOrder,
}: Pick<QuoteResponse, "providersSearched"> & {
  /** The order the visitor chose instead of the default, e.g. "star rating, highest first". */
  chosenOrder?: string;
}) {
  return (
    <Callout id={RANKING_DISCLOSURE_ID} tone="info" title="How we list your quotes" className="scroll-mt-20">
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          {chosenOrder ? `Ordered as you chose: ${chosenOrder} — never by commission.` : quoteOrderRule}
        </li>
        <li>
          Plummet searches a panel of {providersSearched} insurers, not the whole market.{" "}
          <TextLink asChild>
            <a href="/terms-of-service#insurer-panel">See the insurers on our panel</a>
          </TextLink>
          .
        </li>
        <li>Plummet is free to use; insurers pay us when you buy.</li>
      </ul>
    </Callout>
  );
}

/** Where the full text of the disclosures sits (the page header's line links to it, routes/saved-quote.tsx). */
export const RANKING_DISCLOSURE_ID = "how-we-list";

/**
 * The facts every quote in the set was priced on, in one line above the first quote: the cover
 * level's meaning first, the whole list one tap away, and "Change" to the questions that re-price.
 */
export function QuoteAssumptions({ assumptions }: Pick<QuoteResponse, "assumptions">) {
  if (assumptions.length === 0) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-white px-3 py-2 text-sm shadow-raised">
      <details className="group/assumptions min-w-0 flex-1">
        <summary className="flex cursor-pointer list-none items-start gap-1.5 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-primary transition-transform group-open/assumptions:rotate-90"
          />
          <span className="min-w-0">
            <span className="font-semibold">Priced for:</span>{" "}
            <span className="group-open/assumptions:hidden">{assumptions[0]}</span>
            <span className="font-medium text-primary underline underline-offset-4">
              <span className="group-open/assumptions:hidden"> · all {assumptions.length} assumptions</span>
              <span className="hidden group-open/assumptions:inline">what these quotes assume</span>
            </span>
          </span>
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-9">
          {assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
        <p className="mt-2 pl-5.5 text-muted-foreground">
          If these do not match you, change them, or the insurer will confirm the price before you buy.
        </p>
      </details>
      <a
        href={`#${REFINE_QUOTES_ID}`}
        className="shrink-0 font-semibold text-primary underline underline-offset-4"
        aria-label="Change what these quotes assume"
      >
        Change
      </a>
    </div>
  );
}
