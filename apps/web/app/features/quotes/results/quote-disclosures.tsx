import type { QuoteResponse } from "@plummet/contracts";
import { Callout } from "@plummet/ui/callout";
import { TextLink } from "@plummet/ui/link";

/**
 * What a UK comparison site must say beside its results (DESIGN.md, "Trust and compliance"): how
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
          {chosenOrder
            ? `Ordered as you chose: ${chosenOrder} — never by commission.`
            : "Ordered by price, cheapest first — never by commission."}
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

/** The facts every quote in the set was priced on (the cover each level stands for). */
export function QuoteAssumptions({ assumptions }: Pick<QuoteResponse, "assumptions">) {
  if (assumptions.length === 0) return null;
  return (
    <Callout tone="tip" title="What these quotes assume">
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {assumptions.map((assumption) => (
          <li key={assumption}>{assumption}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted-foreground">
        If these do not match you, the insurer will confirm the price before you buy.
      </p>
    </Callout>
  );
}
