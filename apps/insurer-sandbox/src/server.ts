import { createRemoteJWKSet } from "@plummet/insurer-kit";
import { z } from "zod";
import { buildSandbox } from "./app";
import { faults, loadInsurers } from "./insurers";

/** A setting or start-up problem stops the process with one clear line. */
function fail(message: string): never {
  console.error(`The insurer sandbox could not start: ${message}`);
  process.exit(1);
}

const Env = z.object({
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  SANDBOX_SECRET: z.string().min(16).default("sandbox-secret-for-local-use-only"),
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(50),
  /** A JSON file { "insurers": [...] } replacing the default five. */
  SANDBOX_CONFIG: z.string().min(1).optional(),
  /** Faults by insurer, e.g. "marram=slow,gullhaven=error". */
  SANDBOX_FAULTS: z.string().default(""),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  /** Where Plummet publishes the keys handovers are verified with. */
  PLUMMET_JWKS_URL: z.url().default("http://127.0.0.1:3001/.well-known/jwks.json"),
});

const blank = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
const parsed = Env.safeParse(blank);
if (!parsed.success) {
  const issue = parsed.error.issues[0]!;
  fail(`${issue.path.join(".")}: ${issue.message}`);
}
const env = parsed.data;
let insurers: ReturnType<typeof loadInsurers>;
try {
  insurers = loadInsurers(env.SANDBOX_CONFIG);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
for (const entry of env.SANDBOX_FAULTS.split(",").filter(Boolean)) {
  const [slug, fault] = entry.split("=").map((part) => part.trim());
  const insurer = insurers.find((candidate) => candidate.slug === slug);
  if (!insurer || !(faults as readonly string[]).includes(fault ?? "")) {
    fail(`SANDBOX_FAULTS: "${entry}" is not <insurer>=<${faults.join("|")}>`);
  }
  insurer.fault = fault as (typeof faults)[number];
}

const app = await buildSandbox({
  insurers,
  secret: env.SANDBOX_SECRET,
  plummetKeys: createRemoteJWKSet(new URL(env.PLUMMET_JWKS_URL)),
  latencyMs: env.SANDBOX_LATENCY_MS,
  publicUrl: env.SANDBOX_PUBLIC_URL,
  fastify: { logger: { level: process.env.LOG_LEVEL ?? "info" } },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
try {
  const address = await app.listen({ host: env.HOST, port: env.PORT });
  console.log(`Insurer sandbox: ${insurers.length} insurers, listed at ${address}/insurers`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
