import { detailQuestions, detailsMessages, QuoteSetResponse } from "@plummet/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequests } from "../../src/db/schema";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let caseNumber = 0;
const uniqueEmail = () => `details-${++caseNumber}@example.com`;

async function post(body: object) {
  return app.inject({ method: "POST", url: "/api/quotes", payload: body });
}

async function storedFor(email: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, email));
  return row?.n ?? 0;
}

const cheapest = (set: QuoteSetResponse) => set.quotes[0]!.annualPrice;

describe("POST /api/quotes with details", () => {
  it("prices the answers given, says which were given, and GET answers the same", async () => {
    const plain = QuoteSetResponse.parse((await post(validQuoteBody)).json());
    const res = await post({
      ...validQuoteBody,
      details: { insuranceType: "car", noClaimsYears: "9-plus", keptOvernight: "garage" },
    });
    expect(res.statusCode).toBe(201);
    const refined = QuoteSetResponse.parse(res.json());
    expect(cheapest(refined)).toBeLessThan(cheapest(plain) * 0.8);
    expect(
      refined.details.filter((answer) => answer.source === "given").map((answer) => answer.question),
    ).toEqual(["noClaimsYears", "keptOvernight"]);
    expect(refined.details.find((answer) => answer.question === "claims")).toMatchObject({
      answer: "0",
      source: "default",
    });
    expect(refined.assumptions).toContain("Years of no-claims bonus: 9 years or more (your answer)");
    expect(refined.assumptions).toContain("Claims in the last 5 years: None (assumed)");
    expect(refined.quotes[0]!.breakdown.steps.filter((step) => step.factor === "answer")).toHaveLength(2);

    const reopened = await app.inject({ method: "GET", url: `/api/quotes/${refined.reference}` });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual(refined);
    expect(reopened.body).not.toContain("sam@example.com");
    expect(reopened.body).not.toContain("M1 1AE");
    expect(reopened.json()).not.toHaveProperty("age");
    expect(reopened.json()).not.toHaveProperty("email");
  });

  it("prices default answers exactly as no details, and lists every answer as a default", async () => {
    const plain = QuoteSetResponse.parse((await post(validQuoteBody)).json());
    const defaults = QuoteSetResponse.parse(
      (
        await post({ ...validQuoteBody, details: { insuranceType: "car", noClaimsYears: "5", claims: "0" } })
      ).json(),
    );
    expect(defaults.quotes.map((quote) => [quote.providerSlug, quote.annualPrice, quote.breakdown])).toEqual(
      plain.quotes.map((quote) => [quote.providerSlug, quote.annualPrice, quote.breakdown]),
    );
    expect(plain.details.every((answer) => answer.source === "default")).toBe(true);
    expect(plain.details).toHaveLength(Object.keys(detailQuestions.car).length);
  });

  it("counts insurers declining an answer under its own reason", async () => {
    const res = await post({
      ...validQuoteBody,
      insuranceType: "travel",
      details: { insuranceType: "travel", medicalConditions: "declared" },
    });
    const set = QuoteSetResponse.parse(res.json());
    expect(set.providers.declinedFor.medicalConditions).toBe(10);
    const { declinedFor } = set.providers;
    expect(Object.values(declinedFor).reduce((sum, n) => sum + n, 0)).toBe(set.providers.declined);
  });

  const badAnswers: Array<[string, Record<string, unknown>, string, string]> = [
    [
      "an NCD outside the scale",
      { insuranceType: "car", noClaimsYears: "12" },
      "details.noClaimsYears",
      detailQuestions.car.noClaimsYears.message,
    ],
    [
      "a number where a choice is expected",
      { insuranceType: "car", claims: 1 },
      "details.claims",
      detailQuestions.car.claims.message,
    ],
    [
      "an empty mileage",
      { insuranceType: "car", annualMileage: "" },
      "details.annualMileage",
      detailQuestions.car.annualMileage.message,
    ],
    [
      "a value band that does not exist",
      { insuranceType: "car", vehicleValue: "priceless" },
      "details.vehicleValue",
      detailQuestions.car.vehicleValue.message,
    ],
    [
      "an unknown parking place",
      { insuranceType: "car", keptOvernight: "moon" },
      "details.keptOvernight",
      detailQuestions.car.keptOvernight.message,
    ],
    [
      "a question car insurance does not ask",
      { insuranceType: "car", smoker: "yes" },
      "details",
      detailsMessages.unknownQuestion,
    ],
    [
      "details without the product",
      { noClaimsYears: "3" },
      "details.insuranceType",
      detailsMessages.insuranceType,
    ],
    [
      "details for an unknown product",
      { insuranceType: "boat" },
      "details.insuranceType",
      detailsMessages.insuranceType,
    ],
  ];

  it.each(badAnswers)(
    "answers 400 naming the field for %s, and stores nothing",
    async (_name, details, path, message) => {
      const email = uniqueEmail();
      const res = await post({ ...validQuoteBody, email, details });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
      expect(await storedFor(email)).toBe(0);
    },
  );

  it("answers 400 on details.insuranceType for another product's details, not ignoring them", async () => {
    const email = uniqueEmail();
    const res = await post({
      ...validQuoteBody,
      email,
      details: { insuranceType: "travel", tripType: "annual" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: "details.insuranceType",
        message:
          "These details are for another product: send the Car Insurance questions, with insuranceType car",
      },
    ]);
    expect(await storedFor(email)).toBe(0);
  });

  it("answers 400 for details that are not an object", async () => {
    for (const details of ["car", 7, [], null]) {
      const res = await post({ ...validQuoteBody, email: uniqueEmail(), details });
      expect(res.statusCode, JSON.stringify(details)).toBe(400);
      expect(res.json().issues[0].path).toMatch(/^details/);
    }
  });
});
