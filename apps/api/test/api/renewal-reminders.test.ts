import { addDays, reminderMessages, ukToday } from "@plummet/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ReminderStore } from "../../src/db/reminder-store";
import { mailOutbox, quoteRequests, renewalReminders } from "../../src/db/schema";
import { databases, type TestApp, uniqueEmail, validQuoteBody } from "../helper";
import { appWithSmtp, decodedBody, header, type TestSmtpServer } from "../support/smtp-server";

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE = "http://localhost:3000";

describe.each(databases)("renewal reminders on $name", ({ env }) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date("2026-11-25T10:00:00Z");
  const clock = () => now;
  const today = () => ukToday(now);

  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ app, smtp, close } = await appWithSmtp(env, { clock }));
  });
  afterAll(() => close());

  async function quoteFor(email: string, extra: object = {}) {
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email, marketingOptIn: true, ...extra },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ reference: string; quotes: Array<{ providerSlug: string; annualPrice: number }> }>();
  }

  const setReminder = (
    reference: string,
    renewalDate: string,
    consent: { consent?: unknown } = { consent: true },
  ) => app.inject({ method: "POST", url: "/api/reminders", payload: { reference, renewalDate, ...consent } });

  /** Sends what is due: reminders first (they queue emails), then the outbox. */
  async function sendDue() {
    await app.reminderSender.sendDue();
    await app.mailSender!.sendDue();
  }
  const renewalEmails = (address: string) =>
    mailTo(address).filter((message) => /renewal: quotes from/.test(message.raw));
  /**
   * Sends until `count` reminder emails reached the address (a reminder due today is also sent by
   * the service's own wake, so a round may find it taken), then once more: no second one comes.
   */
  async function expectRenewalEmails(address: string, count: number) {
    await vi.waitFor(
      async () => {
        await sendDue();
        expect(renewalEmails(address)).toHaveLength(count);
      },
      { timeout: 10_000, interval: 100 },
    );
    await sendDue();
    expect(renewalEmails(address)).toHaveLength(count);
  }

  const mailTo = (address: string) => smtp.received.filter((message) => message.to.includes(address));
  const linkIn = (raw: string, path: string) =>
    new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_.-]+)`).exec(decodedBody(raw))?.[1];
  const remindersFor = (address: string) =>
    app.database.db.select().from(renewalReminders).where(sql`lower(${renewalReminders.email}) = ${address}`);

  it("sends one reminder 24 days before the renewal, re-pricing the same answers into a set that says what changed", async () => {
    const address = uniqueEmail("remind");
    const first = await quoteFor(address, { details: { insuranceType: "car", annualMileage: "over-12000" } });
    const renewal = addDays(today(), 60);
    const res = await setReminder(first.reference, renewal);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ renewalDate: renewal, remindOn: addDays(renewal, -24) });

    await vi.waitFor(async () => {
      await sendDue();
      const confirmation = mailTo(address).find((message) => /renewal reminder is set/.test(message.raw));
      expect(
        linkIn(confirmation?.raw ?? "", "/renewal-reminder/manage"),
        "the confirmation email",
      ).toBeDefined();
    });
    expect(await remindersFor(address)).toHaveLength(1);

    // Not due yet: nothing is priced or sent.
    now = new Date(now.getTime() + 35 * DAY_MS);
    await sendDue();
    expect(mailTo(address).filter((message) => /renewal: quotes from/.test(message.raw))).toHaveLength(0);

    // Due: priced once, sent once, the answers deleted.
    now = new Date(now.getTime() + DAY_MS);
    await expectRenewalEmails(address, 1);
    const raw = renewalEmails(address)[0]!.raw;
    expect(header(raw, "List-Unsubscribe")).toMatch(
      /^<http:\/\/localhost:3001\/api\/unsubscribe\?token=eyJ[\w-]+\.[\w-]+\.[\w-]{43}>$/,
    );
    expect(header(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await remindersFor(address)).toEqual([]);

    const newReference = /quotes\/(PLM-[0-9A-Z]{8})/.exec(decodedBody(raw))?.[1];
    expect(newReference).toBeDefined();
    expect(newReference).not.toBe(first.reference);
    const reopened = await app.inject({ method: "GET", url: `/api/quotes/${newReference}` });
    expect(reopened.statusCode).toBe(200);
    const set = reopened.json();
    expect(set.previous).toMatchObject({
      reference: first.reference,
      cheapestAnnualPrice: first.quotes[0]!.annualPrice,
    });
    expect(set.previous.insurers).toHaveLength(first.quotes.length);
    expect(set.previous).not.toHaveProperty("renewalDate");
    // The same answers, product details included.
    expect(
      set.details.find((detail: { question: string }) => detail.question === "annualMileage"),
    ).toMatchObject({
      answer: "over-12000",
      source: "given",
    });
    // The new set is made without assuming a marketing opt-in.
    const [row] = await app.database.db
      .select({ optIn: quoteRequests.marketingOptIn })
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, newReference!));
    expect(row?.optIn).toBe(false);
  });

  it("sends at once when the renewal is sooner than 24 days away", async () => {
    const address = uniqueEmail("soon");
    const { reference } = await quoteFor(address);
    const res = await setReminder(reference, addDays(today(), 10));
    expect(res.json()).toMatchObject({ remindOn: today() });
    expect(res.json().message).toMatch(/on its way/);
    await expectRenewalEmails(address, 1);
  });

  it("takes a reminder again when its sender stopped after claiming it (the claim lapses)", async () => {
    const address = uniqueEmail("lapsed");
    const { reference } = await quoteFor(address);
    await setReminder(reference, addDays(today(), 30));
    now = new Date(now.getTime() + 6 * DAY_MS);
    const claimed = await new ReminderStore(app.database).claimDue(today(), now, 100, 5 * 60_000);
    expect(claimed.map((reminder) => reminder.fromReference)).toContain(reference);
    await sendDue();
    expect(renewalEmails(address)).toHaveLength(0);
    now = new Date(now.getTime() + 6 * 60_000);
    await expectRenewalEmails(address, 1);
  });

  it("counts reminders due and not yet sent for Prometheus (plummet_renewal_reminders_due)", async () => {
    const due = async () => {
      const metric = await app.metrics.registry.getSingleMetric("plummet_renewal_reminders_due")!.get();
      return metric.values[0]?.value;
    };
    // A year on, every reminder the tests before set is due: sent, none is left.
    now = new Date(now.getTime() + 400 * DAY_MS);
    await sendDue();
    expect(await due()).toBe(0);

    const { reference } = await quoteFor(uniqueEmail("due"));
    await setReminder(reference, addDays(today(), 30));
    expect(await due()).toBe(0);
    now = new Date(now.getTime() + 6 * DAY_MS);
    expect(await due()).toBe(1);
    await sendDue();
    expect(await due()).toBe(0);
  });

  it("is cancelled or moved from the confirmation email's link, for that reminder only", async () => {
    const address = uniqueEmail("manage");
    const { reference } = await quoteFor(address);
    await setReminder(reference, addDays(today(), 100));
    let token = "";
    await vi.waitFor(async () => {
      await sendDue();
      const confirmation = mailTo(address).find((message) => /renewal reminder is set/.test(message.raw));
      token = linkIn(confirmation?.raw ?? "", "/renewal-reminder/manage") ?? "";
      expect(token).not.toBe("");
    });

    const shown = await app.inject({ method: "GET", url: `/api/reminders/manage?token=${token}` });
    expect(shown.json()).toMatchObject({
      reference,
      renewalDate: addDays(today(), 100),
      insuranceType: "car",
    });

    const moved = await app.inject({
      method: "POST",
      url: "/api/reminders/change",
      payload: { token, renewalDate: addDays(today(), 200) },
    });
    expect(moved.json()).toMatchObject({ remindOn: addDays(today(), 176) });
    const tooFar = await app.inject({
      method: "POST",
      url: "/api/reminders/change",
      payload: { token, renewalDate: addDays(today(), 500) },
    });
    expect(tooFar.json().issues).toEqual([
      { path: "renewalDate", message: reminderMessages.renewalDateTooFar },
    ]);

    // A token for another purpose, or tampered with, changes nothing.
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const confirmation = mailTo(address).find((message) => /renewal reminder is set/.test(message.raw))!;
    const unsubscribe = linkIn(confirmation.raw, "/unsubscribe") ?? "";
    expect(unsubscribe).not.toBe("");
    for (const bad of [tampered, unsubscribe, "remind.e30.x"]) {
      const res = await app.inject({ method: "POST", url: "/api/reminders/cancel", payload: { token: bad } });
      expect(res.statusCode).toBe(400);
    }
    expect(await remindersFor(address)).toHaveLength(1);

    const cancelled = await app.inject({ method: "POST", url: "/api/reminders/cancel", payload: { token } });
    expect(cancelled.statusCode).toBe(200);
    expect(await remindersFor(address)).toEqual([]);
    const again = await app.inject({ method: "POST", url: "/api/reminders/cancel", payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been sent or cancelled/);
    expect(
      (await app.inject({ method: "GET", url: `/api/reminders/manage?token=${token}` })).statusCode,
    ).toBe(410);
  });

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    const address = uniqueEmail("bad");
    const { reference } = await quoteFor(address);
    const yes = { consent: true };
    const cases: Array<[string, string, { consent?: unknown }, string, string]> = [
      [reference, addDays(today(), -1), yes, "renewalDate", reminderMessages.renewalDatePast],
      [reference, addDays(today(), 400), yes, "renewalDate", reminderMessages.renewalDateTooFar],
      [reference, "2027-02-30", yes, "renewalDate", reminderMessages.renewalDate],
      [reference, addDays(today(), 30), { consent: false }, "consent", reminderMessages.consent],
      [reference, addDays(today(), 30), {}, "consent", reminderMessages.consent],
      ["PLM-123", addDays(today(), 30), yes, "reference", "Please give a quote reference"],
    ];
    for (const [ref, renewalDate, consent, path, message] of cases) {
      const res = await setReminder(ref, renewalDate, consent);
      expect(res.statusCode, `${path} ${String(renewalDate)}`).toBe(400);
      expect(res.json().issues[0]).toMatchObject({
        path,
        message: expect.stringContaining(message.slice(0, 30)),
      });
    }
    expect((await setReminder("PLM-00000000", addDays(today(), 30))).statusCode).toBe(404);
    expect(await remindersFor(address)).toEqual([]);
    const confirmations = await app.database.db
      .select()
      .from(mailOutbox)
      .innerJoin(renewalReminders, eq(mailOutbox.reminderId, renewalReminders.id))
      .where(sql`lower(${renewalReminders.email}) = ${address}`);
    expect(confirmations).toEqual([]);
  });

  it("answers a browser form posted without JavaScript with a redirect to the website's page", async () => {
    const address = uniqueEmail("form");
    const { reference } = await quoteFor(address);
    const form = (body: string) =>
      app.inject({
        method: "POST",
        url: "/api/reminders",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,*/*" },
        payload: body,
      });
    const ok = await form(`reference=${reference}&renewalDate=${addDays(today(), 90)}&consent=on`);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`${SITE}/renewal-reminder/set`);
    const refused = await form(`reference=${reference}&renewalDate=${addDays(today(), 90)}`);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`${SITE}/renewal-reminder/problem`);
    expect(await remindersFor(address)).toHaveLength(1);
  });
});

describe.each(databases)("unsubscribing on $name", ({ env }) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  const now = new Date("2026-11-25T10:00:00Z");

  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ app, smtp, close } = await appWithSmtp(env, { clock: () => now }));
  });
  afterAll(() => close());

  it("by RFC 8058 one-click POST to the email's List-Unsubscribe link: withdraws marketing, cancels reminders, idempotent", async () => {
    const address = uniqueEmail("unsub");
    const quote = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email: address, marketingOptIn: true },
    });
    const { reference } = quote.json();
    await app.inject({
      method: "POST",
      url: "/api/reminders",
      payload: { reference, renewalDate: addDays(ukToday(now), 90), consent: true },
    });
    await vi.waitFor(async () => {
      await app.mailSender!.sendDue();
      expect(smtp.received.filter((message) => message.to.includes(address)).length).toBeGreaterThan(0);
    });
    const raw = smtp.received.find((message) => message.to.includes(address))!.raw;
    const link = header(raw, "List-Unsubscribe")!.replace(/^<|>$/g, "");
    expect(header(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const url = new URL(link);

    // A GET (a mail scanner following the link) changes nothing: it leads to the page with one button.
    const looked = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(looked.statusCode).toBe(303);
    expect(looked.headers.location).toBe(`http://localhost:3000/unsubscribe${url.search}`);
    const optedIn = () =>
      app.database.db
        .select({ optIn: quoteRequests.marketingOptIn })
        .from(quoteRequests)
        .where(eq(quoteRequests.reference, reference));
    expect((await optedIn())[0]?.optIn).toBe(true);

    const oneClick = () =>
      app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ marketingWithdrawn: 1, remindersCancelled: 1 });
    expect(first.json().message).toMatch(/no more email of any kind/);
    expect((await optedIn())[0]?.optIn).toBe(false);
    const second = await oneClick();
    expect(second.json()).toMatchObject({ marketingWithdrawn: 0, remindersCancelled: 0 });

    // Multipart, as some providers send it, works too; a tampered token changes nothing.
    const multipart = await app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    const tampered = await app.inject({
      method: "POST",
      url: `/api/unsubscribe?token=${url.searchParams.get("token")!.replace(/\.[^.]+$/, ".AAAA")}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(tampered.statusCode).toBe(303);
    expect(tampered.headers.location).toBe("http://localhost:3000/link-problem?reason=invalid");

    // The address is on the suppression list now: not even a copy of a new quote is emailed.
    const later = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email: address },
    });
    expect(later.statusCode).toBe(201);
    await app.mailSender!.sendDue();
    expect(
      smtp.received.filter(
        (message) => message.to.includes(address) && message.raw.includes(later.json().reference),
      ),
    ).toHaveLength(0);
  });
});
