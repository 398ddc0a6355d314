import { describe, expect, it } from "vitest";
import { coverageLevels, insuranceTypes } from "./insurance-types";
import { detailAnswers, detailDefaults, detailQuestions, questionsOf } from "./quote-details";
import { QuoteRequest } from "./quote-request";
import { messagesOf, validQuoteRequest as valid } from "./quote-request.fixtures";

describe("quote details", () => {
  it("accepts a product's answers and keeps only what was given", () => {
    const parsed = QuoteRequest.parse({
      ...valid,
      details: { insuranceType: "car", noClaimsYears: "9-plus", keptOvernight: "garage" },
    });
    expect(parsed.details).toEqual({
      insuranceType: "car",
      noClaimsYears: "9-plus",
      keptOvernight: "garage",
    });
  });

  it("leaves details out when none are sent", () => {
    expect(QuoteRequest.parse(valid).details).toBeUndefined();
  });

  it("names each answer outside the choices with the question's message", () => {
    const result = QuoteRequest.safeParse({
      ...valid,
      details: { insuranceType: "car", noClaimsYears: "12", claims: "lots" },
    });
    expect(messagesOf(result)).toEqual({
      "details.noClaimsYears": detailQuestions.car.noClaimsYears.message,
      "details.claims": detailQuestions.car.claims.message,
    });
  });

  it("rejects details for another product, naming details.insuranceType", () => {
    const result = QuoteRequest.safeParse({
      ...valid,
      details: { insuranceType: "travel", tripType: "annual" },
    });
    expect(Object.keys(messagesOf(result))).toEqual(["details.insuranceType"]);
    expect(messagesOf(result)["details.insuranceType"]).toContain("Car Insurance");
  });

  it("rejects a question the product does not ask", () => {
    const result = QuoteRequest.safeParse({
      ...valid,
      details: { insuranceType: "car", tripType: "annual" },
    });
    expect(result.success).toBe(false);
    expect(Object.keys(messagesOf(result))[0]).toMatch(/^details/);
  });

  it("rejects details without a known product", () => {
    for (const details of [{}, { insuranceType: "boat" }, "car", null]) {
      const result = QuoteRequest.safeParse({ ...valid, details });
      expect(result.success, JSON.stringify(details)).toBe(false);
      expect(Object.keys(messagesOf(result))[0]).toMatch(/^details/);
    }
  });

  it("gives every question a default among its choices, at every cover level", () => {
    for (const type of insuranceTypes) {
      for (const level of coverageLevels) {
        const defaults = detailDefaults(type, level) as Record<string, string>;
        for (const [key, question] of questionsOf(type)) {
          expect(question.choices.map(([value]) => value)).toContain(defaults[key]);
        }
        expect(QuoteRequest.safeParse({ ...valid, insuranceType: type, details: defaults }).success).toBe(
          true,
        );
      }
    }
  });

  it("says which answers were given and which are defaults", () => {
    const answers = detailAnswers("travel", "basic", { tripType: "annual" });
    expect(answers.find((answer) => answer.question === "tripType")).toMatchObject({
      answer: "annual",
      answerLabel: "Annual multi-trip",
      source: "given",
    });
    expect(answers.find((answer) => answer.question === "region")).toMatchObject({
      answer: "europe",
      source: "default",
    });
  });
});
