import { yourDataMessages } from "@plummet/contracts";
import { count, getTableColumns, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clickOuts, schema } from "../../src/db/schema";
import { createTestApp, databases, type TestApp, uniqueEmail, validQuoteBody } from "../helper";
import { appWithSmtp, decodedBody, type TestSmtpServer } from "../support/smtp-server";

describe.each(databases)("your data on $name", ({ env }) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date("2026-11-25T10:00:00Z");

  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ app, smtp, close } = await appWithSmtp(env, { clock: () => now }));
  });
  afterAll(() => close());

  const ask = (email: string) => app.inject({ method: "POST", url: "/api/your-data", payload: { email } });
  const linksTo = (address: string) =>
    smtp.received
      .filter((message) => message.to.includes(address) && /Your data at Plummet/.test(message.raw))
      .map((message) => /\/your-data\/view\?token=([A-Za-z0-9_.-]+)/.exec(decodedBody(message.raw))?.[1]);
  async function linkFor(address: string, count = 1): Promise<string> {
    await vi.waitFor(async () => {
      await app.mailSender!.sendDue();
      expect(linksTo(address)).toHaveLength(count);
    });
    return linksTo(address).at(-1)!;
  }
  const open = (token: string) =>
    app.inject({ method: "POST", url: "/api/your-data/open", payload: { token } });

  /** Rows naming the address in any table with an email column. */
  async function rowsFor(address: string): Promise<Record<string, number>> {
    const found: Record<string, number> = {};
    for (const [name, table] of Object.entries(schema)) {
      const columns = getTableColumns(table) as Record<string, unknown>;
      if (!("email" in columns)) continue;
      const [row] = await app.database.db
        .select({ n: count() })
        .from(table as typeof schema.quoteRequests)
        .where(sql`lower(${columns.email as typeof schema.quoteRequests.email}) = ${address}`);
      found[name] = row?.n ?? 0;
    }
    return found;
  }

  it("answers the same whether or not anything is held, and emails nothing for an unknown address", async () => {
    const unknown = uniqueEmail("nobody");
    const res = await ask(unknown);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: yourDataMessages.requested });
    await app.mailSender!.sendDue();
    expect(smtp.received.filter((message) => message.to.includes(unknown))).toEqual([]);
    expect(Object.values(await rowsFor(unknown)).every((n) => n === 0)).toBe(true);

    const known = uniqueEmail("somebody");
    await app.inject({ method: "POST", url: "/api/quotes", payload: { ...validQuoteBody, email: known } });
    const same = await ask(known.toUpperCase());
    expect(same.statusCode).toBe(202);
    expect(same.json()).toEqual(res.json());
    expect(await linkFor(known)).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]{43}$/);
  });

  it("lists, downloads and erases everything held, once per link; the old references then answer unknown", async () => {
    const address = uniqueEmail("erase");
    const quote = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email: address, marketingOptIn: true },
    });
    const { reference, quotes } = quote.json();
    await app.inject({
      method: "POST",
      url: `/api/quotes/${reference}/select`,
      payload: { quoteId: quotes[0].id },
    });
    await app.inject({
      method: "POST",
      url: "/api/reminders",
      payload: { reference, renewalDate: "2027-06-01", consent: true },
    });
    for (const inquiryType of ["general", "complaint"]) {
      await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { fullName: "Sam Taylor", email: address, inquiryType, message: `Hello (${inquiryType})` },
      });
    }
    const callBack = await app.inject({
      method: "POST",
      url: "/api/call-back",
      payload: {
        fullName: "Sam Taylor",
        phone: "07400 123456",
        email: address,
        bestTime: "morning",
        topic: "car",
        consent: true,
      },
    });
    expect(callBack.statusCode).toBe(201);
    await ask(address);
    const token = await linkFor(address);

    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    const { session, data } = opened.json();
    expect(data).toMatchObject({
      format: "plummet-your-data/1",
      email: address,
      quoteSets: [{ reference, insuranceType: "car", postcode: "M1 1AE", marketingOptIn: true }],
      contactMessages: [{ message: "Hello (general)" }, { message: "Hello (complaint)" }],
      reminders: [{ fromReference: reference, renewalDate: "2027-06-01" }],
      callBacks: [
        { reference: callBack.json().reference, phone: "+447400123456", bestTime: "morning", topic: "car" },
      ],
    });
    // The contact messages' acknowledgements and the call back's confirmation are among the emails.
    expect(data.emails.map((email: { kind: string }) => email.kind)).toEqual(
      expect.arrayContaining(["contact-acknowledgement", "call-back-confirmation"]),
    );
    expect(data.consents.map((consent: { kind: string }) => consent.kind).sort()).toEqual([
      "marketing",
      "renewal-reminder",
    ]);
    expect(data.emails.length).toBeGreaterThanOrEqual(3);

    // The emailed link works once.
    const reused = await open(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toMatch(/already been used.*Ask for a new link/);

    const exported = await app.inject({ method: "POST", url: "/api/your-data/export", payload: { session } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toBe('attachment; filename="plummet-your-data.json"');
    expect(exported.json().quoteSets[0].reference).toBe(reference);

    const clicksBefore = await app.database.db.select({ n: count() }).from(clickOuts);
    const erased = await app.inject({ method: "POST", url: "/api/your-data/erase", payload: { session } });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toMatchObject({
      quoteSets: 1,
      contactMessages: 1,
      callBacks: 1,
      reminders: 1,
    });
    // The complaint stays, for the three years the FCA's complaint-handling rules require; nothing else.
    expect(erased.json().complaintsKept).toBe(1);
    expect(erased.json().message).toMatch(/kept your complaint/);
    const left = await rowsFor(address);
    expect(left).toEqual({
      ...Object.fromEntries(Object.keys(left).map((name) => [name, 0])),
      contactMessages: 1,
    });
    // Click-outs stay only as anonymous figures.
    expect(await app.database.db.select({ n: count() }).from(clickOuts)).toEqual(clicksBefore);
    const anonymous = await app.database.db.select().from(clickOuts).where(isNull(clickOuts.quoteRequestId));
    expect(
      anonymous.some((click) => click.providerSlug === quotes[0].providerSlug && click.quoteId === null),
    ).toBe(true);
    expect((await app.inject({ method: "GET", url: `/api/quotes/${reference}` })).statusCode).toBe(404);
    // The session ends with the data: nothing more to download.
    const after = await app.inject({ method: "POST", url: "/api/your-data/export", payload: { session } });
    expect(after.statusCode).toBe(410);
  });

  it("expires an hour after it was sent, and sends an address at most three links an hour", async () => {
    const address = uniqueEmail("limit");
    await app.inject({ method: "POST", url: "/api/quotes", payload: { ...validQuoteBody, email: address } });
    for (let i = 0; i < 4; i += 1) expect((await ask(address)).statusCode).toBe(202);
    const token = await linkFor(address, 3);
    now = new Date(now.getTime() + 61 * 60_000);
    const late = await open(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/expired/);
    await ask(address);
    expect(await linkFor(address, 4)).not.toBe(token);
  });

  it("refuses tampered links and bad addresses, changing nothing", async () => {
    expect((await open("data.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(400);
    const bad = await ask("not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: "email", message: yourDataMessages.email }]);
    const form = await app.inject({
      method: "POST",
      url: "/api/your-data/open",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: "token=data.e30.AAAA",
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe("http://localhost:3000/link-problem?reason=invalid");
  });
});

describe("your data's limit per client", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ YOUR_DATA_RATE_LIMIT_MAX: "2" });
  });
  afterAll(() => app.close());

  it("refuses a client's third request in an hour with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await app.inject({ method: "POST", url: "/api/your-data", payload: { email: `x${i}@example.com` } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});
