import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/** Where personal data could sit in a log line; pino replaces it before anything is written. */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "body",
  "*.token",
  "*.session",
  "req.body",
  "*.email",
  "*.phone",
  "*.postcode",
  "*.fullName",
  "*.applicant",
  "email",
  "phone",
  "postcode",
];

type LoggerSettings = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** Where log lines go: stdout by default, a capture in tests. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Personal data that could sit inside an error's message, masked as a last line of defence:
 * email addresses, UK postcodes and UK phone numbers.
 */
const PERSONAL_DATA_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g, "[email]"],
  [/\b(GIR ?0AA|[A-Z][A-HJ-Y]?[0-9][A-Z0-9]? ?[0-9][A-Z]{2})\b/gi, "[postcode]"],
  [/(?:\+44\s?|\b0)(?:\d[\s-]?){9,10}\b/g, "[phone]"],
];

export function maskPersonalData(text: string): string {
  return PERSONAL_DATA_PATTERNS.reduce((masked, [pattern, label]) => masked.replace(pattern, label), text);
}

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: SafeError;
}

/**
 * Serialises an error without what could carry personal data: a failed query's parameters
 * (Drizzle puts them in the message), a PostgreSQL error's `detail` ("Key (email)=(...)"), or
 * the input that failed validation. The stack keeps only its frames, and anything in the message
 * that looks like an email address, postcode or phone number is masked.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "Non-error value thrown", stack: "" };
  const record = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  const isQueryError = typeof record.query === "string" && "params" in record;
  const message = maskPersonalData(isQueryError ? `Failed query: ${record.query}` : error.message);
  const frames = error.stack?.split("\n").filter((line) => line.trimStart().startsWith("at "));
  const safe: SafeError = { type: error.name, message, stack: frames?.join("\n") ?? "" };
  if (typeof record.code === "string") safe.code = record.code;
  if (typeof record.statusCode === "number") safe.statusCode = record.statusCode;
  if (error.cause !== undefined && depth < 5) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/** Signed link tokens (which name an address) in a URL's query, replaced before it is logged. */
export function redactLinkTokens(url: string): string {
  return url.replace(/([?&](?:token|session)=)[^&#]*/g, "$1[redacted]");
}

/** Fastify's request log fields, with link tokens taken out of the address. */
function serializeRequest(request: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    url: redactLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Logger settings for the service and its tests: redaction and safe errors whatever the level. */
export function loggerOptions(config: Pick<Config, "LOG_LEVEL">, stream?: LogStream): LoggerSettings {
  const options: LoggerSettings = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  if (stream) options.stream = stream;
  return options;
}
