import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { idempotencyKeys, quoteRequests, suppressions } from "../../src/db/schema";
import { applyFeedback, parseFeedback } from "../../src/suppression/feedback";
import { databases, type TestApp, uniqueEmail, validQuoteBody } from "../helper";
import { arf, dsn } from "../support/reports";
import { appWithSmtp, decodedBody, header, type TestSmtpServer } from "../support/smtp-server";

const CAP = 10;

describe.each(databases)("suppression, caps and erasure on $name", ({ env }) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date("2026-11-25T10:00:00Z");
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ app, smtp, close } = await appWithSmtp(
      { ...env, MAIL_RETURN_PATH: "bounces@plummet.co.uk", MAIL_RETURN_PATH_VERP: "on" },
      { clock: () => now },
    ));
  });
  afterAll(() => close());

  const quote = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: { ...validQuoteBody, email, ...extra },
      headers,
    });
  const to = (address: string) => smtp.received.filter((message) => message.to.includes(address));
  const send = () => app.mailSender!.sendDue();
  const tokenIn = (raw: string, path: string) =>
    new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(decodedBody(raw))?.[1];

  it("replays nothing of an erased address: a your-data key after erasure, and no idempotency row left", async () => {
    const address = uniqueEmail("erase");
    const quoteKey = randomUUID();
    expect((await quote(address, {}, { "idempotency-key": quoteKey })).statusCode).toBe(201);
    await app.inject({ method: "POST", url: "/api/your-data", payload: { email: address } });
    await vi.waitFor(async () => {
      await send();
      expect(to(address).some((message) => /Your data at Plummet/.test(message.raw))).toBe(true);
    });
    const link = tokenIn(
      to(address).find((message) => /Your data at Plummet/.test(message.raw))!.raw,
      "/your-data/view",
    );
    const key = { "idempotency-key": randomUUID() };
    const opened = await app.inject({
      method: "POST",
      url: "/api/your-data/open",
      payload: { token: link },
      headers: key,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.quoteSets).toHaveLength(1);
    const erased = await app.inject({
      method: "POST",
      url: "/api/your-data/erase",
      payload: { session: opened.json().session },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(erased.statusCode).toBe(200);

    const replay = await app.inject({
      method: "POST",
      url: "/api/your-data/open",
      payload: { token: link },
      headers: key,
    });
    expect(replay.statusCode).toBe(410);
    expect(replay.headers["idempotency-replayed"]).toBeUndefined();
    expect(replay.body).not.toContain(address);
    expect(replay.body).not.toContain("quoteSets");
    const [left] = await app.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.addressHash} in ${app.suppressions.hasher.all(address)}`);
    expect(left?.n).toBe(0);
    // The quote's own key is gone with it: the same key and body price afresh.
    const again = await quote(address, {}, { "idempotency-key": quoteKey });
    expect(again.headers["idempotency-replayed"]).toBeUndefined();
  });

  it("refuses one key with two unsubscribe tokens (422): the query string is part of the request", async () => {
    const first = uniqueEmail("tok-a");
    const second = uniqueEmail("tok-b");
    for (const address of [first, second]) await quote(address);
    await vi.waitFor(async () => {
      await send();
      expect(to(first)).toHaveLength(1);
      expect(to(second)).toHaveLength(1);
    });
    const tokenOf = (address: string) => tokenIn(to(address)[0]!.raw, "/unsubscribe")!;
    const key = { "idempotency-key": randomUUID(), "content-type": "application/x-www-form-urlencoded" };
    const oneClick = (token: string) =>
      app.inject({
        method: "POST",
        url: `/api/unsubscribe?token=${token}`,
        payload: "List-Unsubscribe=One-Click",
        headers: key,
      });
    expect((await oneClick(tokenOf(first))).statusCode).toBe(200);
    const other = await oneClick(tokenOf(second));
    expect(other.statusCode).toBe(422);
    expect(await app.suppressions.isSuppressed(second)).toBe(false);
  });

  it("still honours an unsubscribe link emailed before links were JWS (they never expire)", async () => {
    // Made by the earlier signer with the test apps' LINK_SECRET, as links already in inboxes were.
    const token =
      "unsub.eyJhIjoia2VwdC5pbi5hbi5pbmJveEBleGFtcGxlLmNvbSJ9.loxDpEHPA-O2KBhe8pRESOw5jr34e_bH9LaHY0QIYAU";
    const res = await app.inject({
      method: "POST",
      url: `/api/unsubscribe?token=${token}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(await app.suppressions.isSuppressed("kept.in.an.inbox@example.com")).toBe(true);
    const changed = await app.inject({
      method: "POST",
      url: `/api/unsubscribe?token=${token.replace("eyJhIjoia2Vwd", "eyJhIjoia2Vwe")}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(changed.statusCode).toBe(400);
  });

  it("sends nothing more after an unsubscribe, and carries the return path with the recipient's hash", async () => {
    const address = uniqueEmail("unsub");
    await quote(address);
    await vi.waitFor(async () => {
      await send();
      expect(to(address)).toHaveLength(1);
    });
    const [first] = to(address);
    expect(first!.from).toBe(`bounces+${app.suppressions.hasher.hash(address)}@plummet.co.uk`);
    const oneClick = new URL(header(first!.raw, "List-Unsubscribe")!.slice(1, -1));
    const res = await app.inject({
      method: "POST",
      url: `${oneClick.pathname}${oneClick.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain("no more email of any kind");
    expect((await quote(address)).statusCode).toBe(201);
    await send();
    await send();
    expect(to(address)).toHaveLength(1);
    // A link to their data, which its owner asks for, still comes.
    await app.inject({ method: "POST", url: "/api/your-data", payload: { email: address } });
    await vi.waitFor(async () => {
      await send();
      expect(to(address).filter((message) => /Your data at Plummet/.test(message.raw))).toHaveLength(1);
    });
    // The list holds a hash, never the address.
    const rows = await app.database.db.select().from(suppressions);
    expect(JSON.stringify(rows)).not.toContain(address);
    expect(rows.some((row) => row.addressHash === app.suppressions.hasher.hash(address))).toBe(true);
  });

  it("suppresses a recipient refused with 550 at send time: the next quote makes no delivery attempt", async () => {
    const address = uniqueEmail("refused");
    await quote(address);
    await vi.waitFor(async () => {
      await send();
      expect(smtp.attempts.filter((rcpt) => rcpt === address)).toHaveLength(1);
    });
    await vi.waitFor(async () => expect(await app.suppressions.isSuppressed(address)).toBe(true));
    await quote(address);
    await send();
    await send();
    expect(smtp.attempts.filter((rcpt) => rcpt === address)).toHaveLength(1);
  });

  it("suppresses the recipient of a bounce (DSN) and of a complaint (ARF) that reach the return path", async () => {
    for (const report of [dsn, arf]) {
      const address = uniqueEmail(report.name);
      await quote(address);
      await vi.waitFor(async () => {
        await send();
        expect(to(address)).toHaveLength(1);
      });
      const returnPath = to(address)[0]!.from;
      const feedback = await parseFeedback(report(address, returnPath), returnPath);
      expect(feedback.kind).toBe(report === dsn ? "bounce" : "complaint");
      expect(await applyFeedback(feedback, app.suppressions)).toBe(1);
      await quote(address);
      await send();
      await send();
      expect(to(address)).toHaveLength(1);
    }
    const [row] = await app.database.db
      .select({ n: count() })
      .from(suppressions)
      .where(eq(suppressions.reason, "complaint"));
    expect(row?.n).toBeGreaterThanOrEqual(1);
  });

  it("ignores a report whose VERP tag names another recipient, and a delay", async () => {
    const victim = uniqueEmail("victim");
    const other = uniqueEmail("other");
    const forged = await parseFeedback(
      dsn(victim, `bounces+${app.suppressions.hasher.hash(other)}@plummet.co.uk`),
    );
    await applyFeedback(forged, app.suppressions);
    expect(await app.suppressions.isSuppressed(victim)).toBe(false);
    const delayed = await parseFeedback(dsn(victim, "bounces@plummet.co.uk", "4.2.2", "delayed"));
    expect(delayed).toMatchObject({ kind: "bounce", failed: [] });
    expect(await applyFeedback(delayed, app.suppressions)).toBe(0);
  });

  it(`emails one address at most ${CAP} times a day, answering every request as usual`, async () => {
    const address = uniqueEmail("capped");
    for (let i = 0; i < CAP + 3; i++) expect((await quote(address)).statusCode).toBe(201);
    await vi.waitFor(async () => {
      await send();
      expect(to(address)).toHaveLength(CAP);
    });
    await send();
    expect(to(address)).toHaveLength(CAP);
    // A day later, it gets email again.
    now = new Date(now.getTime() + 24 * 60 * 60_000 + 1);
    try {
      await quote(address);
      await vi.waitFor(async () => {
        await send();
        expect(to(address)).toHaveLength(CAP + 1);
      });
    } finally {
      now = new Date("2026-11-25T10:00:00Z");
    }
  });

  it("keeps one reminder per quote set and confirms it once a day, however often it is set", async () => {
    const address = uniqueEmail("reminded");
    const { reference } = (await quote(address)).json();
    for (const day of ["2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-03-05"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/reminders",
        payload: { reference, renewalDate: day, consent: true },
      });
      expect(res.statusCode).toBe(201);
    }
    await send();
    await send();
    expect(
      to(address).filter((message) => /reminder/i.test(header(message.raw, "Subject") ?? "")),
    ).toHaveLength(1);
  });

  it("lets a suppressed address opt in again only once its owner confirms from the emailed link", async () => {
    const address = uniqueEmail("again");
    await app.suppressions.suppress(address, "unsubscribe");
    const { reference } = (await quote(address, { marketingOptIn: true })).json();
    const optedIn = async () =>
      (
        await app.database.db
          .select({ optIn: quoteRequests.marketingOptIn })
          .from(quoteRequests)
          .where(and(eq(quoteRequests.reference, reference)))
      )[0]?.optIn;
    expect(await optedIn()).toBe(false);
    await vi.waitFor(async () => {
      await send();
      expect(to(address)).toHaveLength(1);
    });
    const [confirmation] = to(address);
    expect(header(confirmation!.raw, "Subject")).toMatch(/Confirm/);
    // Only the confirmation: the quote copy was withheld.
    expect(await app.suppressions.isSuppressed(address)).toBe(true);
    const token = tokenIn(confirmation!.raw, "/confirm-emails")!;
    // Another ticked box the same day sends no second confirmation.
    await quote(address, { marketingOptIn: true });
    await send();
    expect(to(address)).toHaveLength(1);

    const confirmed = await app.inject({
      method: "POST",
      url: "/api/email-preferences/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await optedIn()).toBe(true);
    expect(await app.suppressions.isSuppressed(address)).toBe(false);
    await quote(address);
    await vi.waitFor(async () => {
      await send();
      expect(to(address)).toHaveLength(2);
    });
    const tampered = await app.inject({
      method: "POST",
      url: "/api/email-preferences/confirm",
      payload: { token: `${token.slice(0, -2)}xx` },
    });
    expect(tampered.statusCode).toBe(400);
  });
});
