/** What the benches share: starting the built service on a free port, and reading its CPU time. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const packageDir = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = join(packageDir, "dist", "server.js");

/** One request per product, so a run exercises the whole rating engine. */
const products = [
  { insuranceType: "car", coverageAmount: "standard", age: "35", postcode: "M1 1AE" },
  { insuranceType: "van", coverageAmount: "basic", age: "42", postcode: "LS1 4AP" },
  { insuranceType: "bike", coverageAmount: "comprehensive", age: "23", postcode: "CB2 1TN" },
  { insuranceType: "home", coverageAmount: "standard", age: "51", postcode: "SW1A 1AA" },
  { insuranceType: "travel", coverageAmount: "comprehensive", age: "68", postcode: "EH1 1YZ" },
  { insuranceType: "pet", coverageAmount: "basic", age: "29", postcode: "BS1 5TR" },
  { insuranceType: "breakdown", coverageAmount: "standard", age: "60", postcode: "TR1 2HE" },
  { insuranceType: "life", coverageAmount: "standard", age: "35", postcode: "G1 1XQ" },
  { insuranceType: "medical", coverageAmount: "comprehensive", age: "44", postcode: "CR0 1AA" },
];

export const quoteBodies = products.map((body, index) =>
  JSON.stringify({ ...body, email: `bench${index}@example.com` }),
);

let visitors = 0;
/**
 * The next visitor's request: the nine products in turn, each from an address of its own, as
 * visitors are. With nine addresses for every quote, each email's daily-cap check (emails sent
 * to the address in 24 hours) counted thousands of rows, a cost no real address has.
 */
export function nextQuoteBody(): string {
  visitors += 1;
  const product = products[visitors % products.length]!;
  return JSON.stringify({ ...product, email: `visitor${visitors}@example.com` });
}

/** autocannon's requests, each with the next visitor's body. */
export function quoteRequests<R extends object>(extra?: R) {
  return [
    { ...extra, setupRequest: <T extends object>(request: T) => ({ ...request, body: nextQuoteBody() }) },
  ];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system) in ms of a process and all its threads, from /proc; undefined off Linux. */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return undefined;
  }
}

export interface RunningService {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Builds the service when dist/ is missing. */
export function ensureBuilt(): void {
  if (existsSync(serverEntry)) return;
  console.log("Building the service first…");
  spawnSync("pnpm", ["run", "build"], { cwd: packageDir, stdio: "inherit" });
}

/** Starts the built service (`node dist/server.js`, as `npm start` does) and waits until it is ready. */
export async function startService(env: NodeJS.ProcessEnv): Promise<RunningService> {
  ensureBuilt();
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the service writes a V8 CPU profile there when it stops
  // (read it with bench/profile-summary.ts).
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, serverEntry], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: "off",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000000",
      // The bench sends every quote set's email to a few addresses: the daily cap per address
      // would withhold nearly all of them and flatter "email on".
      MAIL_DAILY_CAP_PER_ADDRESS: "100000000",
      LINK_SECRET: "a benchmark key for links in emails, 32+ chars",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The service exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, child, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("The service did not start within 90 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
