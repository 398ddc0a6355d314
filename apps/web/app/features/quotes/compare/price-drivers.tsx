import type { Quote } from "@plummet/contracts";
import { percentChange } from "../shared/quote-pricing";
import { priceDrivers } from "./price-insights";

/** Which of the visitor's answers moved prices most, for every insurer alike. */
export function PriceDriversSummary({ quotes }: { quotes: ReadonlyArray<Pick<Quote, "breakdown">> }) {
  if (quotes.length === 0) return null;
  const drivers = priceDrivers(quotes).slice(0, 3);
  return (
    <section
      aria-labelledby="price-drivers-heading"
      className="rounded-xl border border-border bg-brand-50/50 p-5 sm:p-6"
    >
      <h4 id="price-drivers-heading" className="font-bold text-brand-900">
        What moved your prices most
      </h4>
      <p className="mt-1 text-sm text-muted-foreground">
        Every insurer starts from the market's price for standard cover; these answers of yours changed it the
        most. Each card shows its own sums under "Details".
      </p>
      {drivers.length > 0 ? (
        <ol className="mt-3 grid gap-2 sm:grid-cols-3">
          {drivers.map((driver) => (
            <li key={driver.label} className="rounded-lg bg-white p-3 shadow-raised">
              <span className="block text-sm">{driver.label}</span>
              <span className="text-lg font-bold text-brand-800">{percentChange(driver.multiplier)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 rounded-lg bg-white p-3 shadow-raised">
          None of your answers moved prices away from the market's price for standard cover: the differences
          between quotes are each insurer's own pricing.
        </p>
      )}
    </section>
  );
}
