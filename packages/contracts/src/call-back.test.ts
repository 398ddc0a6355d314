import { describe, expect, it } from "vitest";
import { CallBackRequest, callBackMessages, ukNationalNumber } from "./call-back";

const valid = {
  fullName: "Sam Taylor",
  phone: "07400 123456",
  email: "sam@example.com",
  bestTime: "morning",
  topic: "car",
  consent: true,
};

const messages = (input: unknown) => {
  const parsed = CallBackRequest.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("CallBackRequest", () => {
  it("takes a request and stores the number in E.164", () => {
    expect(CallBackRequest.parse(valid)).toEqual({ ...valid, phone: "+447400123456" });
  });

  it("takes a form's ticked box and trims what was typed", () => {
    const parsed = CallBackRequest.parse({
      ...valid,
      fullName: "  Sam Taylor ",
      consent: "on",
      notes: " Renewal ",
    });
    expect(parsed).toMatchObject({ fullName: "Sam Taylor", consent: true, notes: "Renewal" });
  });

  it("says what is missing, field by field", () => {
    expect(messages({})).toEqual({
      fullName: callBackMessages.fullName,
      phone: callBackMessages.required,
      email: callBackMessages.email,
      bestTime: callBackMessages.bestTime,
      topic: callBackMessages.topic,
      consent: callBackMessages.consent,
    });
    expect(messages({ ...valid, bestTime: "", topic: "", consent: false })).toEqual({
      bestTime: callBackMessages.bestTime,
      topic: callBackMessages.topic,
      consent: callBackMessages.consent,
    });
  });

  it("refuses another country's number and a premium-rate one, each with its message", () => {
    expect(messages({ ...valid, phone: "+33 1 42 68 53 00" })).toEqual({ phone: callBackMessages.notUk });
    expect(messages({ ...valid, phone: "0906 123 4567" })).toEqual({ phone: callBackMessages.premiumRate });
    expect(messages({ ...valid, phone: 7400123456 })).toEqual({ phone: callBackMessages.required });
  });

  it("refuses notes that are too long and hidden characters", () => {
    expect(messages({ ...valid, notes: "x".repeat(501) })).toEqual({ notes: callBackMessages.notesTooLong });
    expect(Object.keys(messages({ ...valid, fullName: "Sam\u0000" }))).toEqual(["fullName"]);
  });
});

describe("ukNationalNumber", () => {
  it("writes a stored number as a person would", () => {
    expect(ukNationalNumber("+447400123456")).toBe("07400 123456");
    expect(ukNationalNumber("+442079460991")).toBe("020 7946 0991");
    expect(ukNationalNumber("+441134960000")).toBe("0113 496 0000");
    expect(ukNationalNumber("+443001234567")).toBe("0300 123 4567");
    expect(ukNationalNumber("+441223123456")).toBe("01223 123456");
  });
});
