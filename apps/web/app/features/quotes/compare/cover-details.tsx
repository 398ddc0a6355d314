import type { Quote } from "@plummet/contracts";
import { Disclosure } from "../shared/disclosure";
import { CoverStatusText } from "./cover-status";

/** Every feature of the product's cover catalogue as this policy treats it. */
export function CoverDetails({ quote }: { quote: Pick<Quote, "cover"> }) {
  return (
    <Disclosure summary="Cover in detail">
      <dl>
        {quote.cover.map((item) => (
          <div
            key={item.feature}
            className="grid grid-cols-[1fr_auto] gap-x-3 border-b border-border/70 py-1.5 last:border-0"
          >
            <dt>{item.name}</dt>
            <dd className="text-right">
              <CoverStatusText item={item} />
            </dd>
          </div>
        ))}
      </dl>
    </Disclosure>
  );
}
