import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { QuoteSetResponse } from "@plummet/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/service";
import { runPartnersCommand } from "../../src/partners/cli";
import { testDatabaseUrl } from "../db/drivers";
import { SPAWNS_PROCESSES_MS, validQuoteBody } from "../helper";

/**
 * How the service scales past one machine: three instances of the built service on one
 * PostgreSQL database (reached through a TCP proxy the test can cut, to play the database going
 * away) and one Redis. Needs a PostgreSQL server (TEST_DATABASE_URL, whose role may create
 * databases) and Debian's redis-server; npm test provides both.
 */
const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const serverEntry = join(packageDir, "dist", "server.js");
const mailWorkerEntry = join(packageDir, "dist", "mail-worker.js");
const redisServer = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";
const canRun = Boolean(testDatabaseUrl) && existsSync(redisServer);
/** The key every instance and mail worker signs email links with (they must share one). */
const clusterLinkSecret = "the cluster test's key for links in emails, 32+";

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
class CuttableProxy {
  private readonly sockets = new Set<Socket>();
  private cut = false;
  private server: Server | undefined;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    this.server = createServer((client) => {
      if (this.cut) return client.destroy();
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) =>
      this.server!.listen(0, "127.0.0.1", () => resolve((this.server!.address() as { port: number }).port)),
    );
  }

  cutOff() {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore() {
    this.cut = false;
  }

  close(): Promise<void> {
    this.cutOff();
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

interface Instance {
  url: string;
  child: ChildProcess;
  log: string[];
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Keeps what a process prints, for assertions and for the failure message. */
function following(instance: Instance): Instance {
  instance.child.stdout?.on("data", (chunk: Buffer) => instance.log.push(chunk.toString()));
  instance.child.stderr?.on("data", (chunk: Buffer) => instance.log.push(chunk.toString()));
  return instance;
}

/** A client's requests: through a given instance, from a given (proxied) client IP. */
function post(instance: Instance, path: string, body: unknown, clientIp: string) {
  return fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientIp },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

describe.skipIf(!canRun)("three instances on one PostgreSQL and one Redis", () => {
  const adminUrl = new URL(testDatabaseUrl ?? "postgres://localhost/none");
  const databaseName = `plummet_cluster_${process.pid}`;
  const instances: Instance[] = [];
  const mailWorkers: Instance[] = [];
  const mailDir = mkdtempSync(join(tmpdir(), "plummet-cluster-mail-"));
  let redis: ChildProcess | undefined;
  let proxy: CuttableProxy;
  let clusterDb: pg.Pool;
  let clusterUrl: string;

  beforeAll(async () => {
    if (!existsSync(serverEntry)) spawnSync("pnpm", ["run", "build"], { cwd: packageDir, stdio: "inherit" });
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    clusterUrl = databaseUrl.toString();
    clusterDb = new pg.Pool({ connectionString: clusterUrl, max: 2 });

    const redisPort = await freePort();
    redis = spawn(
      redisServer,
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );

    proxy = new CuttableProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    const proxyPort = await proxy.listen();
    const viaProxy = new URL(databaseUrl);
    viaProxy.host = `127.0.0.1:${proxyPort}`;

    // All three at the same moment, on the empty database.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    for (const port of ports) {
      const child = spawn(process.execPath, [serverEntry], {
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          LOG_LEVEL: "info",
          DATABASE_URL: viaProxy.toString(),
          LINK_SECRET: clusterLinkSecret,
          DATABASE_TIMEOUT_MS: "1000",
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          RATE_LIMIT_MAX: "30",
          TRUST_PROXY: "true",
          // Each serves its metrics on a free private port (it logs which).
          METRICS_PORT: "0",
          // The instances only price: two mail workers send their email.
          MAIL_SENDER: "off",
          // All three run the reminder job: a reminder set for a renewal due now asks for a run at
          // once, which whichever instance polls its queue first takes.
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      instances.push(following({ url: `http://127.0.0.1:${port}`, child, log: [] }));
    }
    for (let worker = 0; worker < 2; worker += 1) {
      const child = spawn(process.execPath, [mailWorkerEntry], {
        env: {
          ...process.env,
          LOG_LEVEL: "info",
          DATABASE_URL: databaseUrl.toString(),
          LINK_SECRET: clusterLinkSecret,
          METRICS_PORT: "off",
          MAIL_POLL_MS: "200",
          // The emails go to a throwaway folder, as .eml files, not the package's data folder.
          MAIL_DIR: mailDir,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      mailWorkers.push(following({ url: "", child, log: [] }));
    }
    await Promise.all(
      instances.map((instance) =>
        waitFor(
          async () => (await fetch(`${instance.url}/api/health/ready`)).ok,
          60_000,
          `${instance.url} ready`,
        ),
      ),
    );
  }, SPAWNS_PROCESSES_MS);

  afterAll(async () => {
    for (const { child } of [...instances, ...mailWorkers])
      if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(mailDir, { recursive: true, force: true });
    redis?.kill("SIGKILL");
    await proxy?.close();
    await clusterDb?.end();
    if (testDatabaseUrl) {
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  });

  it("all come up, and each migration ran once", async () => {
    const journal = JSON.parse(readFileSync(join(packageDir, "drizzle", "meta", "_journal.json"), "utf8"));
    const applied = await clusterDb.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it("purges expired data on one instance per interval, not on all of them", async () => {
    await waitFor(
      async () => instances.some(({ log }) => log.join("").includes("purged expired data")),
      10_000,
      "a purge",
    );
    const purges = instances.map(({ log }) => log.join("").split("purged expired data").length - 1);
    expect(purges.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it("reads and selects through one instance a quote set made through another", async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const created = await post(a, "/api/quotes", validQuoteBody, "198.51.100.1");
    expect(created.status).toBe(201);
    const set = (await created.json()) as QuoteSetResponse;
    const read = await fetch(`${b.url}/api/quotes/${set.reference}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as QuoteSetResponse).quotes).toEqual(set.quotes);
    const selected = await post(
      c,
      `/api/quotes/${set.reference}/select`,
      { quoteId: set.quotes[0]!.id },
      "198.51.100.1",
    );
    expect(selected.status).toBe(200);
  });

  it("answers a retried Idempotency-Key on another instance with the first answer, and makes one quote set", async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const key = crypto.randomUUID();
    const email = `cluster.replay.${process.pid}@example.com`;
    const send = (instance: Instance) =>
      fetch(`${instance.url}/api/quotes`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": "198.51.100.4",
          "idempotency-key": `"${key}"`,
        },
        body: JSON.stringify({ ...validQuoteBody, email }),
        signal: AbortSignal.timeout(10_000),
      });
    const first = await send(a);
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    for (const other of [b, c]) {
      const replay = await send(other);
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotency-replayed")).toBe("true");
      expect(await replay.text()).toBe(firstBody);
    }
    const sets = await clusterDb.query("select count(*)::int as n from quote_requests where email = $1", [
      email,
    ]);
    expect(sets.rows[0].n).toBe(1);
    const emails = await clusterDb.query(
      "select count(*)::int as n from mail_outbox m join quote_requests q on q.id = m.quote_request_id where q.email = $1",
      [email],
    );
    expect(emails.rows[0].n).toBe(1);
  });

  it("gives one winner when the same key races on all three instances at once", async () => {
    const key = crypto.randomUUID();
    const email = `cluster.race.${process.pid}@example.com`;
    const answers = await Promise.all(
      instances.map((instance) =>
        fetch(`${instance.url}/api/quotes`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": "198.51.100.5",
            "idempotency-key": key,
          },
          body: JSON.stringify({ ...validQuoteBody, email }),
          signal: AbortSignal.timeout(10_000),
        }),
      ),
    );
    expect(answers.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    expect(
      answers.filter((res) => res.status === 201 && !res.headers.get("idempotency-replayed")),
    ).toHaveLength(1);
    const sets = await clusterDb.query("select count(*)::int as n from quote_requests where email = $1", [
      email,
    ]);
    expect(sets.rows[0].n).toBe(1);
  });

  it("shares one rate limit between the instances through Redis", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 33; i += 1) {
      const instance = instances[i % 3]!;
      const res = await post(
        instance,
        "/api/contact",
        { fullName: "Sam Patel", email: "sam@example.com", inquiryType: "general", message: `Hello ${i}` },
        "198.51.100.2",
      );
      statuses.push(res.status);
    }
    // 30 writes a window for this client in all, wherever they land (per instance it would be 90).
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
  });

  it("gives a partner key its own limit on every instance, and a revocation holds on all of them", async () => {
    const out: string[] = [];
    const env = { DATABASE_URL: clusterUrl, LOG_LEVEL: "silent" };
    expect(
      await runPartnersCommand(
        ["create", "Cluster Partner"],
        env,
        (line) => out.push(line),
        () => {},
      ),
    ).toBe(0);
    const id = out[0]!.replace("id: ", "");
    const key = out[1]!.replace("key: ", "");
    const withKey = (instance: Instance, path: string, body?: unknown) =>
      fetch(`${instance.url}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
          // The address the previous test used up: the key is counted on its own.
          "x-forwarded-for": "198.51.100.2",
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    for (const instance of instances) {
      expect((await withKey(instance, "/api/quotes", validQuoteBody)).status).toBe(201);
    }
    const usage = (await (await withKey(instances[1]!, "/api/partner/usage")).json()) as { days: unknown[] };
    expect(usage.days).toEqual([expect.objectContaining({ insuranceType: "car", quotes: 3, clickOuts: 0 })]);

    expect(
      await runPartnersCommand(
        ["revoke", id],
        env,
        () => {},
        () => {},
      ),
    ).toBe(0);
    for (const instance of instances) {
      expect((await withKey(instance, "/api/partner/usage")).status).toBe(401);
    }
  });

  it("answers 503 quickly while PostgreSQL is away, and recovers without a restart", async () => {
    const [a] = instances as [Instance];
    proxy.cutOff();
    try {
      await waitFor(
        async () => (await fetch(`${a.url}/api/health/ready`)).status === 503,
        10_000,
        "not ready",
      );
      const started = Date.now();
      const quote = await post(a, "/api/quotes", validQuoteBody, "198.51.100.3");
      expect(quote.status).toBe(503);
      expect(quote.headers.get("retry-after")).toBe("5");
      // DATABASE_TIMEOUT_MS is 1 s: never a hang.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      proxy.restore();
    }
    await waitFor(async () => (await fetch(`${a.url}/api/health/ready`)).ok, 15_000, "ready again");
    expect((await post(a, "/api/quotes", validQuoteBody, "198.51.100.3")).status).toBe(201);
  });

  it("sends each quote set's email exactly once, through two mail workers, while the instances only price", async () => {
    const references = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        // An address each: one address gets at most 10 emails a day (the cap is not under test).
        const body = { ...validQuoteBody, email: `cluster.mail.${i}.${process.pid}@example.com` };
        const res = await post(instances[i % 3]!, "/api/quotes", body, `198.51.100.${150 + i}`);
        expect(res.status).toBe(201);
        return ((await res.json()) as QuoteSetResponse).reference;
      }),
    );
    const emailsAbout = (reference: string) =>
      readdirSync(mailDir).filter((name) => readFileSync(join(mailDir, name), "utf8").includes(reference))
        .length;
    await waitFor(
      async () => references.every((reference) => emailsAbout(reference) >= 1),
      30_000,
      "the emails",
    );
    // A moment more for any second copy to land.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const reference of references) expect(emailsAbout(reference)).toBe(1);
    for (const { log } of instances) expect(log.join("")).toContain("MAIL_SENDER=off");
  });

  it("sends each renewal reminder exactly once, however many instances look for due ones", async () => {
    const renewal = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const addresses = Array.from({ length: 6 }, (_, i) => `cluster.reminder.${i}.${process.pid}@example.com`);
    const fromReferences = await Promise.all(
      addresses.map(async (email, i) => {
        const quote = await post(
          instances[i % 3]!,
          "/api/quotes",
          { ...validQuoteBody, email },
          `198.51.100.${170 + i}`,
        );
        const { reference } = (await quote.json()) as QuoteSetResponse;
        const reminder = await post(
          instances[(i + 1) % 3]!,
          "/api/reminders",
          { reference, renewalDate: renewal, consent: true },
          `198.51.100.${180 + i}`,
        );
        expect(reminder.status).toBe(201);
        return reference;
      }),
    );
    const remindersSent = async () =>
      (
        await clusterDb.query(
          "select q.previous->>'reference' as from_reference from mail_outbox m join quote_requests q on q.id = m.quote_request_id where m.kind = 'renewal-reminder' and m.status = 'sent' and q.previous->>'reference' = any($1)",
          [fromReferences],
        )
      ).rows.map((row) => row.from_reference as string);
    await waitFor(
      async () => (await remindersSent()).length >= fromReferences.length,
      30_000,
      "the reminders",
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await remindersSent()).sort()).toEqual([...fromReferences].sort());
    const renewalEmailsTo = (address: string) =>
      readdirSync(mailDir).filter((name) => {
        const raw = readFileSync(join(mailDir, name), "utf8").replace(/=\r?\n/g, "");
        return raw.includes(`To: ${address}`) && raw.includes("This is the only one");
      }).length;
    for (const address of addresses) expect(renewalEmailsTo(address), address).toBe(1);
    const left = await clusterDb.query(
      "select count(*)::int as n from renewal_reminders where from_reference = any($1)",
      [fromReferences],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it("serves each instance's metrics on its own private port, never on the public one", async () => {
    const [a] = instances as [Instance];
    const metricsUrl = a.log.join("").match(/metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/)?.[1];
    expect(metricsUrl).toBeDefined();
    const text = await (await fetch(metricsUrl!)).text();
    expect(text).toMatch(/^plummet_quote_sets_total\{product="car"\} [1-9]/m);
    expect(text).toContain('plummet_db_pool_connections{state="in_use"}');
    expect((await fetch(`${a.url}/metrics`)).status).toBe(404);
  });

  it("loses no answered quote set when one instance is stopped (SIGTERM) under load", async () => {
    const [a, , c] = instances as [Instance, Instance, Instance];
    const load = Array.from({ length: 25 }, (_, i) =>
      post(c, "/api/quotes", validQuoteBody, `198.51.100.${10 + i}`)
        .then(async (res) =>
          res.status === 201 ? ((await res.json()) as QuoteSetResponse).reference : undefined,
        )
        .catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    c.child.kill("SIGTERM");
    const answered = (await Promise.all(load)).filter((reference): reference is string => Boolean(reference));
    if (c.child.exitCode === null) await new Promise((resolve) => c.child.once("exit", resolve));
    expect(c.child.exitCode).toBe(0);
    expect(answered.length).toBeGreaterThan(0);
    for (const reference of answered) {
      expect((await fetch(`${a.url}/api/quotes/${reference}`)).status).toBe(200);
    }
  });
});
