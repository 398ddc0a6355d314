import type { Quote } from "@plummet/contracts";
import { useId } from "react";
import { formatGbp, headlinePrice, type PriceBasis } from "../shared/quote-pricing";
import { priceSpread } from "./price-insights";

const WIDTH = 600;
const HEIGHT = 44;
const PAD = 12;

/**
 * Where every price sits among all the quotes: one mark per quote on a line from the cheapest to
 * the dearest, the quotes the filters hide drawn faintly. The SVG is an image whose name is the
 * caption; the caption itself is the text equivalent (lowest, middle and highest price).
 */
export function PriceSpreadChart({
  quotes,
  shownIds,
  show,
}: {
  quotes: readonly Quote[];
  shownIds: ReadonlySet<string>;
  show: PriceBasis;
}) {
  const captionId = useId();
  const prices = quotes.map((quote) => headlinePrice(quote, show));
  const spread = priceSpread(prices);
  if (!spread) return null;
  const per = show === "annual" ? "a year" : "a month";
  const range = spread.highest - spread.lowest || 1;
  const x = (price: number) => PAD + ((price - spread.lowest) / range) * (WIDTH - 2 * PAD);

  return (
    <figure className="grid gap-2 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-6">
      <figcaption id={captionId} className="text-sm">
        <span className="font-semibold text-brand-900">Where the prices sit.</span> {spread.count} quotes from{" "}
        {formatGbp(spread.lowest)} to {formatGbp(spread.highest)} {per}; the middle price is{" "}
        {formatGbp(spread.median)}.
      </figcaption>
      <svg
        role="img"
        aria-labelledby={captionId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={22} y2={22} className="stroke-border" strokeWidth={2} />
        <line
          x1={x(spread.median)}
          x2={x(spread.median)}
          y1={6}
          y2={38}
          className="stroke-brand-300"
          strokeWidth={2}
          strokeDasharray="4 3"
        />
        {quotes.map((quote, index) => (
          <circle
            key={quote.id}
            cx={x(prices[index]!)}
            cy={22}
            r={7}
            className={
              shownIds.has(quote.id)
                ? "fill-brand-700/70 stroke-white"
                : "fill-muted-foreground/20 stroke-white"
            }
            strokeWidth={1.5}
          />
        ))}
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>{formatGbp(spread.lowest)}</span>
        <span>middle {formatGbp(spread.median)}</span>
        <span>{formatGbp(spread.highest)}</span>
      </div>
    </figure>
  );
}
