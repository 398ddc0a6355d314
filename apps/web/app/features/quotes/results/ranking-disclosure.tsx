import type { QuoteResponse } from "@plummet/contracts";
import { quoteOrderRule } from "@plummet/contracts/quote-order";
import { Callout } from "@plummet/ui/callout";
import { TextLink } from "@plummet/ui/link";

import { RANKING_DISCLOSURE_ID } from "../shared/page-address";

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
        <li>"Best Value" is the cheapest for how you pay; stars rate each insurer's service.</li>
        <li>Plummet is free to use; insurers pay us when you buy.</li>
      </ul>
    </Callout>
  );
}
