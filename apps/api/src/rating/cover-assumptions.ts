import {
  type CoverageLevel,
  detailAnswers,
  fullAnswersLine,
  type InsuranceType,
  unansweredQuestions,
} from "@plummet/contracts";
import { iptRate, monthlyByNature } from "./base-rates";

/**
 * What each coverage level stands for, per product, and the risk the prices assume. These go
 * out with every quote set as its stated assumptions, so a visitor knows what was priced.
 */
const coverByLevel: Record<InsuranceType, Record<CoverageLevel, string>> = {
  car: {
    basic: "Third party, fire and theft cover",
    standard: "Comprehensive cover with windscreen cover and a courtesy car",
    comprehensive: "Comprehensive cover with a protected no-claims discount and 90 days of European driving",
  },
  van: {
    basic: "Third party, fire and theft cover, with tools in transit up to £1,000",
    standard: "Comprehensive cover with tools in transit up to £2,500",
    comprehensive:
      "Comprehensive cover with tools and goods in transit up to £5,000 each and a replacement van",
  },
  bike: {
    basic: "Third party, fire and theft cover, with helmet and leathers up to £250",
    standard: "Comprehensive cover with helmet and leathers up to £500",
    comprehensive:
      "Comprehensive cover with helmet and leathers up to £1,000 and a protected no-claims discount",
  },
  home: {
    basic: "Buildings up to £350,000 and contents up to £35,000, for whichever you cover",
    standard: "Buildings up to £500,000 and contents up to £50,000, for whichever you cover",
    comprehensive:
      "Buildings up to £750,000 and contents up to £75,000, for whichever you cover, with accidental damage",
  },
  travel: {
    basic: "Emergency medical cover up to £2 million and cancellation cover up to £1,500",
    standard: "Emergency medical cover up to £5 million and cancellation cover up to £3,000",
    comprehensive: "Emergency medical cover up to £10 million and cancellation cover up to £5,000",
  },
  pet: {
    basic: "Vet fees up to £2,000 (per condition, or a year for lifetime cover)",
    standard: "Vet fees up to £4,000 (per condition, or a year for lifetime cover)",
    comprehensive: "Vet fees up to £10,000 (per condition, or a year for lifetime cover)",
  },
  breakdown: {
    basic: "Up to 3 call-outs a year, a quarter of a mile or more from home",
    standard: "Up to 5 call-outs a year",
    comprehensive: "Unlimited call-outs, with onward travel",
  },
  life: {
    basic: "Level term cover",
    standard: "Level term cover with terminal illness cover",
    comprehensive: "Level term cover with terminal illness cover and waiver of premium",
  },
  medical: {
    basic: "In-patient and day-patient treatment with cancer cover",
    standard: "In-patient and day-patient treatment, therapies and cancer cover",
    comprehensive: "In-patient and day-patient treatment, therapies, mental health and cancer cover",
  },
};

/**
 * The rest of the risk each product's prices assume: what neither the five questions nor the
 * product's own questions ask (those are stated answer by answer, see `answerAssumptions`).
 */
const riskAssumed: Record<InsuranceType, string[]> = {
  car: [
    "A 10-year-old family hatchback for social, domestic and commuting use",
    "No motoring convictions in the last five years",
  ],
  van: [
    "A small panel van doing 10,000 miles a year, kept on a driveway overnight",
    "No motoring convictions in the last five years",
  ],
  bike: ["A full licence for the bike's category; no claims or convictions in the last five years"],
  home: [
    "Built after 1920 of brick and tile, not at high flood risk",
    "Locks to British Standard on doors and windows",
  ],
  travel: ["Trips starting and ending in the UK"],
  pet: ["Neutered and microchipped, with no pre-existing conditions"],
  breakdown: ["A private car (up to 3.5 tonnes)"],
  life: [
    "In good health; level term cover, not whole-of-life",
    "Cover starts on the day you apply and ends after the term",
  ],
  medical: ["No medical history declared (moratorium underwriting), one adult"],
};

/** One line per product question: the answer priced, and whether the visitor gave it. */
function answerAssumptions(
  type: InsuranceType,
  level: CoverageLevel,
  given: Readonly<Record<string, unknown>> | undefined,
): string[] {
  return detailAnswers(type, level, given).map(
    (answer) =>
      `${answer.label}: ${answer.answerLabel} (${answer.source === "given" ? "your answer" : "assumed"})`,
  );
}

function taxAndPayment(type: InsuranceType): string[] {
  const ipt = iptRate(type);
  const tax =
    ipt === 0
      ? "Life insurance is exempt from Insurance Premium Tax"
      : `Prices include Insurance Premium Tax at ${Math.round(ipt * 100)}%`;
  const monthly = monthlyByNature.has(type)
    ? "Monthly prices are a twelfth of the annual price: insurers charge nothing extra for monthly premiums"
    : "Monthly prices include each insurer's charge for paying by instalments";
  return [tax, monthly];
}

/**
 * The assumptions a quote set states: the cover priced, the risk assumed, each product answer
 * (given or assumed), tax and payment.
 */
export function coverAssumptions(
  type: InsuranceType,
  level: CoverageLevel,
  given?: Readonly<Record<string, unknown>>,
): string[] {
  return [
    ...(given && unansweredQuestions(type, given, level).length === 0 ? [fullAnswersLine] : []),
    coverByLevel[type][level],
    ...riskAssumed[type],
    ...answerAssumptions(type, level, given),
    ...taxAndPayment(type),
  ];
}
