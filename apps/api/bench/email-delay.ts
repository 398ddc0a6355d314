/**
 * Email under load: offers POST /api/quotes at a steady rate (200/s for 60 s by default) to the
 * built service sending through a real SMTP server (smtp-server, in this process), and prints how
 * long each quote set's email took to arrive after its quote was answered (the distribution, and
 * how long the backlog took to drain), then the quote latency with email on against email off
 * (MAIL_SENDER=off) at the same rate. PGlite by default; PostgreSQL with BENCH_DATABASE_URL.
 * It prints figures; it asserts nothing.
 *
 *   pnpm --filter @plummet/api bench:email
 *   BENCH_EMAIL_RATE=200 BENCH_EMAIL_SECONDS=60 BENCH_DATABASE_URL=postgres://... (optional)
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";
import { quoteBodies, startService } from "./service";

const rate = Number(process.env.BENCH_EMAIL_RATE ?? 200);
const seconds = Number(process.env.BENCH_EMAIL_SECONDS ?? 60);
const DRAIN_LIMIT_MS = 120_000;

/** Receives mail and notes when each quote set's email (named by its reference) arrived. */
async function startSmtpServer(arrivals: Map<string, number>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const reference = head.match(/\((PLM-[A-Z0-9]+)\)/)?.[1];
        if (reference) arrivals.set(reference, Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(
  email: "on" | "off",
  env: NodeJS.ProcessEnv,
  smtpPort: number,
  arrivals: Map<string, number>,
) {
  const service = await startService({
    ...env,
    MAIL_SENDER: email,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  const answered = new Map<string, number>();
  try {
    const result = await autocannon({
      url: `${service.url}/api/quotes`,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: quoteBodies.map((body) => ({
        body,
        onResponse: (status: number, responseBody: string) => {
          if (status === 201) answered.set(JSON.parse(responseBody).reference, Date.now());
        },
      })),
      connections: Math.max(10, Math.ceil(rate / 20)),
      overallRate: rate,
      duration: seconds,
    });
    const loadEnded = Date.now();
    if (email === "on") {
      while ([...answered.keys()].some((reference) => !arrivals.has(reference))) {
        if (Date.now() - loadEnded > DRAIN_LIMIT_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return { result, answered, drainedMs: Date.now() - loadEnded };
  } finally {
    await service.stop();
  }
}

async function bench(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const arrivals = new Map<string, number>();
  const smtp = await startSmtpServer(arrivals);
  try {
    const on = await run("on", env, smtp.port, arrivals);
    const delays = [...on.answered].flatMap(([reference, at]) => {
      const arrived = arrivals.get(reference);
      return arrived === undefined ? [] : [arrived - at];
    });
    delays.sort((a, b) => a - b);
    const missing = on.answered.size - delays.length;
    console.log(`\n${name}: ${rate} quotes/s for ${seconds} s, email sent through a local SMTP server`);
    console.log(
      `Quote sets answered: ${on.answered.size}; emails arrived: ${delays.length}; missing: ${missing}`,
    );
    console.table([
      {
        "p50 s": (percentile(delays, 50) / 1000).toFixed(2),
        "p90 s": (percentile(delays, 90) / 1000).toFixed(2),
        "p99 s": (percentile(delays, 99) / 1000).toFixed(2),
        "max s": (percentile(delays, 100) / 1000).toFixed(2),
        "within 10 s": `${((100 * delays.filter((delay) => delay <= 10_000).length) / Math.max(1, on.answered.size)).toFixed(1)}%`,
      },
    ]);
    console.log(
      missing === 0
        ? `The backlog drained ${(on.drainedMs / 1000).toFixed(1)} s after the load stopped.`
        : `The backlog had not drained ${DRAIN_LIMIT_MS / 1000} s after the load stopped.`,
    );

    const off = await run("off", env, smtp.port, arrivals);
    console.log("Quote latency at the same rate, email on against off (MAIL_SENDER=off):");
    console.table(
      [
        ["on", on.result],
        ["off", off.result],
      ].map(([email, result]) => {
        const r = result as autocannon.Result;
        return {
          email,
          "achieved /s": Math.round(r.requests.total / seconds),
          "p50 ms": r.latency.p50,
          "p99 ms": r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
        };
      }),
    );
  } finally {
    await new Promise((resolve) => smtp.server.close(() => resolve(undefined)));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "plummet-bench-email-"));
try {
  await bench("PGlite", { DATA_DIR: dataDir });
  if (process.env.BENCH_DATABASE_URL)
    await bench("PostgreSQL", { DATABASE_URL: process.env.BENCH_DATABASE_URL });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
