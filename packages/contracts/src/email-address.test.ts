import { describe, expect, it } from "vitest";
import { ContactRequest, emailLengthMessage, QuoteRequest, YourDataRequest } from "./index";
import { validQuoteRequest } from "./quote-request.fixtures";

const at = (local: number, domain = "example.com") => `${"a".repeat(local)}@${domain}`;
/** A domain that makes an address with a 60-character local part `total` characters long. */
const longDomain = (total: number) => `${"d".repeat(total - 61 - 4)}.com`;

describe("email address limits", () => {
  it("accepts 64 characters before the @ and 254 in all", () => {
    expect(QuoteRequest.safeParse({ ...validQuoteRequest, email: at(64) }).success).toBe(true);
    const address = `a@${"d".repeat(61)}.${"e".repeat(61)}.${"f".repeat(61)}.${"g".repeat(61)}.uk`;
    expect(address.length).toBeLessThanOrEqual(254);
    expect(YourDataRequest.safeParse({ email: address }).success).toBe(true);
  });

  it("refuses 65 before the @, 255 in all, or a 15,000-character local part, with a clear message", () => {
    for (const email of [at(65), `${"a".repeat(60)}@${longDomain(255)}`, at(15_000)]) {
      for (const schema of [QuoteRequest, YourDataRequest, ContactRequest]) {
        const body = schema === QuoteRequest ? { ...validQuoteRequest, email } : { email };
        const result = schema.safeParse(body);
        expect(result.success).toBe(false);
        const issue = result.error?.issues.find((problem) => problem.path[0] === "email");
        expect(issue?.message).toBe(emailLengthMessage);
      }
    }
  });
});
