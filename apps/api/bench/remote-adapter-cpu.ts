/**
 * CPU per remote insurer asked, in this process only: the remote adapters (signing, undici,
 * reading and validating answers, building quotes) against the built sandbox in a process of its
 * own, 10 insurers at BENCH_LATENCY_MS (default 5), 200 quote requests 20 at a time.
 *
 *   pnpm --filter @plummet/api bench:remote-cpu   (after building the sandbox)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insurers as panel } from "@plummet/content/insurers";
import { gatherQuotes } from "../src/providers/aggregator";
import { RemoteInsurers } from "../src/providers/remote-adapter";
import { coverCatalogue } from "../src/quotes/cover-catalogue";
import { freePort, packageDir } from "./service";

const SECRET = "a benchmark secret for the sandbox insurers";
const products = ["car", "van", "bike", "home", "travel", "pet", "breakdown", "life", "medical"];
const folder = mkdtempSync(join(tmpdir(), "plummet-adapter-cpu-"));
const slugs = Array.from({ length: 10 }, (_, i) => `cpu-${i + 1}`);
writeFileSync(
  join(folder, "sandbox.json"),
  JSON.stringify({ insurers: slugs.map((slug) => ({ slug, name: slug, products })) }),
);
const port = await freePort();
const sandbox = spawn(process.execPath, [join(packageDir, "..", "insurer-sandbox", "dist", "server.js")], {
  env: {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    SANDBOX_CONFIG: join(folder, "sandbox.json"),
    SANDBOX_SECRET: SECRET,
    SANDBOX_LATENCY_MS: process.env.BENCH_LATENCY_MS ?? "5",
    LOG_LEVEL: "warn",
  },
  stdio: "ignore",
});
try {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const remote = slugs.map((slug) => ({
    slug,
    name: slug,
    products: products as never,
    endpoint: `http://127.0.0.1:${port}/insurers/${slug}/quote`,
    landingUrl: `http://127.0.0.1:${port}/insurers/${slug}/continue`,
    secretEnv: "X",
    secret: SECRET,
    rating: 0,
    productNames: {},
    protocol: 1 as const,
  }));
  const catalogue = coverCatalogue(panel, remote);
  const insurers = new RemoteInsurers(remote, {
    catalogue,
    maxAnswerBytes: 65_536,
    connectionsPerInsurer: 64,
    breakerFailures: 5,
    breakerCooldownMs: 30_000,
    clock: () => new Date(),
  });
  const ask = (n: number) =>
    gatherQuotes(
      insurers.adapters,
      { insuranceType: "car", coverageAmount: "standard", age: 35 + (n % 10), postcode: "M1 1AE" },
      {
        budgetMs: 2_000,
        context: { quoteId: (slug) => `PLM-CPU${n}-${slug}` },
      },
    );
  const run = async (total: number) => {
    let quoted = 0;
    for (let i = 0; i < total; i += 20) {
      const sets = await Promise.all(Array.from({ length: 20 }, (_, j) => ask(i + j)));
      quoted += sets.reduce((sum, set) => sum + set.quotes.length, 0);
    }
    return quoted;
  };
  await run(100); // warm-up
  const before = process.cpuUsage();
  const started = performance.now();
  const quoted = await run(400);
  const cpu = process.cpuUsage(before);
  const cpuUs = cpu.user + cpu.system;
  console.log(
    `${quoted} remote quotes in ${Math.round(performance.now() - started)} ms; ${Math.round(cpuUs / quoted)} µs CPU per remote insurer asked, ${Math.round(cpuUs / 400)} µs per set of 10`,
  );
  await insurers.close();
} finally {
  sandbox.kill("SIGTERM");
}
