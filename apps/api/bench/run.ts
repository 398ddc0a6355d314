/**
 * Benchmark: what an operator sizes the quotes service by. Starts the built service on
 * 127.0.0.1 (a free port) as `npm start` runs it — a throwaway PGlite folder, email on, written
 * as .eml files — then again with email off (MAIL_SENDER=off: quote sets still queue their
 * email, nothing sends it), and the same two on PostgreSQL when BENCH_DATABASE_URL is set. Each
 * offers POST /api/quotes (a mix of all nine products) at fixed rates with autocannon and prints,
 * per rate: p50 and p99 latency, the rate achieved, and the service's CPU time per quote (all its
 * threads, from /proc, email included when on). Then the highest offered rate held with p99
 * under 50 ms. It prints figures; it asserts nothing.
 *
 *   pnpm --filter @plummet/api bench                         (builds first when dist/ is missing)
 *   BENCH_RATES=250,500,1000,1500 BENCH_SECONDS=8 BENCH_DATABASE_URL=postgres://... (optional)
 *   BENCH_EMAIL=on (or off) to run one email setting only
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { cpuMs, quoteBodies, startService } from "./service";

const rates = (process.env.BENCH_RATES ?? "250,500,1000,1500,2000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const emailSettings = (process.env.BENCH_EMAIL ?? "on,off").split(",") as Array<"on" | "off">;
const P99_TARGET_MS = 50;

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
    requests: quoteBodies.map((body) => ({ body })),
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

async function bench(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const service = await startService(env);
  try {
    // Warm-up: the JIT, the database's caches and the connection pool.
    await autocannon({
      url: `${service.url}/api/quotes`,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: quoteBodies.map((body) => ({ body })),
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
