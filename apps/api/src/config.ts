import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { emailSendingLimits } from "@plummet/contracts";
import { z } from "zod";
import { packageRoot } from "./db/paths";
import type { DkimKey } from "./mail/transport";
import { loadRemoteInsurers, type RemoteInsurer } from "./providers/remote-insurers-file";

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

/** Comma-separated list in an env var, as an array of trimmed, non-empty values. */
const csv = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const positiveInt = z.coerce.number().int().positive();

/** An interval a cron schedule can keep (jobs/scheduled-jobs.ts, `cronEvery`). */
const minutesOnTheClock = positiveInt
  .max(24 * 60)
  .refine((minutes) => (minutes < 60 ? 60 % minutes === 0 : minutes % 60 === 0 && 1440 % minutes === 0), {
    error:
      "must divide an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30) or be whole hours dividing a day (60, 120, 180, ...)",
  });

const ConfigSchema = z.object({
  HOST: optional(z.string().min(1).default("127.0.0.1")),
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(3001)),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  /** Origins allowed to call the API from a browser, with credentials. */
  CORS_ORIGINS: optional(csv.default(["http://localhost:3000", "http://127.0.0.1:3000"])),
  /** A PostgreSQL server; when unset, an embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  DATABASE_POOL_SIZE: optional(positiveInt.max(100).default(10)),
  /** How long a request waits for a PostgreSQL connection before answering 503. */
  DATABASE_TIMEOUT_MS: optional(positiveInt.max(60_000).default(3_000)),
  /** A Redis server shared by every instance, for the rate limit; per instance when unset. */
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  /** PGlite's data folder (relative to the working directory), or memory:// for a throwaway one. */
  DATA_DIR: optional(z.string().min(1).optional()),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT_BYTES: optional(positiveInt.max(1_048_576).default(16_384)),
  /** Writes (POST) allowed per client IP in each window. */
  RATE_LIMIT_MAX: optional(positiveInt.default(100)),
  RATE_LIMIT_WINDOW_MS: optional(positiveInt.default(60_000)),
  /** Writes allowed per partner key in each window (instead of per client IP). */
  PARTNER_RATE_LIMIT_MAX: optional(positiveInt.default(1_000)),
  /**
   * Whether answers and emails say the insurers and prices are a demonstration panel: "on" (the
   * default, while the built-in fictional panel prices) or "off" for a deployment whose insurers are real.
   */
  PANEL_DISCLOSURE: optional(z.enum(["on", "off"]).default("on")),
  /**
   * The firm's real details, as the website is built with them (a JSON object); unset while the
   * site is a demonstration, when a call-back confirmation says that no one will call.
   */
  PLUMMET_FIRM: optional(
    z
      .string()
      .refine((value) => {
        try {
          const parsed: unknown = JSON.parse(value);
          return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
        } catch {
          return false;
        }
      }, "must be the firm's details as a JSON object")
      .optional(),
  ),
  /** How long each insurer may take to price a request before it is left out. */
  PROVIDER_TIMEOUT_MS: optional(positiveInt.max(30_000).default(1_500)),
  /** Whether the built-in (fictional) panel prices quote requests: "on" (the default) or "off". */
  BUILTIN_PANEL: optional(z.enum(["on", "off"]).default("on")),
  /** A JSON file listing remote insurers (docs/insurers.md); none when unset. */
  REMOTE_INSURERS_FILE: optional(z.string().min(1).optional()),
  /** The largest answer read from a remote insurer, in bytes; a bigger one leaves it out. */
  REMOTE_ANSWER_MAX_BYTES: optional(positiveInt.max(10_485_760).default(65_536)),
  /** Keep-alive connections kept open to each remote insurer, at most. */
  REMOTE_CONNECTIONS: optional(positiveInt.max(1_024).default(64)),
  /** Failures in a row after which a remote insurer is skipped, and for how long before one try. */
  REMOTE_BREAKER_FAILURES: optional(positiveInt.max(1_000).default(5)),
  REMOTE_BREAKER_COOLDOWN_MS: optional(positiveInt.max(3_600_000).default(30_000)),
  /** A vehicle lookup speaking the DVLA Vehicle Enquiry Service's API; none when unset (vehicles are entered by hand). */
  VEHICLE_LOOKUP_URL: optional(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  /** The lookup's API key, sent as x-api-key; required with VEHICLE_LOOKUP_URL. */
  VEHICLE_LOOKUP_KEY: optional(z.string().min(1).optional()),
  /** How long a click-out's handover token (and the price it holds) is valid. */
  HANDOVER_TTL_MINUTES: optional(positiveInt.max(24 * 60).default(30)),
  /**
   * A PEM file holding the P-256 private key handovers are signed with (ES256); its public key is
   * published at /.well-known/jwks.json. Required with DATABASE_URL and REMOTE_INSURERS_FILE; unset
   * on PGlite, a key is made once in DATA_DIR. Rotate by moving it to HANDOVER_KEY_FILE_PREVIOUS.
   */
  HANDOVER_KEY_FILE: optional(z.string().min(1).optional()),
  /** The key before the last rotation: only its public key is used, published beside the current one. */
  HANDOVER_KEY_FILE_PREVIOUS: optional(z.string().min(1).optional()),
  /** How often personal data past its retention period is deleted: minutes dividing an hour, or hours dividing a day. */
  PURGE_INTERVAL_MINUTES: optional(minutesOnTheClock.default(60)),
  /**
   * The key links in emails are signed with (HMAC-SHA256; at least 32 characters, e.g.
   * `openssl rand -base64 48`). Required with DATABASE_URL (the service and mail worker refuse to start without it); unset on PGlite, a key is made once
   * in DATA_DIR. Rotate by moving it to LINK_SECRET_PREVIOUS (docs/deploy.md).
   */
  LINK_SECRET: optional(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
  /** The key before the last rotation: links signed with it are still accepted. */
  LINK_SECRET_PREVIOUS: optional(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
  /** This service's public address, for the unsubscribe links in emails (https in production). */
  PUBLIC_API_URL: optional(z.url({ protocol: /^https?$/ }).default("http://localhost:3001")),
  /** The website's public address, for links in emails. */
  SITE_URL: optional(z.url({ protocol: /^https?$/ }).default("http://localhost:3000")),
  /** An SMTP server (smtp:// or smtps://, credentials in the URL); unset: mail is written to MAIL_DIR. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  /** Where mail goes as .eml files when SMTP_URL is unset; default: the "mail" folder in DATA_DIR. */
  MAIL_DIR: optional(z.string().min(1).optional()),
  MAIL_FROM: optional(z.string().min(3).default("Plummet <quotes@plummet.co.uk>")),
  /**
   * The envelope sender (SMTP MAIL FROM, the Return-Path) that bounces go to: a mailbox whose
   * mail is piped to `node dist/mail-feedback.js`. Unset: the From address.
   */
  MAIL_RETURN_PATH: optional(
    z.email({ error: "must be an email address, such as bounces@mail.example.com" }).optional(),
  ),
  /** on: each email's return path carries its recipient's keyed hash (`bounces+<hash>@…`), so a late bounce maps back. */
  MAIL_RETURN_PATH_VERP: optional(z.enum(["on", "off"]).default("off")),
  /** Emails of every kind sent to one address in any 24 hours; more are withheld, silently. */
  MAIL_DAILY_CAP_PER_ADDRESS: optional(positiveInt.default(emailSendingLimits.perAddressPerDay)),
  /** DKIM signing: the signing domain (d=), e.g. plummet.co.uk. With DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE, or none of them. */
  DKIM_DOMAIN: optional(
    z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, {
        error: "must be a domain name, such as plummet.co.uk",
      })
      .optional(),
  ),
  /** The selector (s=): the key is published at <selector>._domainkey.<domain>. */
  DKIM_SELECTOR: optional(
    z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i, {
        error: "must be a selector such as plummet2026a (letters, digits, hyphens, dots)",
      })
      .optional(),
  ),
  /** A PEM file holding the private key (RSA 2048+ or Ed25519), readable by the service only. */
  DKIM_PRIVATE_KEY_FILE: optional(z.string().min(1).optional()),
  /** How often the sender looks for queued mail, and the first retry's delay (then x4 each time). */
  MAIL_POLL_MS: optional(positiveInt.max(600_000).default(2_000)),
  MAIL_RETRY_BASE_MS: optional(positiveInt.max(3_600_000).default(30_000)),
  /**
   * How often due renewal reminders are looked for, on the clock like PURGE_INTERVAL_MINUTES (one
   * due today is looked for at once anyway).
   */
  REMINDER_INTERVAL_MINUTES: optional(minutesOnTheClock.default(1)),
  /** Requests for a link to one's data allowed per client IP an hour (each address: 3 links an hour). */
  YOUR_DATA_RATE_LIMIT_MAX: optional(positiveInt.default(10)),
  /**
   * The passkeys' relying party: the domain they are made for (the site's host, or a parent
   * domain of it; localhost by default) and the name authenticators show. Passkeys are accepted
   * only from the site's own origin (SITE_URL).
   */
  WEBAUTHN_RP_ID: optional(
    z
      .string()
      .regex(/^(localhost|([a-z0-9-]+\.)+[a-z]{2,})$/, { error: "must be a domain name, e.g. plummet.co.uk" })
      .optional(),
  ),
  WEBAUTHN_RP_NAME: optional(z.string().min(1).max(64).default("Plummet")),
  /** Tries at signing in (links, passkeys) allowed per client IP in 15 minutes. */
  ACCOUNT_RATE_LIMIT_MAX: optional(positiveInt.default(30)),
  /**
   * Whether this process sends the outbox's mail: "on" (the default, and the only choice with
   * embedded PGlite) or "off", for API instances on PostgreSQL whose mail is sent by the mail
   * worker (`node dist/mail-worker.js`) so they only price.
   */
  MAIL_SENDER: optional(z.enum(["on", "off"]).default("on")),
  /** The private listener for Prometheus metrics (GET /metrics); never the public port. */
  METRICS_HOST: optional(z.string().min(1).default("127.0.0.1")),
  /** 0 picks a free port (tests); "off" serves no metrics. */
  METRICS_PORT: optional(
    z.union([z.literal("off"), z.coerce.number().int().min(0).max(65535)]).default(9464),
  ),
  /** OpenTelemetry traces go to this OTLP/HTTP collector (`/v1/traces` appended); none when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ }).optional()),
  /** Trust X-Forwarded-For from a proxy in front (for client IPs in rate limits and logs). */
  TRUST_PROXY: optional(z.stringbool().default(false)),
});

/** Every environment variable the service reads as a setting (turbo.json passes each to `pnpm dev`). */
export const settingNames = Object.keys(ConfigSchema.shape);

type ParsedConfig = z.output<typeof ConfigSchema>;
export type Config = Omit<ParsedConfig, "DATA_DIR" | "MAIL_DIR"> & {
  DATA_DIR: string;
  MAIL_DIR: string;
  /** The insurers REMOTE_INSURERS_FILE lists, each with its secret; empty when unset. */
  REMOTE_INSURERS: RemoteInsurer[];
  /** DKIM signing, when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE are all set. */
  dkim?: DkimKey;
  /** The handover keys' PEMs from HANDOVER_KEY_FILE and HANDOVER_KEY_FILE_PREVIOUS, current first. */
  HANDOVER_KEYS: string[];
};
export type { RemoteInsurer } from "./providers/remote-insurers-file";

/** The DKIM key from the three variables: all or none, the file a readable PEM private key. */
function dkimKey(parsed: ParsedConfig): { key?: DkimKey; problems: string[] } {
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE } = parsed;
  const set = { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE };
  const missing = Object.entries(set).filter(([, value]) => value === undefined);
  if (missing.length === 3) return { problems: [] };
  if (missing.length > 0) {
    return {
      problems: missing.map(
        ([name]) =>
          `  ${name}: is required when any of DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE is set`,
      ),
    };
  }
  let pem: string;
  try {
    pem = readFileSync(resolve(DKIM_PRIVATE_KEY_FILE!), "utf8");
  } catch (error) {
    return {
      problems: [
        `  DKIM_PRIVATE_KEY_FILE: cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`,
      ],
    };
  }
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== "rsa" && key.asymmetricKeyType !== "ed25519") {
      return { problems: ["  DKIM_PRIVATE_KEY_FILE: must hold an RSA or Ed25519 private key"] };
    }
    if (key.asymmetricKeyType === "rsa" && (key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024) {
      return {
        problems: ["  DKIM_PRIVATE_KEY_FILE: an RSA key must have at least 1024 bits (2048 recommended)"],
      };
    }
  } catch {
    return { problems: ["  DKIM_PRIVATE_KEY_FILE: must be a PEM private key (-----BEGIN PRIVATE KEY-----)"] };
  }
  return { key: { domainName: DKIM_DOMAIN!, keySelector: DKIM_SELECTOR!, privateKey: pem }, problems: [] };
}

/** The handover keys' files: readable PEM P-256 private keys; required where instances must agree. */
function handoverKeys(parsed: ParsedConfig, remoteInsurers: number): { keys: string[]; problems: string[] } {
  const { HANDOVER_KEY_FILE, HANDOVER_KEY_FILE_PREVIOUS, DATABASE_URL } = parsed;
  if (HANDOVER_KEY_FILE === undefined) {
    const problems = [];
    if (HANDOVER_KEY_FILE_PREVIOUS !== undefined)
      problems.push("  HANDOVER_KEY_FILE: is required when HANDOVER_KEY_FILE_PREVIOUS is set");
    if (DATABASE_URL && remoteInsurers > 0)
      problems.push(
        "  HANDOVER_KEY_FILE: is required with DATABASE_URL and REMOTE_INSURERS_FILE, so every instance signs handovers with the same key (docs/deploy.md)",
      );
    return { keys: [], problems };
  }
  const keys: string[] = [];
  const problems: string[] = [];
  for (const [name, file] of Object.entries({ HANDOVER_KEY_FILE, HANDOVER_KEY_FILE_PREVIOUS })) {
    if (file === undefined) continue;
    let pem: string;
    try {
      pem = readFileSync(resolve(file), "utf8");
    } catch (error) {
      problems.push(`  ${name}: cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
      continue;
    }
    try {
      const key = createPrivateKey(pem);
      if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1")
        throw new Error();
      keys.push(pem);
    } catch {
      problems.push(
        `  ${name}: must be a PEM P-256 private key (openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256)`,
      );
    }
  }
  return { keys, problems };
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const dkim = dkimKey(result.data);
  if (dkim.problems.length > 0) throw new Error(`Invalid configuration:\n${dkim.problems.join("\n")}`);
  const dataDir = result.data.DATA_DIR;
  // The default sits in the package (apps/api/data), whatever folder the service starts from.
  const DATA_DIR =
    dataDir === undefined
      ? join(packageRoot(), "data")
      : dataDir.startsWith("memory://") || isAbsolute(dataDir)
        ? dataDir
        : resolve(dataDir);
  const mailDir = result.data.MAIL_DIR;
  const REMOTE_INSURERS = result.data.REMOTE_INSURERS_FILE
    ? loadRemoteInsurers(result.data.REMOTE_INSURERS_FILE, env)
    : [];
  if (result.data.VEHICLE_LOOKUP_URL && !result.data.VEHICLE_LOOKUP_KEY) {
    throw new Error("Invalid configuration:\n  VEHICLE_LOOKUP_KEY: is required with VEHICLE_LOOKUP_URL");
  }
  if (result.data.BUILTIN_PANEL === "off" && REMOTE_INSURERS.length === 0) {
    throw new Error("BUILTIN_PANEL: is off, and REMOTE_INSURERS_FILE names no insurer to ask instead");
  }
  const handover = handoverKeys(result.data, REMOTE_INSURERS.length);
  if (handover.problems.length > 0)
    throw new Error(`Invalid configuration:\n${handover.problems.join("\n")}`);
  return {
    ...result.data,
    REMOTE_INSURERS,
    HANDOVER_KEYS: handover.keys,
    ...(dkim.key && { dkim: dkim.key }),
    DATA_DIR,
    MAIL_DIR:
      mailDir !== undefined
        ? resolve(mailDir)
        : DATA_DIR.startsWith("memory://")
          ? join(tmpdir(), "plummet-mail")
          : join(DATA_DIR, "mail"),
  };
}
