import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { QuoteSetResponse } from "@plummet/contracts";
import { buildSandbox, defaultInsurers, type Sandbox } from "@plummet/insurer-sandbox";
import { count, eq } from "drizzle-orm";
import { Agent, fetch, type RequestInit } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, quoteRequests } from "../../src/db/schema";
import { createTestApp, type TestApp, uniqueEmail, validQuoteBody } from "../helper";

/**
 * POST /api/quotes as Server-Sent Events, over a real socket: the built-in panel beside two
 * sandbox insurers answering in 300 ms, so the panel's quotes stream before theirs.
 */
const SECRET = "quote stream test secret, shared by the sandbox";
const LATENCY_MS = 300;
let sandbox: Sandbox;
let file: string;
let failingFile: string;
let app: TestApp;
let url: string;
/** The test's own connections, closed before the app: a kept-alive socket would hold its close. */
const connections = new Agent();
const send = (input: string, init: RequestInit = {}) => fetch(input, { ...init, dispatcher: connections });

const noHandovers = async () => {
  throw new Error("this test makes no handover");
};

beforeAll(async () => {
  sandbox = await buildSandbox({
    insurers: defaultInsurers,
    secret: SECRET,
    latencyMs: LATENCY_MS,
    plummetKeys: noHandovers,
  });
  const sandboxUrl = await sandbox.listen({ host: "127.0.0.1", port: 0 });
  const folder = mkdtempSync(join(tmpdir(), "plummet-stream-"));
  const entry = (slug: string, endpoint = `${sandboxUrl}/insurers/${slug}/quote`) => ({
    slug,
    name: defaultInsurers.find((insurer) => insurer.slug === slug)!.name,
    products: ["car"],
    endpoint,
    landingUrl: `${sandboxUrl}/insurers/${slug}/continue`,
    secretEnv: "STREAM_TEST_SECRET",
  });
  file = join(folder, "remote.json");
  writeFileSync(file, JSON.stringify([entry("marram"), entry("pebblecroft")]));
  // Insurers that all fail: one refuses the connection, one answers 404.
  failingFile = join(folder, "failing.json");
  writeFileSync(
    failingFile,
    JSON.stringify([
      entry("marram", "http://127.0.0.1:9/quote"),
      entry("pebblecroft", `${sandboxUrl}/nowhere`),
    ]),
  );
  app = await createTestApp({ REMOTE_INSURERS_FILE: file, STREAM_TEST_SECRET: SECRET });
  url = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await connections.destroy();
  await app?.close();
  await sandbox?.close();
});

interface StreamEvent {
  event: string;
  data: unknown;
}

function parseEvents(text: string): StreamEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "";
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? "null";
      return { event, data: JSON.parse(data) };
    });
}

function post(base: string, body: object, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return send(`${base}/api/quotes`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...headers },
    body: JSON.stringify(body),
    signal,
  });
}

async function storedSets(email: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, email));
  return row?.n ?? 0;
}

async function emailsFor(email: string) {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(mailOutbox)
    .innerJoin(quoteRequests, eq(mailOutbox.quoteRequestId, quoteRequests.id))
    .where(eq(quoteRequests.email, email));
  return row?.n ?? 0;
}

describe("POST /api/quotes with Accept: text/event-stream", () => {
  it("streams the panel's quotes, then the remote ones as they answer, progress throughout, then the saved set", async () => {
    const email = uniqueEmail("stream");
    const res = await post(url, { ...validQuoteBody, email });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = parseEvents(await res.text());

    const last = events.at(-1)!;
    expect(last.event).toBe("set");
    const set = QuoteSetResponse.parse(last.data);
    const quotes = events
      .filter((event) => event.event === "quote")
      .map((event) => event.data as { id: string });
    const progress = events.filter((event) => event.event === "progress").map((event) => event.data);
    // Every quote of the set was streamed once, each as the set holds it.
    expect(quotes.map((quote) => quote.id).sort()).toEqual(set.quotes.map((quote) => quote.id).sort());
    for (const quote of quotes) expect(set.quotes).toContainEqual(quote);
    // The remote insurers answer last: their quotes come after the panel's.
    const remote = quotes.findIndex((quote) => /marram|pebblecroft/.test(quote.id));
    expect(remote).toBeGreaterThan(10);
    expect(quotes.slice(remote).every((quote) => /marram|pebblecroft/.test(quote.id))).toBe(true);
    // Progress counts every insurer asked, one answer at a time, to the last.
    const asked = set.providersSearched;
    expect(progress.at(-1)).toEqual({ answered: asked, asked });
    expect(progress.map((step) => (step as { answered: number }).answered)).toEqual(
      Array.from({ length: asked }, (_, index) => index + 1),
    );

    // Any other route answers as usual, whatever the Accept header asks for.
    const reopened = await send(`${url}/api/quotes/${set.reference}`, {
      headers: { accept: "text/event-stream" },
    });
    expect(reopened.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await reopened.json()).toEqual(last.data);
    expect(await emailsFor(email)).toBe(1);
  });

  it("answers a retried Idempotency-Key with the finished set, as events or JSON, never pricing twice", async () => {
    const email = uniqueEmail("stream-retry");
    const headers = { "idempotency-key": `stream-${email}` };
    const first = parseEvents(await (await post(url, { ...validQuoteBody, email }, headers)).text()).at(-1)!;
    const again = await post(url, { ...validQuoteBody, email }, headers);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(parseEvents(await again.text())).toEqual([first]);
    const asJson = await post(url, { ...validQuoteBody, email }, { ...headers, accept: "application/json" });
    expect(asJson.status).toBe(201);
    expect(await asJson.json()).toEqual(first.data);
    expect(await storedSets(email)).toBe(1);
    expect(await emailsFor(email)).toBe(1);
  });

  it("answers bad input as JSON before any event", async () => {
    const res = await post(url, { ...validQuoteBody, age: "old" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("still prices, saves and emails the set once when the client goes away mid-stream", async () => {
    const email = uniqueEmail("stream-gone");
    const controller = new AbortController();
    const res = await post(url, { ...validQuoteBody, email }, {}, controller.signal);
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(() => storedSets(email), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => emailsFor(email), { timeout: 5_000 }).toBe(1);
  });

  it("ends with the set, and why it is empty, when every insurer fails", async () => {
    const failing = await createTestApp({
      REMOTE_INSURERS_FILE: failingFile,
      STREAM_TEST_SECRET: SECRET,
      BUILTIN_PANEL: "off",
    });
    try {
      const base = await failing.listen({ host: "127.0.0.1", port: 0 });
      const events = parseEvents(
        await (await post(base, { ...validQuoteBody, email: uniqueEmail("none") })).text(),
      );
      expect(events.filter((event) => event.event === "quote")).toEqual([]);
      const set = QuoteSetResponse.parse(events.at(-1)!.data);
      expect(events.at(-1)!.event).toBe("set");
      expect(set.quotes).toEqual([]);
      expect(set.providers).toMatchObject({ quoted: 0, unavailable: 2 });
    } finally {
      await failing.close();
    }
  });
});
