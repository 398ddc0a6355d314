import type { QuoteResponse } from "@plummet/contracts";
import { Callout } from "@plummet/ui/callout";
import { TextLink } from "@plummet/ui/link";
import { Link } from "react-router";

/**
 * What a UK comparison site must say beside its results (DESIGN.md, "Trust and compliance"):
 * how they are ordered, that the panel is not the whole market, how the site is paid, and what
 * the quotes assume.
 */
export function QuoteDisclosures({ response }: { response: QuoteResponse }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Callout tone="info" title="How we list your quotes">
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>Ordered by price, cheapest first — never by commission.</li>
          <li>
            Plummet searches a panel of {response.providersSearched} insurers, not the whole market.{" "}
            <TextLink asChild>
              <Link to="/terms-of-service#insurer-panel">See the insurers on our panel</Link>
            </TextLink>
            .
          </li>
          <li>Plummet is free to use; insurers pay us when you buy.</li>
        </ul>
      </Callout>
      {response.assumptions.length > 0 ? (
        <Callout tone="tip" title="What these quotes assume">
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {response.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
    </div>
  );
}
