import { describe, expect, it } from "vitest";
import { ProductPageQuoteRequest, QuoteRequest, quoteMessages } from "./quote-request";
import { messagesOf, validQuoteRequest as valid } from "./quote-request.fixtures";

describe("QuoteRequest", () => {
  it("parses a valid request, normalising postcode and age", () => {
    const parsed = QuoteRequest.parse(valid);
    expect(parsed).toEqual({ ...valid, age: 35, postcode: "SW1A 1AA", marketingOptIn: false });
  });

  it("gives the five required messages (docs/product/forms-and-messages.md) for an empty form", () => {
    const result = QuoteRequest.safeParse({
      insuranceType: "",
      coverageAmount: "",
      age: "",
      postcode: "",
      email: "",
    });
    expect(messagesOf(result)).toEqual({
      insuranceType: "Please select insurance type",
      coverageAmount: "Please select coverage amount",
      age: "Please enter your age",
      postcode: "Please enter your postcode",
      email: "Please enter a valid email address",
    });
  });

  it("gives the same messages when fields are missing altogether", () => {
    expect(Object.keys(messagesOf(QuoteRequest.safeParse({})))).toHaveLength(5);
  });

  it.each(["abc", "-1", "17.5", "1e2"])("rejects age %j as not a whole number", (age) => {
    expect(messagesOf(QuoteRequest.safeParse({ ...valid, age })).age).toBe(quoteMessages.ageWholeNumber);
  });

  it("rejects an age outside the product's range", () => {
    expect(messagesOf(QuoteRequest.safeParse({ ...valid, age: "250" })).age).toBe(
      "Car Insurance is available from age 17 to 90: enter an age from 17 to 90",
    );
    expect(messagesOf(QuoteRequest.safeParse({ ...valid, age: "91" })).age).toMatch(/from age 17 to 90/);
    expect(QuoteRequest.safeParse({ ...valid, age: "90" }).success).toBe(true);
    expect(messagesOf(QuoteRequest.safeParse({ ...valid, insuranceType: "van", age: "16" })).age).toMatch(
      /^Van Insurance is available from age 17 to 90/,
    );
    expect(messagesOf(QuoteRequest.safeParse({ ...valid, insuranceType: "life", age: 90 })).age).toMatch(
      /^Life Insurance is available from age 18 to 85/,
    );
    expect(messagesOf(QuoteRequest.safeParse({ ...valid, insuranceType: "home", age: 101 })).age).toMatch(
      /^Home Insurance is available from age 18 to 100/,
    );
  });

  it.each(["XYZ", "12345", "SW1A 1A"])("rejects postcode %j", (postcode) => {
    expect(messagesOf(QuoteRequest.safeParse({ ...valid, postcode })).postcode).toBe(
      quoteMessages.postcodeInvalid,
    );
  });

  it.each(["JE2 3AB", "gy1 1aa", "IM1 1AD", "je23ab"])(
    "refuses Crown dependency postcode %j: UK cover only",
    (postcode) => {
      expect(messagesOf(QuoteRequest.safeParse({ ...valid, postcode })).postcode).toBe(
        quoteMessages.postcodeCrownDependency,
      );
    },
  );

  it.each(["EC1A1BB", " w1a 0ax ", "M1 1AE", "GIR0AA", "b33 8th", "BT1 1AA"])(
    "accepts postcode %j",
    (postcode) => {
      expect(QuoteRequest.safeParse({ ...valid, postcode }).success).toBe(true);
    },
  );

  it("uses the product page messages in the second schema", () => {
    const result = ProductPageQuoteRequest.safeParse({ ...valid, insuranceType: "", coverageAmount: "" });
    expect(messagesOf(result)).toMatchObject({
      insuranceType: "Please select an insurance type",
      coverageAmount: "Please select a coverage level",
    });
  });
});
