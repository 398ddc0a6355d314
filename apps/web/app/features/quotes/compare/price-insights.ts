import type { PriceStep, Quote } from "@plummet/contracts";

/** One of the visitor's answers and how far it moved every quote. */
export interface PriceDriver {
  label: string;
  multiplier: number;
}

/**
 * The visitor's answers that moved prices, largest effect first. The market factors (cover
 * level, age, area and any further answers) apply alike to every insurer on the panel, so they are
 * read from one quote; the insurer's own pricing is the one step that differs and is left out.
 */
export function priceDrivers(quotes: ReadonlyArray<Pick<Quote, "breakdown">>): PriceDriver[] {
  const steps: PriceStep[] = quotes[0]?.breakdown.steps ?? [];
  return (
    steps
      // An answer that moved prices by less than half a per cent did not move them.
      .filter((step) => step.factor !== "insurer" && Math.abs(step.multiplier - 1) >= 0.005)
      .map(({ label, multiplier }) => ({ label, multiplier }))
      .sort((a, b) => Math.abs(Math.log(b.multiplier)) - Math.abs(Math.log(a.multiplier)))
  );
}

/** Where a set of prices lies: its ends and middle. */
export interface PriceSpread {
  count: number;
  lowest: number;
  median: number;
  highest: number;
}

export function priceSpread(prices: readonly number[]): PriceSpread | undefined {
  if (prices.length === 0) return undefined;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? sorted[middle]!
      : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 100) / 100;
  return { count: sorted.length, lowest: sorted[0]!, median, highest: sorted[sorted.length - 1]! };
}
