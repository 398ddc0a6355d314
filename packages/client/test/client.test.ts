import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiDir,
  ensureBuiltService,
  generatedFile,
  type RunningService,
  servedDocument,
  startBuiltService,
  typesFor,
} from "../scripts/service";
import {
  createPlummetClient,
  type QuoteRequest,
  QuoteStreamError,
  retryAfterMs,
  streamQuoteSet,
} from "../src/index";

/** A TCP proxy that drops the first connection as the service's answer comes back. */
class AnswerDroppingProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  connections = 0;

  constructor(private readonly target: URL) {}

  listen(): Promise<string> {
    this.server = createServer((client) => {
      this.connections += 1;
      const drop = this.connections === 1;
      const upstream = connect(Number(this.target.port), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      if (drop) {
        upstream.once("data", () => {
          client.destroy();
          upstream.destroy();
        });
      } else upstream.pipe(client);
    });
    return new Promise((resolve) =>
      this.server!.listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(this.server!.address() as { port: number }).port}`),
      ),
    );
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Every request the client sends and the status it got, as the wire saw them. */
function recordingFetch() {
  const sent: Array<{ method: string; path: string; headers: Headers; status: number | "failed" }> = [];
  const fetch = async (request: Request) => {
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: new Headers(request.headers),
      status: "failed" as number | "failed",
    };
    sent.push(entry);
    const response = await globalThis.fetch(request);
    entry.status = response.status;
    return response;
  };
  return { sent, fetch };
}

const uniqueEmail = (label: string) => `client.${label}.${process.pid}.${Date.now()}@example.com`;
const request = (email: string): QuoteRequest => ({
  insuranceType: "home",
  coverageAmount: "standard",
  age: 41,
  postcode: "cb2 1tn",
  email,
});

describe("@plummet/client against the built quotes service (PGlite)", () => {
  let service: RunningService;
  let apiKey: string;

  beforeAll(async () => {
    // A partner key made with the service's own command, in the folder the service then opens.
    ensureBuiltService();
    const dataDir = mkdtempSync(join(tmpdir(), "plummet-client-data-"));
    const output = execFileSync(
      process.execPath,
      [join(apiDir, "dist", "partners.js"), "create", "Client tests"],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
        encoding: "utf8",
      },
    );
    apiKey = /^key: (\S+)$/m.exec(output)![1]!;
    service = await startBuiltService({
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "3",
      RATE_LIMIT_WINDOW_MS: "2000",
      PARTNER_RATE_LIMIT_MAX: "1000",
    });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("ships types that match the OpenAPI document the service serves", async () => {
    const expected = await typesFor(await servedDocument(service.url));
    expect(readFileSync(generatedFile, "utf8")).toBe(expected);
  });

  it("streams a quote set: each quote and every insurer's answer as they come, then the saved set", async () => {
    const quotes: string[] = [];
    const progress: Array<{ answered: number; asked: number }> = [];
    const set = await streamQuoteSet(
      {
        baseUrl: service.url,
        body: request(uniqueEmail("stream")),
        headers: { authorization: `Bearer ${apiKey}` },
      },
      { onQuote: (quote) => quotes.push(quote.id), onProgress: (step) => progress.push(step) },
    );
    expect(quotes.sort()).toEqual(set.quotes.map((quote) => quote.id).sort());
    expect(progress.at(-1)).toEqual({ answered: set.providersSearched, asked: set.providersSearched });
    const refused = streamQuoteSet({
      baseUrl: service.url,
      body: { ...request(uniqueEmail("stream-bad")), age: "old" },
      headers: { authorization: `Bearer ${apiKey}` },
    });
    await expect(refused).rejects.toBeInstanceOf(QuoteStreamError);
    await expect(refused).rejects.toMatchObject({ status: 400, body: { issues: [{ path: "age" }] } });
  });

  it("quotes, reopens, selects and sends a contact message, each POST with an Idempotency-Key", async () => {
    const recorder = recordingFetch();
    const plummet = createPlummetClient({ baseUrl: `${service.url}/`, apiKey, fetch: recorder.fetch });

    const created = await plummet.POST("/api/quotes", { body: request(uniqueEmail("journey")) });
    expect(created.response.status).toBe(201);
    const set = created.data!;
    expect(set.reference).toMatch(/^PLM-/);
    const cheapest = set.quotes[0]!;

    const reopened = await plummet.GET("/api/quotes/{reference}", {
      params: { path: { reference: set.reference } },
    });
    expect(reopened.data?.quotes).toEqual(set.quotes);
    expect(reopened.response.headers.get("etag")).toMatch(/^"/);

    const selected = await plummet.POST("/api/quotes/{reference}/select", {
      params: { path: { reference: set.reference } },
      body: { quoteId: cheapest.id },
    });
    expect(selected.data?.providerSlug).toBe(cheapest.providerSlug);

    const contact = await plummet.POST("/api/contact", {
      body: {
        fullName: "Sam Patel",
        email: uniqueEmail("contact"),
        inquiryType: "general",
        message: "Hello",
      },
    });
    expect(contact.response.status).toBe(201);

    const posts = recorder.sent.filter((entry) => entry.method === "POST");
    expect(posts).toHaveLength(3);
    for (const post of posts) {
      expect(post.headers.get("idempotency-key")).toMatch(/^"[0-9a-f-]{36}"$/);
      expect(post.headers.get("authorization")).toBe(`Bearer ${apiKey}`);
    }
    expect(new Set(posts.map((post) => post.headers.get("idempotency-key"))).size).toBe(3);

    const usage = await plummet.GET("/api/partner/usage", { params: { query: { days: 1 } } });
    expect(usage.data?.partner.name).toBe("Client tests");
    expect(usage.data?.days.find((day) => day.insuranceType === "home")?.clickOuts).toBeGreaterThanOrEqual(1);
  });

  it("reads a 400's per-field issues, typed", async () => {
    const plummet = createPlummetClient({ baseUrl: service.url, apiKey });
    const { data, error, response } = await plummet.POST("/api/quotes", {
      body: { ...request(uniqueEmail("invalid")), age: "", postcode: "nowhere" },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    const message: string | undefined = error?.message;
    expect(message).toBe("The request has invalid fields");
    expect(error?.issues).toEqual([
      { path: "age", message: "Please enter your age" },
      { path: "postcode", message: expect.stringContaining("postcode") },
    ]);
  });

  it("retries a POST whose answer was lost with the same key: one quote set, one email", async () => {
    const proxy = new AnswerDroppingProxy(new URL(service.url));
    const proxyUrl = await proxy.listen();
    try {
      const recorder = recordingFetch();
      const plummet = createPlummetClient({ baseUrl: proxyUrl, apiKey, fetch: recorder.fetch, retries: 2 });
      const email = uniqueEmail("retried");
      const before = await usageQuotes(createPlummetClient({ baseUrl: service.url, apiKey }));

      const { data, response } = await plummet.POST("/api/quotes", { body: request(email) });
      expect(response.status).toBe(201);
      expect(response.headers.get("idempotency-replayed")).toBe("true");
      expect(recorder.sent.map((entry) => entry.status)).toEqual(["failed", 201]);
      const [first, second] = recorder.sent;
      expect(second!.headers.get("idempotency-key")).toBe(first!.headers.get("idempotency-key"));

      // The service made one quote set for both attempts, and queued one email for it.
      const after = await usageQuotes(createPlummetClient({ baseUrl: service.url, apiKey }));
      expect(after - before).toBe(1);
      const emails = await waitForEmails(service.mailDir, email);
      expect(emails).toHaveLength(1);
      expect(readFileSync(join(service.mailDir, emails[0]!), "utf8")).toContain(data!.reference);
    } finally {
      await proxy.close();
    }
  });

  it("honours a 429's Retry-After and then succeeds", async () => {
    const recorder = recordingFetch();
    // Anonymous: three writes per two seconds for this address.
    const plummet = createPlummetClient({ baseUrl: service.url, fetch: recorder.fetch, retries: 3 });
    const send = (i: number) =>
      plummet.POST("/api/contact", {
        body: {
          fullName: "Sam Patel",
          email: uniqueEmail(`limit${i}`),
          inquiryType: "general",
          message: `Hi ${i}`,
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(i)).response.status);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const wire = recorder.sent.map((entry) => entry.status);
    expect(wire).toContain(429);
    expect(wire.at(-1)).toBe(201);
    // The retry after the 429 is the same request: the same Idempotency-Key.
    const limited = recorder.sent.findIndex((entry) => entry.status === 429);
    expect(recorder.sent[limited + 1]!.headers.get("idempotency-key")).toBe(
      recorder.sent[limited]!.headers.get("idempotency-key"),
    );
  });

  it("answers a 401 in the error shape for a revoked or unknown key", async () => {
    const plummet = createPlummetClient({ baseUrl: service.url, apiKey: `${apiKey}x` });
    const { error, response } = await plummet.GET("/api/partner/usage");
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    expect(error?.statusCode).toBe(401);
  });
});

describe("@plummet/client's time limit", () => {
  let silent: Server;
  let url: string;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => {
      sockets.add(socket);
    });
    url = await new Promise((resolve) =>
      silent.listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(silent.address() as { port: number }).port}`),
      ),
    );
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("aborts each attempt after timeoutMs, retries, then rejects with a TimeoutError", async () => {
    const plummet = createPlummetClient({ baseUrl: url, timeoutMs: 200, retries: 1 });
    await expect(plummet.GET("/api/health")).rejects.toMatchObject({ name: "TimeoutError" });
    expect(sockets.size).toBe(2);
  });

  it("stops at once when the caller's own signal aborts", async () => {
    const plummet = createPlummetClient({ baseUrl: url, timeoutMs: 60_000, retries: 5 });
    const controller = new AbortController();
    const pending = plummet.GET("/api/health", { signal: controller.signal });
    controller.abort(new Error("caller gave up"));
    await expect(pending).rejects.toThrow("caller gave up");
  });
});

describe("Retry-After", () => {
  it("reads delay-seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs("Wed, 25 Nov 2026 04:00:10 GMT", Date.parse("2026-11-25T04:00:00Z"))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
  });
});

async function usageQuotes(plummet: ReturnType<typeof createPlummetClient>): Promise<number> {
  const { data } = await plummet.GET("/api/partner/usage", { params: { query: { days: 1 } } });
  return (data?.days ?? []).reduce((sum, day) => sum + day.quotes, 0);
}

/** The .eml files to an address, once the service's mail sender has written at least one. */
async function waitForEmails(mailDir: string, address: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = readdirSync(mailDir).filter(
      (name) => name.endsWith(".eml") && readFileSync(join(mailDir, name), "utf8").includes(`To: ${address}`),
    );
    if (files.length > 0 || Date.now() > deadline) return files;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
