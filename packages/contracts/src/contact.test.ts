import { describe, expect, it } from "vitest";
import { ContactRequest, contactMessages } from "./contact";

const valid = {
  fullName: "Sam Patel",
  email: "sam@example.com",
  inquiryType: "support",
  message: "Hello there",
};

const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (ContactRequest.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]),
  );

describe("ContactRequest", () => {
  it("accepts a message without a phone number", () => {
    expect(ContactRequest.parse(valid)).toMatchObject(valid);
  });

  it.each(["020 7946 0000", "07700 900123", "+44 7700 900123", ""])("accepts phone %j", (phone) => {
    expect(ContactRequest.safeParse({ ...valid, phone }).success).toBe(true);
  });

  it.each(["12345", "abc", "+1 202 555 0100"])("rejects phone %j", (phone) => {
    expect(messagesOf({ ...valid, phone }).phone).toBe(contactMessages.phone);
  });

  it("names every required field when the form is empty", () => {
    expect(messagesOf({ fullName: "", email: "", inquiryType: "", message: "" })).toEqual({
      fullName: contactMessages.fullName,
      email: contactMessages.email,
      inquiryType: contactMessages.inquiryType,
      message: contactMessages.message,
    });
  });

  it("limits the message to 2,000 characters", () => {
    expect(messagesOf({ ...valid, message: "x".repeat(2001) }).message).toBe(contactMessages.messageTooLong);
  });
});
