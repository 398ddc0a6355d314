import {
  type AnswerValue,
  exampleAnswers,
  type FieldQuestion,
  fullAnswersLine,
  type InsuranceType,
  insuranceTypes,
  isAsked,
  type Question,
  QuoteSetResponse,
  questionSets,
  questionsOfSet,
  todayIso,
} from "@plummet/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequests } from "../../src/db/schema";
import { createTestApp, type TestApp, uniqueEmail } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const today = todayIso();
const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4, 8)}01`;
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function body(
  insuranceType: InsuranceType,
  details: Record<string, AnswerValue>,
  email = uniqueEmail("full"),
) {
  return {
    insuranceType,
    coverageAmount: "standard",
    age: 40,
    postcode: "LE1 5WW",
    email,
    details: { insuranceType, ...details },
  };
}

async function post(payload: object) {
  return app.inject({ method: "POST", url: "/api/quotes", payload });
}

/** The answers left once those to questions no longer asked (on the answers changed) are dropped. */
function stillAsked(type: InsuranceType, details: Record<string, AnswerValue>): Record<string, AnswerValue> {
  const set = questionSets[type];
  const kept = { ...details };
  for (const question of questionsOfSet(set)) {
    if (kept[question.id] !== undefined && !isAsked(question, set, kept)) delete kept[question.id];
  }
  return kept;
}

/** Each insurer's annual price for a request. */
async function prices(
  insuranceType: InsuranceType,
  details: Record<string, AnswerValue>,
): Promise<Map<string, number>> {
  const res = await post(body(insuranceType, stillAsked(insuranceType, details)));
  expect(res.statusCode, res.body).toBe(201);
  const set = QuoteSetResponse.parse(res.json());
  return new Map(set.quotes.map((quote) => [quote.providerSlug, quote.annualPrice]));
}

const carAnswers = {
  ...exampleAnswers("car", { age: 40 }),
  claims: "1",
  claimDetails: [{ date: yearsAgo(2), type: "accident", atFault: "yes", noClaimsAffected: "yes" }],
  hasConvictions: "yes",
  convictions: [{ code: "SP30", date: yearsAgo(1), points: 3, banMonths: 0 }],
  addOtherDrivers: "yes",
  otherDrivers: [
    {
      firstName: "Sam",
      lastName: "Morgan",
      dateOfBirth: yearsAgo(19),
      relationship: "child",
      licenceType: "full-uk",
      licenceYears: 1,
      claimsOrConvictions: "no",
    },
  ],
  protectedNoClaims: "yes",
};

describe("GET /api/questions/:insuranceType", () => {
  it.each(insuranceTypes)("answers the %s question set the form and the validation use", async (type) => {
    const res = await app.inject({ method: "GET", url: `/api/questions/${type}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      JSON.parse(JSON.stringify({ insuranceType: type, steps: questionSets[type].steps })),
    );
  });

  it("refuses a product it does not compare, naming the ones it does", async () => {
    const res = await app.inject({ method: "GET", url: "/api/questions/boat" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("car, van, bike");
  });
});

describe("POST /api/quotes with full answers", () => {
  it("prices a full car quote, says so, and shows protection and the conviction as their own lines", async () => {
    const res = await post(body("car", carAnswers));
    expect(res.statusCode, res.body).toBe(201);
    const set = QuoteSetResponse.parse(res.json());
    expect(set.assumptions[0]).toBe(fullAnswersLine);
    const labels = set.quotes[0]!.breakdown.steps.map((step) => step.label);
    expect(labels).toContain("Protect your no-claims bonus?: Yes");
    expect(labels).toContain("Each conviction (1): SP30");
    expect(labels).toContain("The other drivers (1)");
    const reopened = await app.inject({ method: "GET", url: `/api/quotes/${set.reference}` });
    expect(reopened.json()).toEqual(set);
    expect(reopened.body).not.toContain("Morgan");
  });

  it("says a quick quote's answers were assumed, not full", async () => {
    const set = QuoteSetResponse.parse((await post(body("car", { noClaimsYears: "3" }))).json());
    expect(set.assumptions).not.toContain(fullAnswersLine);
    expect(set.assumptions).toContain("Claims in the last 5 years: None (assumed)");
  });

  it("refuses an answer to a question not asked, naming it, and saves nothing", async () => {
    const email = uniqueEmail("not-asked");
    const res = await post(body("car", { ...carAnswers, hasConvictions: "no" }, email));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: "details.convictions",
        message:
          '"Tell us about each conviction" is only asked when "Any motoring convictions, fixed penalties or endorsements in the last 5 years?" is Yes',
      },
    ]);
    const bad = await post(body("home", { rebuildCost: 250000, petName: "Rex" }, email));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("This question is not asked for this insurance type");
    const [row] = await app.database.db
      .select({ n: count() })
      .from(quoteRequests)
      .where(eq(quoteRequests.email, email));
    expect(row?.n).toBe(0);
  });

  it("prices a worse history dearer at every insurer that quotes both", async () => {
    const clean = await prices("car", exampleAnswers("car", { age: 40 }));
    const worse = await prices("car", {
      ...exampleAnswers("car", { age: 40 }),
      hasConvictions: "yes",
      convictions: [{ code: "SP30", date: yearsAgo(1), points: 3, banMonths: 0 }],
    });
    for (const [slug, price] of worse)
      if (clean.has(slug)) expect(price, slug).toBeGreaterThan(clean.get(slug)!);
  });
});

/** An item for a group, from its fields: the sweep's one claim, conviction, driver or item. */
function groupItem(question: Question & { kind: "group" }): Record<string, string | number> {
  const special: Record<string, Record<string, string | number>> = {
    convictions: { code: "SP30" },
    claimDetails: { atFault: "no" },
    otherDrivers: { dateOfBirth: yearsAgo(19), licenceYears: 1 },
    travellerAges: { age: 80 },
    specifiedItems: { value: 5000 },
  };
  const item: Record<string, string | number> = {};
  for (const field of question.fields) item[field.id] = fieldAnswer(field);
  return { ...item, ...special[question.id] };
}

function fieldAnswer(field: FieldQuestion): string | number {
  if (field.kind === "choice" || field.kind === "yes-no") {
    return field.kind === "yes-no" ? "yes" : field.choices[0]!.value;
  }
  if (field.kind === "number" || field.kind === "money") return field.min;
  if (field.kind === "date") return typeof field.limits.latest === "object" ? today : yearsAgo(1);
  return "Example";
}

/** Answers to try instead of the example's: every other choice, the extremes, today, one item. */
function alternatives(question: Question, current: AnswerValue | undefined): AnswerValue[] {
  switch (question.kind) {
    case "choice":
      return question.choices.map((choice) => choice.value).filter((value) => value !== current);
    case "yes-no":
      return [current === "yes" ? "no" : "yes"];
    case "number":
    case "money":
      return [question.min, question.max].filter((value) => value !== current);
    case "date":
      return [today, daysAhead(1)];
    case "group":
      return [[groupItem(question)]];
    default:
      return [];
  }
}

describe("every answer the built-in panel prices on", () => {
  it.each(insuranceTypes)("moves at least one %s insurer's price", async (type) => {
    const set = questionSets[type];
    for (const question of questionsOfSet(set).filter((candidate) => candidate.priced)) {
      const base: Record<string, AnswerValue> = exampleAnswers(type, { age: 40 });
      if (question.askedIf && !question.askedIf.oneOf.includes(String(base[question.askedIf.question]))) {
        base[question.askedIf.question] = question.askedIf.oneOf[0]!;
      }
      delete base[question.id];
      const before = await prices(type, base);
      let moved = false;
      for (const answer of alternatives(question, exampleAnswers(type, { age: 40 })[question.id])) {
        const after = await prices(type, { ...base, [question.id]: answer });
        if ([...after].some(([slug, price]) => before.get(slug) !== price)) {
          moved = true;
          break;
        }
      }
      expect(moved, `${type}.${question.id}`).toBe(true);
    }
  });
});
