import type { ComponentProps } from "react";
import { PriceDriversSummary } from "./price-drivers";
import { PriceSpreadChart } from "./price-spread-chart";

/** Where the prices sit and what moved them most, side by side on wide screens. */
export function PriceInsights(props: ComponentProps<typeof PriceSpreadChart>) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <PriceSpreadChart {...props} />
      <PriceDriversSummary quotes={props.quotes} />
    </div>
  );
}
