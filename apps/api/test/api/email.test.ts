import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dataRetention } from "@plummet/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailOutboxStore } from "../../src/db/mail-outbox-store";
import { QuoteStore } from "../../src/db/quote-store";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";
import { testCatalogue } from "../support/quote-set";

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the quote email, with no mail server configured", () => {
  let app: TestApp;
  const mailDir = mkdtempSync(join(tmpdir(), "plummet-mail-"));
  beforeAll(async () => {
    app = await createTestApp({ MAIL_DIR: mailDir, SITE_URL: "https://www.plummet.example" });
  });
  afterAll(async () => {
    await app.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("is written as an .eml file with the link to the quote set's page", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email: "eml.reader@example.com" },
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    const file = await waitFor(() => readdirSync(mailDir).find((name) => name.endsWith(".eml")));
    const message = readFileSync(join(mailDir, file), "utf8");
    expect(message).toContain("To: eml.reader@example.com");
    expect(message).toContain(`https://www.plummet.example/quotes/${reference}`);
    expect(message).toContain("Content-Type: text/plain");
    expect(message).toContain("Content-Type: text/html");
  });
});

describe("a mail server that is down", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, connections are refused.
    app = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => app.close());

  it("never fails or holds up a quote; the email waits in the outbox", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    expect(res.statusCode).toBe(201);
    const rows = await new MailOutboxStore(app.database).claimDue(
      new Date(Date.now() + 365 * 24 * 3600_000),
      10,
      0,
    );
    const sets = await new QuoteStore(app.database, testCatalogue).findByIds(
      rows.flatMap((row) => row.quoteRequestId ?? []),
    );
    expect(sets.map((set) => set.reference)).toContain(res.json().reference);
  });
});

describe("the .eml files kept when no mail server is set", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const mailDir = mkdtempSync(join(tmpdir(), "plummet-mail-retention-"));
  afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

  it("are deleted at start once past the quote sets' retention period", async () => {
    const now = Date.now();
    const writtenDaysAgo = (name: string, days: number) => {
      const file = join(mailDir, name);
      writeFileSync(file, "To: past@example.com\n\nYour quotes");
      const at = new Date(now - days * DAY_MS);
      utimesSync(file, at, at);
    };
    writtenDaysAgo("past-retention.eml", dataRetention.quoteRequestDays + 1);
    writtenDaysAgo("within-retention.eml", dataRetention.quoteRequestDays - 1);
    writtenDaysAgo("notes.txt", dataRetention.quoteRequestDays + 1);

    const app = await createTestApp({ MAIL_DIR: mailDir });
    try {
      expect(readdirSync(mailDir).sort()).toEqual(["notes.txt", "within-retention.eml"]);
    } finally {
      await app.close();
    }
  });
});

describe("a set saved without its email (a refine), emailed when asked", () => {
  let app: TestApp;
  const mailDir = mkdtempSync(join(tmpdir(), "plummet-mail-asked-"));
  const emlFiles = () => readdirSync(mailDir).filter((name) => name.endsWith(".eml"));
  beforeAll(async () => {
    app = await createTestApp({ MAIL_DIR: mailDir, SITE_URL: "https://www.plummet.example" });
  });
  afterAll(async () => {
    await app.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("sends nothing until asked, then one email saying what the prices assumed, and never a second", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email: "refiner@example.com", emailQuotes: false },
    });
    expect(created.statusCode).toBe(201);
    const { reference, assumptions } = created.json();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emlFiles()).toEqual([]);

    const asked = await app.inject({ method: "POST", url: `/api/quotes/${reference}/email` });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ reference, status: "queued" });
    const file = await waitFor(() => emlFiles()[0]);
    const message = readFileSync(join(mailDir, file), "utf8");
    expect(message).toContain("To: refiner@example.com");
    expect(message).toContain("What these prices assume");
    expect(assumptions.length).toBeGreaterThan(0);
    expect(message).toContain(assumptions[0].slice(0, 30));

    const again = await app.inject({ method: "POST", url: `/api/quotes/${reference}/email` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "already-sent" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emlFiles()).toHaveLength(1);
  });

  it("answers a set emailed when made as already sent", async () => {
    const created = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    const asked = await app.inject({ method: "POST", url: `/api/quotes/${created.json().reference}/email` });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().status).toBe("already-sent");
  });

  it("refuses an unknown or malformed reference, and a flag that is not true or false", async () => {
    expect((await app.inject({ method: "POST", url: "/api/quotes/PLM-ZZZZZZZZ/email" })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: "POST", url: "/api/quotes/nonsense/email" })).statusCode).toBe(400);
    const bad = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, emailQuotes: "no" },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("emailQuotes");
  });
});
