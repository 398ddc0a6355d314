import type { Quote } from "@plummet/contracts";
import { Disclosure } from "../shared/disclosure";
import { formatGbp, instalmentsLabel, percentChange, signedGbp } from "../shared/quote-pricing";

function Row({ term, change, amount }: { term: string; change?: string; amount: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 border-b border-border/70 py-1.5 last:border-0">
      <dt>
        <span className="block">{term}</span>
        {change ? <span className="block text-xs text-muted-foreground">{change}</span> : null}
      </dt>
      <dd className="text-right font-medium tabular-nums">{amount}</dd>
    </div>
  );
}

/**
 * "How this price was worked out": the engine's breakdown in plain English. The market's price for
 * standard cover, what each of the visitor's answers and the insurer's own pricing add or take off,
 * then the tax; the lines add up to the annual price to the penny. Then what paying monthly costs.
 */
export function PriceBreakdownDetails({ quote }: { quote: Quote }) {
  const { baseRate, steps, tax } = quote.breakdown;
  const plan = quote.instalmentPlan;
  return (
    <Disclosure summary="How this price was worked out">
      <dl>
        <Row term="The market's price for standard cover, before tax" amount={formatGbp(baseRate)} />
        {steps.map((step) => (
          <Row
            key={step.factor + step.label}
            term={step.label}
            change={
              step.multiplier === 1 ? "No change" : `${percentChange(step.multiplier)} on the price so far`
            }
            amount={signedGbp(step.amount)}
          />
        ))}
        <Row term={tax.label} amount={signedGbp(tax.amount)} />
        <div className="grid grid-cols-[1fr_auto] gap-x-3 pt-2 font-bold text-brand-900">
          <dt>Annual price</dt>
          <dd className="text-right tabular-nums">{formatGbp(quote.annualPrice)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-muted-foreground">
        {plan.creditCharge > 0
          ? `Paying monthly: ${instalmentsLabel(plan)}, ${formatGbp(plan.totalPayable)} in all. That is ${formatGbp(plan.creditCharge)} more than paying once, a representative APR of ${plan.apr.toFixed(1)}%.`
          : `Paying monthly: ${instalmentsLabel(plan)}, the same ${formatGbp(plan.totalPayable)} as paying once (0% APR).`}
      </p>
    </Disclosure>
  );
}
