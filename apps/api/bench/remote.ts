/**
 * Benchmark: quote sets priced by remote insurers. Starts the built insurer sandbox (its own
 * process, 127.0.0.1, a free port) with 10 insurers answering in 50 ms, and the built quotes
 * service with BUILTIN_PANEL=off asking them, then offers POST /api/quotes at a fixed rate with
 * autocannon and prints p50/p99, how many sets had all 10 insurers, the 5xx count and the
 * service's CPU time per quote:
 *
 *   1. the 10 insurers, all healthy;
 *   2. 8 healthy, one refusing connections and one that never answers (left out at the budget);
 *   3. the built-in panel alone, at the same rate, for its CPU per quote.
 *
 * It prints figures; it asserts nothing.
 *
 *   pnpm --filter @plummet/api bench:remote      (builds the service and the sandbox first)
 *   BENCH_RATE=200 BENCH_SECONDS=10 BENCH_LATENCY_MS=50
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { cpuMs, freePort, packageDir, quoteRequests, startService } from "./service";

const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 50);
const SECRET = "a benchmark secret for the sandbox insurers";
const allProducts = ["car", "van", "bike", "home", "travel", "pet", "breakdown", "life", "medical"];
const healthy = Array.from({ length: 10 }, (_, index) => `bench-${index + 1}`);

const sandboxDir = join(packageDir, "..", "insurer-sandbox");
spawnSync("pnpm", ["turbo", "run", "build", "--filter=@plummet/api", "--output-logs=errors-only"], {
  cwd: packageDir,
  stdio: "inherit",
});

/** Starts the built sandbox with the given insurers and waits for it. */
async function startSandbox(
  folder: string,
  insurers: object[],
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const config = join(folder, "sandbox.json");
  writeFileSync(config, JSON.stringify({ insurers }));
  const port = await freePort();
  const child = spawn(process.execPath, [join(sandboxDir, "dist", "server.js")], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SANDBOX_CONFIG: config,
      SANDBOX_SECRET: SECRET,
      SANDBOX_LATENCY_MS: String(latencyMs),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child, stop };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("The sandbox did not start");
}

interface Result {
  p50: number;
  p99: number;
  answered: number;
  complete: number;
  fiveXx: number;
  errors: number;
  cpuUsPerQuote?: number;
}

async function offer(
  url: string,
  pid: number | undefined,
  expected: number,
  sandboxPid?: number,
): Promise<Result & { sandboxCpuMs?: number }> {
  let complete = 0;
  const requests = quoteRequests({
    onResponse: (status: number, text: string) => {
      if (status !== 201) return;
      const set = JSON.parse(text) as { quotes: Array<{ providerSlug: string }> };
      if (set.quotes.length >= expected) complete += 1;
    },
  });
  const options = {
    url: `${url}/api/quotes`,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    requests,
    connections: Math.max(20, Math.ceil(rate / 4)),
  };
  await autocannon({ ...options, duration: 3, overallRate: rate }); // warm-up
  complete = 0;
  const before = cpuMs(pid);
  const sandboxBefore = cpuMs(sandboxPid);
  const result = await autocannon({ ...options, duration: seconds, overallRate: rate });
  const after = cpuMs(pid);
  const sandboxAfter = cpuMs(sandboxPid);
  const answered = result.requests.total;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered,
    complete,
    fiveXx: result["5xx"],
    errors: result.errors + result.timeouts,
    cpuUsPerQuote:
      before === undefined || after === undefined || answered === 0
        ? undefined
        : Math.round(((after - before) * 1000) / answered),
    ...(sandboxBefore !== undefined &&
      sandboxAfter !== undefined && { sandboxCpuMs: sandboxAfter - sandboxBefore }),
  };
}

const folder = mkdtempSync(join(tmpdir(), "plummet-bench-remote-"));
const say = (message: string) => console.log(`› ${message}`);
const rows: Record<string, unknown>[] = [];
const sandbox = await startSandbox(folder, [
  ...healthy.map((slug) => ({ slug, name: `Bench Insurer ${slug.slice(6)}`, products: allProducts })),
  { slug: "bench-hang", name: "Bench Hanging", products: allProducts, fault: "hang" },
]);
try {
  const refusing = `http://127.0.0.1:${await freePort()}/quote`;
  const entry = (slug: string, endpoint = `${sandbox.url}/insurers/${slug}/quote`) => ({
    slug,
    name: `Bench Insurer ${slug.slice(6)}`,
    products: allProducts,
    endpoint,
    landingUrl: `${sandbox.url}/insurers/${slug}/continue`,
    secretEnv: "BENCH_SANDBOX_SECRET",
  });
  const scenarios = [
    {
      name: `10 remote insurers answering in ${latencyMs} ms`,
      insurers: healthy.map((slug) => entry(slug)),
      expect: 10,
    },
    {
      name: "8 of them, one refusing connections, one never answering",
      insurers: [
        ...healthy.slice(0, 8).map((slug) => entry(slug)),
        entry("bench-refuse", refusing),
        entry("bench-hang"),
      ],
      expect: 8,
    },
  ];
  say(`sandbox on ${sandbox.url}`);
  for (const scenario of scenarios) {
    say(scenario.name);
    const file = join(folder, `remote-${rows.length}.json`);
    writeFileSync(file, JSON.stringify(scenario.insurers));
    const service = await startService({
      DATA_DIR: join(folder, `data-${rows.length}`),
      MAIL_SENDER: "off",
      BUILTIN_PANEL: "off",
      REMOTE_INSURERS_FILE: file,
      BENCH_SANDBOX_SECRET: SECRET,
      // The refusing insurer would otherwise be skipped by its breaker after 5 failures.
      REMOTE_BREAKER_FAILURES: process.env.BENCH_BREAKER_FAILURES ?? "5",
    });
    try {
      const result = await offer(service.url, service.child.pid, scenario.expect, sandbox.child.pid);
      // The sandbox's CPU per priced answer (in the second scenario the hanging insurer's
      // requests cost it too, and are not counted as answers).
      const answers = result.answered * scenario.expect;
      rows.push({
        scenario: scenario.name,
        "offered /s": rate,
        "answered /s": Math.round(result.answered / seconds),
        "p50 ms": result.p50,
        "p99 ms": result.p99,
        [`sets with all ${scenario.expect} healthy`]: `${result.complete}/${result.answered}`,
        "5xx": result.fiveXx,
        "errors/timeouts": result.errors,
        "service CPU µs/quote": result.cpuUsPerQuote ?? "n/a",
        "sandbox CPU µs/answer":
          result.sandboxCpuMs === undefined ? "n/a" : Math.round((result.sandboxCpuMs * 1000) / answers),
      });
    } finally {
      await service.stop();
    }
  }
  const builtIn = await startService({ DATA_DIR: join(folder, "data-builtin"), MAIL_SENDER: "off" });
  try {
    const result = await offer(builtIn.url, builtIn.child.pid, 0);
    rows.push({
      scenario: "the built-in panel alone (48 insurers, in process)",
      "offered /s": rate,
      "answered /s": Math.round(result.answered / seconds),
      "p50 ms": result.p50,
      "p99 ms": result.p99,
      "5xx": result.fiveXx,
      "errors/timeouts": result.errors,
      "service CPU µs/quote": result.cpuUsPerQuote ?? "n/a",
    });
  } finally {
    await builtIn.stop();
  }
} finally {
  await sandbox.stop();
  rmSync(folder, { recursive: true, force: true });
}
console.log(
  `\nPOST /api/quotes at ${rate}/s for ${seconds} s (PGlite, email queued not sent), PROVIDER_TIMEOUT_MS default`,
);
console.table(rows);
console.log(
  `Machine load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);
