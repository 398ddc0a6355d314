/**
 * What single answers do to one car profile's prices: a 40-year-old in Leicester (LE1 5WW), standard
 * cover, every other answer its assumption. Prints the cheapest and the median quote of the
 * built-in panel and how many insurers quote, for each change; asserts nothing.
 *
 *   pnpm --filter @plummet/api exec tsx bench/answer-effects.ts
 */
import { insurers } from "@plummet/content/insurers";
import type { AnswerValue } from "@plummet/contracts";
import { type RatingRequest, rateProvider } from "../src/rating/engine";
import { providerFactors } from "../src/rating/provider-factors";

const base: RatingRequest = {
  insuranceType: "car",
  coverageAmount: "standard",
  age: 40,
  postcode: "LE1 5WW",
  today: "2026-06-01",
};
const conviction = (code: string) => ({
  hasConvictions: "yes",
  convictions: [{ code, date: "2025-09-01", points: 3, banMonths: 0 }],
});

const changes: Array<[string, Record<string, AnswerValue>]> = [
  ["assumed answers (5 years' no-claims)", {}],
  ["no no-claims bonus", { noClaimsYears: "0" }],
  ["9+ years' no-claims", { noClaimsYears: "9-plus" }],
  ["protected no-claims (5 years)", { protectedNoClaims: "yes" }],
  [
    "one claim, at fault",
    { claims: "1", claimDetails: [{ date: "2025-03-01", type: "accident", atFault: "yes" }] },
  ],
  ["SP30 (speeding)", conviction("SP30")],
  ["CU80 (phone at the wheel)", conviction("CU80")],
  ["DR10 (drink driving)", conviction("DR10")],
  ["occupation: teacher", { occupation: "teacher" }],
  ["occupation: delivery driver", { occupation: "delivery" }],
  ["voluntary excess £500", { voluntaryExcess: "500" }],
  ["start tomorrow (vs 3 weeks ahead)", { startDate: "2026-06-02" }],
  [
    "a 19-year-old other driver",
    {
      addOtherDrivers: "yes",
      otherDrivers: [{ dateOfBirth: "2007-01-01", licenceType: "full-uk", licenceYears: 1 }],
    },
  ],
];

const summary = (details: Record<string, AnswerValue>) => {
  const prices = insurers
    .map((insurer) => rateProvider({ ...base, details }, insurer, providerFactors[insurer.slug]!))
    .flatMap((outcome) => (outcome.status === "quoted" ? [outcome.quote.annualPrice] : []))
    .sort((a, b) => a - b);
  return { cheapest: prices[0]!, median: prices[Math.floor(prices.length / 2)]!, quoting: prices.length };
};

const plain = summary({});
console.log("| change | cheapest | median | vs assumed (median) | insurers quoting |\n|---|---|---|---|---|");
for (const [label, details] of changes) {
  const { cheapest, median, quoting } = summary(details);
  const effect = ((median / plain.median - 1) * 100).toFixed(0);
  console.log(
    `| ${label} | £${cheapest.toFixed(2)} | £${median.toFixed(2)} | ${Number(effect) > 0 ? "+" : ""}${effect}% | ${quoting} |`,
  );
}
