import { randomUUID } from "node:crypto";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStore } from "../../src/db/account-store";
import { CallBackStore } from "../../src/db/call-back-store";
import { ContactStore } from "../../src/db/contact-store";
import type { Database } from "../../src/db/database";
import { MailOutboxStore } from "../../src/db/mail-outbox-store";
import { PersonalDataStore } from "../../src/db/personal-data-store";
import { type QuoteSet, QuoteStore } from "../../src/db/quote-store";
import { ReminderStore } from "../../src/db/reminder-store";
import { mailOutbox } from "../../src/db/schema";
import { LinkTokens } from "../../src/links/link-tokens";
import { EmailRenderer } from "../../src/mail/email-renderer";
import { OutboxSender } from "../../src/mail/outbox-sender";
import { quoteSetEmail } from "../../src/mail/quote-email";
import { smtpTransport } from "../../src/mail/transport";
import { QuoteSets } from "../../src/quotes/quote-sets";
import { drivers, openTestDatabase } from "../db/drivers";
import { quoteSetFixture, testCatalogue } from "../support/quote-set";
import { TestSmtpServer } from "../support/smtp-server";

const DAY_MS = 24 * 60 * 60 * 1000;
const pounds = (value: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(value);
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;");
const silent = { warn() {}, info() {} };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Real prices from the rating engine: the four cheapest car quotes for a 35-year-old in Manchester. */
const quoteSet = (email: string, createdAt = new Date()) =>
  quoteSetFixture({ insuranceType: "car", age: 35, postcode: "M1 1AE", email, createdAt, quoteCount: 4 });

describe("the quote email", () => {
  const set = quoteSet("sam@example.com", new Date("2026-11-24T10:00:00Z"));
  const links = {
    siteUrl: "https://www.plummet.co.uk",
    unsubscribePage: "https://www.plummet.co.uk/unsubscribe?token=unsub.x.y",
  };
  const email = quoteSetEmail(set, links);

  it("says why it was sent and gives the reference, the three cheapest quotes, the link and the expiry, in text and HTML", () => {
    for (const body of [email.text, email.html]) {
      expect(body).toContain("because you asked for insurance quotes on Plummet with this email address");
      expect(body).toContain(set.reference);
      expect(body).toContain(`https://www.plummet.co.uk/quotes/${set.reference}`);
      expect(body).toContain("24 December 2026");
      const [first, second, third, fourth] = set.quotes;
      for (const quote of [first!, second!, third!]) {
        expect(body).toContain(escapeHtml(quote.provider));
        expect(body).toContain(pounds(quote.annualPrice));
        expect(body).toContain(pounds(quote.monthlyPrice));
        expect(body).toContain(pounds(quote.excess));
      }
      expect(body).not.toContain(escapeHtml(fourth!.provider));
    }
    expect(email.subject).toBe(
      `Your Car Insurance quotes from ${pounds(set.quotes[0]!.annualPrice)} a year (${set.reference})`,
    );
  });

  it("carries no marketing, even for a visitor who opted in, and no images", () => {
    expect(set.applicant.marketingOptIn).toBe(true);
    for (const body of [email.text, email.html]) expect(body).not.toMatch(/offer|discount|newsletter/i);
    expect(email.html).not.toMatch(/<img/i);
  });

  it("offers a renewal reminder and says how to unsubscribe", () => {
    for (const body of [email.text, email.html]) {
      expect(body).toContain(`https://www.plummet.co.uk/renewal-reminder?reference=${set.reference}`);
      expect(body).toContain(links.unsubscribePage);
    }
    expect(email.text).toMatch(/Unsubscribe: no marketing emails and no renewal reminders/);
  });

  it("escapes what it puts into HTML", () => {
    const odd = quoteSet("sam@example.com");
    odd.quotes[0]!.provider = "<script>x</script>";
    expect(quoteSetEmail(odd, links).html).not.toContain("<script>x");
  });
});

describe.each(drivers)("the outbox and its sender on $name", ({ options }) => {
  let database: Database;
  let quotes: QuoteSets;
  let outbox: MailOutboxStore;
  let smtp: TestSmtpServer;
  let smtpUrl: string;
  let now = new Date();
  const clock = () => now;

  beforeAll(async () => {
    database = openTestDatabase(options);
    await database.ready();
    outbox = new MailOutboxStore(database);
    quotes = new QuoteSets({ database, store: new QuoteStore(database, testCatalogue), outbox });
    smtp = new TestSmtpServer();
    smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  /** Every transport the tests open, closed at the end (SMTP connections are pooled). */
  const transports: Array<ReturnType<typeof smtpTransport>> = [];
  afterAll(() => {
    for (const transport of transports) transport.close();
  });
  const sender = (url: string, retryBaseMs = 1_000) => {
    const renderer = new EmailRenderer({
      quoteSets: quotes,
      reminderStore: new ReminderStore(database),
      personalData: new PersonalDataStore(database),
      contactStore: new ContactStore(database),
      callBackStore: new CallBackStore(database),
      accountStore: new AccountStore(database),
      tokens: new LinkTokens([Buffer.from("a test key of at least thirty-two characters")], clock),
      siteUrl: "http://localhost:3000",
      apiUrl: "http://localhost:3001",
      demonstrationPanel: true,
      firmAuthorised: false,
    });
    return new OutboxSender({
      outbox,
      render: (emails) => renderer.render(emails),
      transport: transports[transports.push(smtpTransport(url)) - 1]!,
      from: "Plummet <quotes@plummet.co.uk>",
      clock,
      pollMs: 60_000,
      retryBaseMs,
      maxAttempts: 5,
      log: silent,
    });
  };

  async function saveWithEmail(address: string) {
    const set = quoteSet(address, now);
    await quotes.save(set, { email: true });
    return set;
  }

  const rowOf = async (set: QuoteSet) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.quoteRequestId, set.id)))[0]!;

  it("delivers the email written with a quote set, once", async () => {
    const address = `deliver.${randomUUID()}@example.com`;
    const set = await saveWithEmail(address);
    await sender(smtpUrl).sendDue();
    const delivered = smtp.received.filter((message) => message.to.includes(address));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain(set.reference);
    expect(await rowOf(set)).toMatchObject({ status: "sent", attempts: 1 });
    await sender(smtpUrl).sendDue();
    expect(smtp.received.filter((message) => message.to.includes(address))).toHaveLength(1);
  });

  it("keeps the email while the mail server is down and sends it once it is back, after a backoff", async () => {
    const address = `retry.${randomUUID()}@example.com`;
    const port = await freePort();
    const set = await saveWithEmail(address);
    const down = sender(`smtp://127.0.0.1:${port}`, 1_000);
    expect(await down.sendDue()).toBe(0);
    const waiting = await rowOf(set);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + 1_000);

    const later = new TestSmtpServer();
    await later.listen(port);
    try {
      expect(await down.sendDue()).toBe(0); // not due yet: the backoff holds
      now = new Date(now.getTime() + 1_000);
      expect(await down.sendDue()).toBeGreaterThanOrEqual(1);
      expect(later.received.filter((message) => message.to.includes(address))).toHaveLength(1);
      expect(await rowOf(set)).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      // The server waits for open connections, and the sender's stay open in its pool.
      for (const transport of transports) transport.close();
      await later.close();
    }
  });

  it("marks a refused recipient failed and never retries it", async () => {
    const address = `refused.${randomUUID()}@example.com`;
    const set = await saveWithEmail(address);
    await sender(smtpUrl).sendDue();
    const row = await rowOf(set);
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("550");
    expect(row.lastError).not.toContain(address);
    now = new Date(now.getTime() + DAY_MS);
    await sender(smtpUrl).sendDue();
    expect((await rowOf(set)).attempts).toBe(1);
  });

  it("sends each email once when two senders run at the same time", async () => {
    const sets = await Promise.all(
      Array.from({ length: 12 }, (_, i) => saveWithEmail(`pair.${i}.${randomUUID()}@example.com`)),
    );
    const before = smtp.received.length;
    const [a, b] = await Promise.all([sender(smtpUrl).sendDue(), sender(smtpUrl).sendDue()]);
    expect(a + b).toBe(12);
    const delivered = smtp.received.slice(before).flatMap((message) => message.to);
    expect(delivered.sort()).toEqual(sets.map((set) => set.applicant.email).sort());
  });
});

describe("erasing an address's copies from the mail folder", () => {
  it("deletes the .eml files addressed to it, whatever the case, and no others", async () => {
    const { mkdtempSync, readdirSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { folderTransport } = await import("../../src/mail/transport");
    const { eraseFromMailFolder } = await import("../../src/mail/mail-folder-retention");
    const folder = mkdtempSync(join(tmpdir(), "plummet-erase-"));
    const transport = folderTransport(folder);
    const message = { from: "Plummet <quotes@plummet.co.uk>", subject: "s", text: "t", html: "<p>t</p>" };
    await transport.send({ ...message, to: "Sam@Example.com" });
    await transport.send({ ...message, to: "sam@example.com" });
    await transport.send({ ...message, to: "other@example.com" });
    transport.close();
    expect(await eraseFromMailFolder(folder, "sam@example.com")).toBe(2);
    expect(readdirSync(folder)).toHaveLength(1);
    expect(await eraseFromMailFolder(join(folder, "missing"), "sam@example.com")).toBe(0);
  });
});
