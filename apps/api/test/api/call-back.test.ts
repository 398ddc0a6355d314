import { callBackMessages } from "@plummet/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callBackRequests } from "../../src/db/schema";
import { type TestApp, uniqueEmail } from "../helper";
import { appWithSmtp, decodedBody, type TestSmtpServer } from "../support/smtp-server";

const request = (email: string) => ({
  fullName: "Sam Taylor",
  phone: "07400 123456",
  email,
  bestTime: "afternoon",
  topic: "home",
  notes: "My renewal is next month",
  consent: true,
});

describe.each([
  ["a demonstration (no PLUMMET_FIRM)", {}, /no one will call you/],
  [
    "a firm with real details",
    { PLUMMET_FIRM: '{"legalName":"Plummet Comparison Ltd"}' },
    /will call you on the next working day/,
  ],
])("a call-back request, for %s", (_name, env, promise) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, smtp, close } = await appWithSmtp(env, {}));
  });
  afterAll(() => close());

  const mailTo = async (address: string, subject: RegExp) => {
    await vi.waitFor(async () => {
      await app.mailSender!.sendDue();
      expect(smtp.received.some((message) => message.to.includes(address) && subject.test(message.raw))).toBe(
        true,
      );
    });
    const message = smtp.received.find(
      (message) => message.to.includes(address) && subject.test(message.raw),
    )!;
    return decodedBody(message.raw).replace(/=\r?\n/g, "");
  };

  it("is stored with the number in E.164, answered with a reference, and confirmed by email", async () => {
    const address = uniqueEmail("call-back");
    const res = await app.inject({ method: "POST", url: "/api/call-back", payload: request(address) });
    expect(res.statusCode).toBe(201);
    const { reference, message } = res.json();
    expect(reference).toMatch(/^PLB-[0-9A-Z]{8}$/);
    expect(message).toMatch(/emailed you a confirmation/);
    const [row] = await app.database.db
      .select()
      .from(callBackRequests)
      .where(eq(callBackRequests.reference, reference));
    expect(row).toMatchObject({
      phone: "+447400123456",
      bestTime: "afternoon",
      topic: "home",
      email: address,
    });

    const body = await mailTo(address, /call-back request/);
    expect(body).toContain(reference);
    expect(body).toContain("07400 123456");
    expect(body).toContain("Afternoon, 12pm to 4pm");
    expect(body).toContain("Home Insurance");
    expect(body).toMatch(promise);
  });

  it("a contact message gets an acknowledgement email with its reference", async () => {
    const address = uniqueEmail("contact-ack");
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { fullName: "Sam Taylor", email: address, inquiryType: "complaint", message: "Hello" },
    });
    expect(res.statusCode).toBe(201);
    const body = await mailTo(address, /We have your message/);
    expect(body).toContain(res.json().reference);
    expect(body).toContain("Financial Ombudsman Service");
    // The message itself is not repeated to the address.
    expect(body).not.toContain("Hello\n");
  });
});

describe("a call-back request that cannot be taken", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appWithSmtp({}, {}));
  });
  afterAll(() => close());

  const refused = async (payload: unknown) => {
    const before = await app.database.db.select().from(callBackRequests);
    const res = await app.inject({ method: "POST", url: "/api/call-back", payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(await app.database.db.select().from(callBackRequests)).toHaveLength(before.length);
    return res.json().issues as Array<{ path: string; message: string }>;
  };

  it.each([
    ["+33 1 42 68 53 00", callBackMessages.notUk],
    ["0909 879 0000", callBackMessages.premiumRate],
    ["0871 234 5678", callBackMessages.premiumRate],
    ["0800 123 4567", callBackMessages.notCallable],
    ["07700 900", callBackMessages.invalid],
  ])("refuses %s with its message, storing nothing", async (phone, message) => {
    expect(await refused({ ...request("x@example.com"), phone })).toEqual([{ path: "phone", message }]);
  });

  it("refuses a request without consent, and an empty one field by field, never with a 5xx", async () => {
    expect(await refused({ ...request("x@example.com"), consent: false })).toEqual([
      { path: "consent", message: callBackMessages.consent },
    ]);
    const issues = await refused({});
    expect(issues.map((issue) => issue.path).sort()).toEqual(
      ["bestTime", "consent", "email", "fullName", "phone", "topic"].sort(),
    );
  });
});
