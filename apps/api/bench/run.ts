/**
 * Benchmark: what an operator sizes the quotes service by. Starts the built service on
 * 127.0.0.1 (a free port) as `npm start` runs it — a throwaway PGlite folder, email on, written
 * as .eml files — then again with email off (MAIL_SENDER=off: quote sets still queue their
 * email, nothing sends it), and the same two on PostgreSQL when BENCH_DATABASE_URL is set. Each
 * offers POST /api/quotes (a mix of all nine products) at fixed rates with autocannon and prints,
 * per rate: p50 and p99 latency, the rate achieved, and the service's CPU time per quote (all its
 * threads, from /proc, email included when on). Then the highest offered rate held with p99
 * under 50 ms; then POST /api/quotes streamed (Accept: text/event-stream) at 200 a second, each
 * timed to its first `event: quote` and to its end. It prints figures; it asserts nothing.
 *
 *   pnpm --filter @plummet/api bench                         (builds first when dist/ is missing)
 *   BENCH_RATES=250,500,1000,1500 BENCH_SECONDS=8 BENCH_DATABASE_URL=postgres://... (optional)
 *   BENCH_EMAIL=on (or off) to run one email setting only; BENCH_STREAM_RATE=200 (0: no streamed run)
 *   BENCH_CPU_PROF=<folder>: the service writes a CPU profile there (bench/profile-summary.ts)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { Agent, request } from "undici";
import { cpuMs, nextQuoteBody, quoteRequests, startService } from "./service";

const rates = (process.env.BENCH_RATES ?? "250,500,1000,1500,2000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const emailSettings = (process.env.BENCH_EMAIL ?? "on,off").split(",") as Array<"on" | "off">;
const P99_TARGET_MS = 50;
/** The streamed requests' rate (BENCH_STREAM_RATE; 0 for none). */
const streamRate = Number(process.env.BENCH_STREAM_RATE ?? 200);

interface RateResult {
  offered: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  cpuUsPerQuote: number | undefined;
}

async function offer(url: string, rate: number, pid: number | undefined): Promise<RateResult> {
  const before = cpuMs(pid);
  const result = await autocannon({
    url: `${url}/api/quotes`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: quoteRequests(),
    // Enough connections that the offered rate, not the connection count, sets the pace.
    connections: Math.max(10, Math.ceil(rate / 20)),
    overallRate: rate,
    duration: seconds,
  });
  const after = cpuMs(pid);
  const answered = result.requests.total;
  return {
    offered: rate,
    achieved: Math.round(answered / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUsPerQuote:
      before === undefined || after === undefined || answered === 0
        ? undefined
        : Math.round(((after - before) * 1000) / answered),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * POST /api/quotes with `Accept: text/event-stream` at a fixed rate (undici, keep-alive), timing
 * each request to its first `event: quote` and to the end of its stream.
 */
async function offerStreamed(url: string, rate: number, pid: number | undefined) {
  const dispatcher = new Agent({ connections: 100 });
  const firstQuote: number[] = [];
  const whole: number[] = [];
  let errors = 0;
  const ask = async () => {
    const started = performance.now();
    try {
      const response = await request(`${url}/api/quotes`, {
        method: "POST",
        dispatcher,
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: nextQuoteBody(),
      });
      let text = "";
      let found = false;
      for await (const chunk of response.body) {
        if (found) continue;
        text += String(chunk);
        if (text.includes("event: quote")) {
          found = true;
          firstQuote.push(performance.now() - started);
        }
      }
      if (response.statusCode !== 200) errors += 1;
      whole.push(performance.now() - started);
    } catch {
      errors += 1;
    }
  };
  const before = cpuMs(pid);
  const start = performance.now();
  const asked: Promise<void>[] = [];
  for (let index = 0; index < rate * seconds; index += 1) {
    const wait = start + (index * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    asked.push(ask());
  }
  await Promise.all(asked);
  const after = cpuMs(pid);
  await dispatcher.close();
  firstQuote.sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    "offered /s": rate,
    streams: whole.length,
    errors,
    "first quote p50 ms": round(percentile(firstQuote, 50)),
    "first quote p99 ms": round(percentile(firstQuote, 99)),
    "whole stream p99 ms": round(percentile(whole, 99)),
    "service CPU µs/quote":
      before === undefined || after === undefined
        ? "n/a"
        : Math.round(((after - before) * 1000) / whole.length),
  };
}

async function bench(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const service = await startService(env);
  try {
    // Warm-up: the JIT, the database's caches and the connection pool.
    await autocannon({
      url: `${service.url}/api/quotes`,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: quoteRequests(),
      connections: 10,
      duration: 3,
    });

    const results: RateResult[] = [];
    for (const rate of rates) results.push(await offer(service.url, rate, service.child.pid));
    console.log(`\n${name}: POST /api/quotes at fixed offered rates, ${seconds} s each`);
    console.table(
      results.map((r) => ({
        "offered /s": r.offered,
        "achieved /s": r.achieved,
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors,
        "service CPU µs/quote": r.cpuUsPerQuote ?? "n/a",
      })),
    );
    const held = results.filter(
      (r) => r.p99 < P99_TARGET_MS && r.errors === 0 && r.achieved >= r.offered * 0.95,
    );
    const best = held.at(-1);
    console.log(
      best
        ? `Highest offered rate held with p99 < ${P99_TARGET_MS} ms: ${best.offered} quotes/s`
        : `No offered rate was held with p99 < ${P99_TARGET_MS} ms`,
    );
    if (streamRate > 0) {
      console.log(`\n${name}: streamed (Accept: text/event-stream), ${seconds} s`);
      console.table([await offerStreamed(service.url, streamRate, service.child.pid)]);
    }
  } finally {
    await service.stop();
  }
}

const emailWords = {
  on: "email on (sent by the service, as .eml files)",
  off: "email off (MAIL_SENDER=off: queued, not sent)",
};
for (const email of emailSettings) {
  const dataDir = mkdtempSync(join(tmpdir(), "plummet-bench-"));
  try {
    await bench(`PGlite (embedded, as npm start runs it), ${emailWords[email]}`, {
      DATA_DIR: dataDir,
      MAIL_DIR: join(dataDir, "mail"),
      MAIL_SENDER: email,
    });
    if (process.env.BENCH_DATABASE_URL) {
      await bench(`PostgreSQL, ${emailWords[email]}`, {
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        MAIL_DIR: join(dataDir, "mail"),
        MAIL_SENDER: email,
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (!process.env.BENCH_DATABASE_URL)
  console.log("\n(Set BENCH_DATABASE_URL=postgres://... to bench on PostgreSQL too.)");
console.log(
  `\nMachine load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);
