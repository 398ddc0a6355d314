import {
  type AccountView,
  accountLimits,
  accountMessages,
  exampleAnswers,
  type PasskeyOptions,
} from "@plummet/contracts";
import { count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AccountStore } from "../../src/db/account-store";
import { accounts, quoteRequests } from "../../src/db/schema";
import { createTestApp, databases, type TestApp, uniqueEmail, validQuoteBody } from "../helper";
import { appWithSmtp, decodedBody, type TestSmtpServer } from "../support/smtp-server";
import { SoftwareAuthenticator } from "../support/software-authenticator";

const SITE = "http://localhost:3000";
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databases)("accounts on $name", ({ env }) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date("2026-11-27T10:00:00Z");
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ app, smtp, close } = await appWithSmtp(env, { clock: () => now }));
  });
  afterAll(() => close());

  /** A call from the site's pages, with the session cookie when given one. */
  const call = (
    method: "GET" | "POST",
    url: string,
    { session, payload, origin = SITE }: { session?: string; payload?: object; origin?: string | null } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: origin === null ? {} : { origin },
      ...(session && { cookies: { plummet_session: session } }),
      ...(payload && { payload }),
    });
  const sessionOf = (res: LightMyRequestResponse) =>
    res.cookies.find((cookie) => cookie.name === "plummet_session")!;

  const linksTo = (address: string) =>
    smtp.received
      .filter(
        (message) =>
          message.to.includes(address) && /account\/sign-in\?token=/.test(decodedBody(message.raw)),
      )
      .map((message) => /\/account\/sign-in\?token=([A-Za-z0-9_.-]+)/.exec(decodedBody(message.raw))![1]!);
  async function linkFor(address: string, count = 1): Promise<string> {
    await vi.waitFor(async () => {
      await app.mailSender!.sendDue();
      expect(linksTo(address)).toHaveLength(count);
    });
    return linksTo(address).at(-1)!;
  }
  async function quote(email: string, details?: Record<string, unknown>) {
    const res = await app.inject({
      method: "POST",
      url: "/api/quotes",
      payload: {
        ...validQuoteBody,
        email,
        ...(details && { details: { insuranceType: "car", ...details } }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().reference as string;
  }
  async function signInByLink(address: string, count = 1) {
    await call("POST", "/api/account/link", { payload: { email: address } });
    const res = await call("POST", "/api/account/sign-in/link", {
      payload: { token: await linkFor(address, count) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { session: sessionOf(res).value, account: res.json() as AccountView };
  }
  async function addPasskey(session: string, authenticator: SoftwareAuthenticator) {
    const options = (
      await call("POST", "/api/account/passkeys/options", { session })
    ).json() as PasskeyOptions;
    const res = await call("POST", "/api/account/passkeys", {
      session,
      payload: { credential: authenticator.register(options), name: "My phone" },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const signInOptions = async () =>
    (await call("POST", "/api/account/sign-in/passkey/options")).json() as PasskeyOptions;
  const signInWith = (credential: object, session?: string) =>
    call("POST", "/api/account/sign-in/passkey", { payload: { credential }, session });
  const accountCount = async (address: string) => {
    const [row] = await app.database.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.email, address));
    return row;
  };

  it("keeps a set: the link to the set's own address confirms it, opens the account, keeps the answers; a passkey then signs in anywhere", async () => {
    const address = uniqueEmail("keeper");
    const quick = await quote(address);
    const full = await quote(address, exampleAnswers("car", { age: 35 }));

    const keep = await call("POST", "/api/account/keep-quotes", {
      payload: { reference: full, keepAnswers: true },
    });
    expect(keep.statusCode).toBe(202);
    expect(keep.json()).toEqual({ message: accountMessages.keepLinkSent });
    expect(await accountCount(address)).toEqual({ n: 0 });

    const signIn = await call("POST", "/api/account/sign-in/link", {
      payload: { token: await linkFor(address) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = sessionOf(signIn);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeFalsy();
    const account = signIn.json() as AccountView;
    expect(account.email).toBe(address);
    expect(account.quoteSets.map((set) => set.reference).sort()).toEqual([quick, full].sort());
    expect(account.quoteSets.find((set) => set.reference === full)).toMatchObject({
      fullQuote: true,
      expired: false,
    });
    expect(account.keptAnswers).toEqual([
      expect.objectContaining({
        insuranceType: "car",
        fromReference: full,
        postcode: validQuoteBody.postcode,
      }),
    ]);
    expect(account.sessions).toEqual([expect.objectContaining({ method: "link", current: true })]);

    const phone = new SoftwareAuthenticator();
    await addPasskey(cookie.value, phone);
    const withPasskey = (await call("GET", "/api/account", { session: cookie.value })).json() as AccountView;
    expect(withPasskey.passkeys).toEqual([expect.objectContaining({ name: "My phone", lastUsedAt: null })]);

    // Another device, no cookie: the passkey alone signs in.
    const other = await signInWith(phone.signIn(await signInOptions()));
    expect(other.statusCode, other.body).toBe(200);
    const second = sessionOf(other).value;
    expect(second).not.toBe(cookie.value);
    const seen = (await call("GET", "/api/account", { session: second })).json() as AccountView;
    expect(seen.quoteSets).toHaveLength(2);
    expect(seen.sessions).toHaveLength(2);
    expect(seen.passkeys[0]!.lastUsedAt).not.toBeNull();

    // Quote again with the kept answers: a new set, the account's by its address.
    const kept = seen.keptAnswers[0]!;
    const again = await quote(address, kept.details);
    const after = (await call("GET", "/api/account", { session: second })).json() as AccountView;
    expect(after.quoteSets.map((set) => set.reference)).toContain(again);
  });

  it("answers a link request the same whether or not the address has an account, and makes one account per address", async () => {
    const address = uniqueEmail("twice");
    const first = await call("POST", "/api/account/link", { payload: { email: address } });
    const { session } = await signInByLink(address, 2);
    const second = await call("POST", "/api/account/link", { payload: { email: address.toUpperCase() } });
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(second.json()).toEqual({ message: accountMessages.linkSent });
    const again = await call("POST", "/api/account/sign-in/link", {
      payload: { token: await linkFor(address, 3) },
    });
    expect(again.statusCode).toBe(200);
    expect(await accountCount(address)).toEqual({ n: 1 });
    // Signing in again on the same browser ends the session it held (rotation). Three links an
    // hour is an address's most: the fourth waits for the hour to pass.
    now = new Date(now.getTime() + 61 * 60_000);
    const rotated = await call("POST", "/api/account/link", { payload: { email: address } });
    expect(rotated.statusCode).toBe(202);
    const replaced = await call("POST", "/api/account/sign-in/link", {
      session: sessionOf(again).value,
      payload: { token: await linkFor(address, 4) },
    });
    expect(replaced.statusCode).toBe(200);
    expect((await call("GET", "/api/account", { session: sessionOf(again).value })).statusCode).toBe(401);
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(200);
  });

  it("refuses a link used twice, late, or changed, with 410 or 400, and changes nothing", async () => {
    const address = uniqueEmail("links");
    await call("POST", "/api/account/link", { payload: { email: address } });
    const token = await linkFor(address);
    expect((await call("POST", "/api/account/sign-in/link", { payload: { token } })).statusCode).toBe(200);
    const twice = await call("POST", "/api/account/sign-in/link", { payload: { token } });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toMatch(/already been used/);
    expect(twice.cookies).toEqual([]);

    const late = uniqueEmail("late");
    await call("POST", "/api/account/link", { payload: { email: late } });
    const lateToken = await linkFor(late);
    now = new Date(now.getTime() + 16 * 60_000);
    const expired = await call("POST", "/api/account/sign-in/link", { payload: { token: lateToken } });
    expect(expired.statusCode).toBe(410);
    expect(await accountCount(late)).toEqual({ n: 0 });

    const changed = await call("POST", "/api/account/sign-in/link", {
      payload: { token: `${token.slice(0, -2)}AA` },
    });
    expect(changed.statusCode).toBe(400);
    for (const payload of [{}, { token: 42 }, { token: "not a token" }]) {
      const bad = await call("POST", "/api/account/sign-in/link", { payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("refuses a replayed or expired challenge, another origin or RP ID, a bad signature, a counter that goes backwards, an unknown passkey", async () => {
    const address = uniqueEmail("attacks");
    const { session } = await signInByLink(address);
    const phone = new SoftwareAuthenticator();
    await addPasskey(session, phone);
    const refusedWith = async (credential: object, message: string) => {
      const res = await signInWith(credential);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.cookies).toEqual([]);
    };

    const options = await signInOptions();
    const answer = phone.signIn(options);
    expect((await signInWith(answer)).statusCode).toBe(200);
    await refusedWith(answer, accountMessages.challengeUsed); // replayed

    const stale = await signInOptions();
    now = new Date(now.getTime() + 6 * 60_000);
    await refusedWith(phone.signIn(stale), accountMessages.challengeUsed); // expired

    await refusedWith(
      phone.signIn(await signInOptions(), undefined, { origin: "https://evil.example" }),
      accountMessages.passkeyRefused,
    );
    await refusedWith(
      phone.signIn(await signInOptions(), undefined, { rpId: "evil.example" }),
      accountMessages.passkeyRefused,
    );
    await refusedWith(
      phone.signIn(await signInOptions(), undefined, { badSignature: true }),
      accountMessages.passkeyRefused,
    );
    await refusedWith(
      phone.signIn(await signInOptions(), undefined, { counter: 1 }),
      accountMessages.passkeyRefused,
    );
    const stranger = new SoftwareAuthenticator();
    stranger.register(await signInOptions());
    await refusedWith(stranger.signIn(await signInOptions()), accountMessages.passkeyRefused);

    // A registration for another origin, or with another account's challenge, is refused too.
    const regOptions = (
      await call("POST", "/api/account/passkeys/options", { session })
    ).json() as PasskeyOptions;
    const wrongOrigin = await call("POST", "/api/account/passkeys", {
      session,
      payload: {
        credential: new SoftwareAuthenticator().register(regOptions, { origin: "https://evil.example" }),
      },
    });
    expect(wrongOrigin.statusCode).toBe(400);
    const view = (await call("GET", "/api/account", { session })).json() as AccountView;
    expect(view.passkeys).toHaveLength(1);

    const metrics = await app.metrics.registry.getSingleMetricAsString(
      "plummet_account_sign_in_failures_total",
    );
    for (const reason of ["challenge", "origin", "rp-id", "signature", "counter", "unknown-passkey"])
      expect(metrics).toContain(`reason="${reason}"`);
    expect(await app.metrics.registry.getSingleMetricAsString("plummet_account_sign_ins_total")).toMatch(
      /method="passkey"\} [1-9]/,
    );
  });

  it("refuses cross-site calls and partner keys, and answers 401 without a live session", async () => {
    const address = uniqueEmail("origin");
    const { session } = await signInByLink(address);
    const crossSite = await call("POST", "/api/account/delete", { session, origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(accountMessages.otherSite);
    expect((await call("POST", "/api/account/delete", { session, origin: null })).statusCode).toBe(403);
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(200);

    const partner = await app.inject({
      method: "GET",
      url: "/api/account",
      headers: { authorization: "Bearer plm_unknown_key" },
      cookies: { plummet_session: session },
    });
    expect(partner.statusCode).toBeGreaterThanOrEqual(401);
    expect(partner.statusCode).toBeLessThan(404);

    expect((await call("GET", "/api/account", { session: "forged" })).statusCode).toBe(401);
    expect((await call("POST", "/api/account/sign-out", { session })).statusCode).toBe(204);
    const after = await call("GET", "/api/account", { session });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(accountMessages.notSignedIn);
  });

  it("ends a session 30 days after its last use, and with the passkey it was made with", async () => {
    const address = uniqueEmail("idle");
    const { session } = await signInByLink(address);
    const phone = new SoftwareAuthenticator();
    await addPasskey(session, phone);
    const viaPasskey = sessionOf(await signInWith(phone.signIn(await signInOptions()))).value;
    now = new Date(now.getTime() + 29 * DAY_MS);
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(200);
    const view = (await call("GET", "/api/account", { session: viaPasskey })).json() as AccountView;
    now = new Date(now.getTime() + 29 * DAY_MS);
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(200);
    expect((await call("GET", "/api/account", { session: viaPasskey })).statusCode).toBe(200);
    const passkeyId = view.passkeys[0]!.id;
    expect(
      (await call("POST", `/api/account/passkeys/${passkeyId}/rename`, { session, payload: { name: "" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call("POST", `/api/account/passkeys/${passkeyId}/rename`, {
          session,
          payload: { name: "Work laptop" },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call("POST", `/api/account/passkeys/${passkeyId}/remove`, { session })).statusCode).toBe(
      204,
    );
    expect((await call("GET", "/api/account", { session: viaPasskey })).statusCode).toBe(401);
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(200);
    now = new Date(now.getTime() + 31 * DAY_MS);
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(401);
  });

  it("signs out everywhere, exports the account, and deletes it as your data's erase does: the passkey is then refused", async () => {
    const address = uniqueEmail("delete");
    await quote(address);
    const { session } = await signInByLink(address);
    const phone = new SoftwareAuthenticator();
    await addPasskey(session, phone);
    const second = sessionOf(await signInWith(phone.signIn(await signInOptions()))).value;

    const exported = await call("GET", "/api/account/export", { session });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/attachment/);
    expect(exported.json()).toMatchObject({
      format: "plummet-your-data/1",
      email: address,
      account: { passkeys: [expect.objectContaining({ name: "My phone" })] },
    });
    expect(exported.body).not.toContain("publicKey");

    expect((await call("POST", "/api/account/sign-out-everywhere", { session: second })).statusCode).toBe(
      204,
    );
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(401);

    const again = sessionOf(await signInWith(phone.signIn(await signInOptions()))).value;
    const deleted = await call("POST", "/api/account/delete", { session: again });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: accountMessages.deleted });
    expect((await call("GET", "/api/account", { session: again })).statusCode).toBe(401);
    expect(await accountCount(address)).toEqual({ n: 0 });
    const [sets] = await app.database.db
      .select({ n: count() })
      .from(quoteRequests)
      .where(eq(quoteRequests.email, address));
    expect(sets).toEqual({ n: 0 });
    const refused = await signInWith(phone.signIn(await signInOptions()));
    expect(refused.statusCode).toBe(400);
  });

  it("purges ended sessions, lapsed challenges, old links and accounts unused for two years", async () => {
    const address = uniqueEmail("purge");
    const { session } = await signInByLink(address);
    await signInOptions();
    const store = new AccountStore(app.database);
    now = new Date(now.getTime() + 31 * DAY_MS);
    const purged = await store.purgeExpired(now, {
      idleDays: accountLimits.sessionIdleDays,
      inactiveDays: accountLimits.inactiveAccountDays,
    });
    expect(purged.accountSessions).toBeGreaterThanOrEqual(1);
    expect(purged.accountLinks).toBeGreaterThanOrEqual(1);
    expect((await call("GET", "/api/account", { session })).statusCode).toBe(401);
    expect(await accountCount(address)).toEqual({ n: 1 });
    now = new Date(now.getTime() + accountLimits.inactiveAccountDays * DAY_MS);
    expect(
      (await store.purgeExpired(now, { idleDays: 30, inactiveDays: 730 })).accounts,
    ).toBeGreaterThanOrEqual(1);
    expect(await accountCount(address)).toEqual({ n: 0 });
  });

  it("keep-quotes: 404 for an unknown set, 400 for a bad reference or flag", async () => {
    expect(
      (await call("POST", "/api/account/keep-quotes", { payload: { reference: "PLM-ZZZZZZZZ" } })).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", "/api/account/keep-quotes", { payload: { reference: "nope" } })).statusCode,
    ).toBe(400);
    const reference = await quote(uniqueEmail("flag"));
    expect(
      (await call("POST", "/api/account/keep-quotes", { payload: { reference, keepAnswers: "yes" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call("POST", "/api/account/link", { payload: { email: "not an address" } })).statusCode,
    ).toBe(400);
  });
});

describe("accounts' limits", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ACCOUNT_RATE_LIMIT_MAX: "2", TRUST_PROXY: "true" });
  });
  afterAll(() => app.close());

  it("limits sign-in tries per client, and gives credentials to the site's origin only", async () => {
    const link = () =>
      app.inject({
        method: "POST",
        url: "/api/account/link",
        headers: { origin: SITE },
        payload: { email: uniqueEmail("limit") },
      });
    expect((await link()).statusCode).toBe(202);
    expect((await link()).statusCode).toBe(202);
    expect((await link()).statusCode).toBe(429);

    // Behind a proxy that says the visitor came over https, the cookie is Secure.
    const signOut = await app.inject({
      method: "POST",
      url: "/api/account/sign-out",
      headers: { origin: SITE, "x-forwarded-proto": "https" },
    });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.cookies).toEqual([
      expect.objectContaining({ name: "plummet_session", secure: true, httpOnly: true }),
    ]);

    const from = (origin: string) => app.inject({ method: "GET", url: "/api/health", headers: { origin } });
    const site = await from(SITE);
    expect(site.headers["access-control-allow-origin"]).toBe(SITE);
    expect(site.headers["access-control-allow-credentials"]).toBe("true");
    const other = await from("http://127.0.0.1:3000");
    expect(other.headers["access-control-allow-origin"]).toBe("http://127.0.0.1:3000");
    expect(other.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});
