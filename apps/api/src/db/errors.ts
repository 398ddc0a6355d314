/**
 * The database cannot be reached or is saturated. The service answers 503 in the error shape
 * (with Retry-After); any other database failure is a fault of ours and answers 500.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  override readonly name = "DatabaseUnavailableError";

  constructor(options?: { cause?: unknown }) {
    super("The database is unavailable", options);
  }
}

/** Socket errors: the server is down, unreachable or dropped the connection. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that cannot serve: class 08 (connection exception), 53 (insufficient
 * resources, such as too many connections) and 57P01-57P03 (shutting down, cannot connect now).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || code.startsWith("53") || /^57P0[123]$/.test(code);
}

/** node-postgres's own words for a lost connection or an exhausted pool, and PGlite's when closed. */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /not queryable/i,
  /PGlite is closed/i,
];

/** Whether this error (or one it wraps, as Drizzle's query errors do) means the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Runs a database operation; a failure that means the database is away becomes a
 * `DatabaseUnavailableError` (503), anything else is rethrown as it is (500).
 */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) throw error;
    throw new DatabaseUnavailableError({ cause: error });
  }
}
