import { readFileSync } from "node:fs";
import {
  type CoverAnswer,
  type DeclineReasonCode,
  type InstalmentTerms,
  InsuranceType,
  type RatingAnswer,
  type RatingRequest,
} from "@plummet/insurer-kit";
import { z } from "zod";

/**
 * What a sandbox insurer can be made to do wrong:
 * - `slow`: answers after `slowMs` (5 s by default), past any sensible deadline;
 * - `hang`: never answers (the connection stays open until the caller gives up);
 * - `error`: 500 with a JSON error;
 * - `malformed`: 200 with JSON that is not an answer;
 * - `html`: 200 with an HTML page;
 * - `huge`: 200 with a 10 MB JSON body;
 * - `wrong-quote-id`: a well-formed price for another quote id;
 * - `negative-price`: a price below zero;
 * - `reset`: drops the connection without answering.
 */
export const faults = [
  "none",
  "slow",
  "hang",
  "error",
  "malformed",
  "html",
  "huge",
  "wrong-quote-id",
  "negative-price",
  "reset",
] as const;
export const Fault = z.enum(faults);
export type Fault = z.infer<typeof Fault>;

export const SandboxInsurer = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  products: z.array(InsuranceType).min(1),
  /** Its own secret; SANDBOX_SECRET when absent. */
  secret: z.string().min(16).optional(),
  /** How long it takes to answer; SANDBOX_LATENCY_MS when absent. */
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  fault: Fault.default("none"),
  slowMs: z.number().int().min(0).max(120_000).default(5_000),
  /** Its prices against the sandbox market (1 = the market). */
  priceLevel: z.number().min(0.5).max(2).default(1),
  /** Decline rules: ages outside [minAge, maxAge], and postcode areas (letters) it will not cover. */
  declines: z
    .object({
      minAge: z.number().int().optional(),
      maxAge: z.number().int().optional(),
      areas: z.array(z.string()).default([]),
      /** Product question and the answers it declines, e.g. { "claims": ["3-or-more"] }. */
      answers: z.record(z.string(), z.array(z.string())).default({}),
      /** Endorsement code groups it declines in a protocol 2 request's convictions, e.g. ["DR"]. */
      convictionGroups: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
    })
    .default({ areas: [], answers: {}, convictionGroups: [] }),
  /** What each conviction of an endorsement code group adds (protocol 2), e.g. { "SP": 1.25 }; 1.1 otherwise. */
  convictionLoadings: z.record(z.string().regex(/^[A-Z]{2}$/), z.number().min(1).max(5)).default({}),
  /** Monthly payments as it offers them. */
  instalments: z
    .object({
      instalments: z.number().int().min(1).max(12),
      depositShare: z.number().min(0).max(0.5),
      chargeRate: z.number().min(0).max(0.5),
    })
    .default({ instalments: 12, depositShare: 0, chargeRate: 0 }),
  excess: z.number().min(0).default(250),
});
export type SandboxInsurer = z.infer<typeof SandboxInsurer>;
export type SandboxInsurerInput = z.input<typeof SandboxInsurer>;

/** The sandbox's insurers when no configuration file names others. All fictional. */
export const defaultInsurers: SandboxInsurerInput[] = [
  {
    slug: "marram",
    name: "Marram Assurance",
    products: ["car", "van", "home"],
    priceLevel: 0.97,
    // Declines drink- and drug-driving, dangerous driving and driving uninsured.
    declines: { maxAge: 85, convictionGroups: ["DR", "DG", "DD", "IN"] },
    instalments: { instalments: 10, depositShare: 0.1, chargeRate: 0.08 },
  },
  {
    slug: "pebblecroft",
    name: "Pebblecroft Insurance",
    products: ["car", "bike", "travel"],
    priceLevel: 1.04,
    declines: { minAge: 21 },
    // Loads speeding hard: a quarter more for each speeding conviction.
    convictionLoadings: { SP: 1.25 },
  },
  {
    slug: "gullhaven",
    name: "Gullhaven Mutual",
    products: ["home", "pet", "life"],
    priceLevel: 0.92,
    declines: { areas: ["GY", "JE", "IM"] },
    excess: 100,
  },
  {
    slug: "thistlewick",
    name: "Thistlewick Direct",
    products: ["car", "travel", "breakdown", "medical"],
    priceLevel: 1.1,
    declines: { maxAge: 75 },
    instalments: { instalments: 11, depositShare: 0.15, chargeRate: 0.12 },
  },
  {
    slug: "sloeberry",
    name: "Sloeberry General",
    products: ["car", "van", "bike", "home", "travel", "pet", "breakdown", "life", "medical"],
    priceLevel: 1.0,
    declines: { answers: { claims: ["3-or-more"] } },
  },
];

export const SandboxConfigFile = z.object({ insurers: z.array(SandboxInsurer).min(1) });

/** The insurers a configuration file (SANDBOX_CONFIG) names, or the default five. */
export function loadInsurers(file: string | undefined): SandboxInsurer[] {
  if (!file) return defaultInsurers.map((insurer) => SandboxInsurer.parse(insurer));
  const parsed = SandboxConfigFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`SANDBOX_CONFIG ${file}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data.insurers;
}

/** The sandbox market's annual price for standard cover at a middling age, in GBP. */
const basePrices: Record<InsuranceType, number> = {
  car: 620,
  van: 840,
  bike: 410,
  home: 260,
  travel: 64,
  pet: 310,
  breakdown: 92,
  life: 240,
  medical: 960,
};
const levelFactor = { basic: 0.8, standard: 1, comprehensive: 1.3 } as const;
const ageFactor = (age: number) => (age < 25 ? 1.6 : age >= 70 ? 1.35 : 1);
const areaOf = (postcode: string) => postcode.match(/^[A-Z]{1,2}/)?.[0] ?? "";

function declineReason(insurer: SandboxInsurer, request: RatingRequest): DeclineReasonCode | undefined {
  if (!insurer.products.includes(request.insuranceType)) return "product-not-offered";
  const { age, postcode } = request.applicant;
  const rules = insurer.declines;
  if (
    (rules.minAge !== undefined && age < rules.minAge) ||
    (rules.maxAge !== undefined && age > rules.maxAge)
  ) {
    return "age-outside-appetite";
  }
  if (rules.areas.includes(areaOf(postcode))) return "area-excluded";
  for (const [question, declined] of Object.entries(rules.answers)) {
    const answer = request.product.details[question];
    if (answer !== undefined && declined.includes(answer)) {
      return question === "claims" ? "claims-history" : "vehicle-outside-appetite";
    }
  }
  if (convictionsOf(request).some((code) => rules.convictionGroups.includes(code.slice(0, 2)))) {
    return "claims-history";
  }
  return undefined;
}

/** The endorsement codes of a protocol 2 request's convictions (none in version 1). */
function convictionsOf(request: RatingRequest): string[] {
  if (request.protocol !== "2") return [];
  const convictions = request.product.answers.convictions;
  return Array.isArray(convictions) ? convictions.map((item) => String(item.code)) : [];
}

/**
 * How a protocol 2 request's answers move the sandbox's price: no-claims years off, claims and
 * each conviction on, a voluntary excess off. Version 1 requests price as they always have.
 */
function answersFactor(insurer: SandboxInsurer, request: RatingRequest): number {
  if (request.protocol !== "2") return 1;
  const answers = request.product.answers;
  const noClaims = Number.parseInt(String(answers.noClaimsYears ?? "0"), 10) || 0;
  const claims = { "1": 1.25, "2-plus": 1.6 }[String(answers.claims)] ?? 1;
  const convictions = convictionsOf(request).reduce(
    (product, code) => product * (insurer.convictionLoadings[code.slice(0, 2)] ?? 1.1),
    1,
  );
  const excess = 1 - Math.min(Number(answers.voluntaryExcess ?? 0), 1000) / 10_000;
  return (1 - Math.min(noClaims, 9) * 0.06) * claims * convictions * excess;
}

/** How a sandbox policy treats each catalogue feature: more is included at higher levels. */
function coverFor(request: RatingRequest, insurer: SandboxInsurer): CoverAnswer[] {
  const generous = insurer.priceLevel >= 1;
  return request.product.features.map(({ feature }, index) => {
    if (request.coverageAmount === "comprehensive") return { feature, status: "included" };
    if (request.coverageAmount === "standard") {
      return { feature, status: index % 3 === 2 && !generous ? "optional" : "included" };
    }
    return { feature, status: index === 0 ? "included" : "optional" };
  });
}

/** A fair answer: a price, or a decline with its reason. */
export function rate(insurer: SandboxInsurer, request: RatingRequest, now: Date): RatingAnswer {
  const reason = declineReason(insurer, request);
  if (reason) return { outcome: "decline", quoteId: request.quoteId, reasonCode: reason };
  const annual =
    basePrices[request.insuranceType] *
    levelFactor[request.coverageAmount] *
    ageFactor(request.applicant.age) *
    answersFactor(insurer, request) *
    insurer.priceLevel;
  const terms: InstalmentTerms = insurer.instalments;
  return {
    outcome: "price",
    quoteId: request.quoteId,
    annualPrice: Math.round(annual * 100) / 100,
    instalments: terms,
    excess: insurer.excess,
    cover: coverFor(request, insurer),
    priceHeldUntil: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  };
}
