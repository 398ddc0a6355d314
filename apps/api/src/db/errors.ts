/**
 * The database could not be reached or failed a query. The service answers 503 in the error
 * shape (never a crash, never the query), and logs the cause without its parameters.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  override readonly name = "DatabaseUnavailableError";

  constructor(options?: { cause?: unknown }) {
    super("The database is unavailable", options);
  }
}

/** Runs a database operation, turning any failure into a `DatabaseUnavailableError`. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError({ cause: error });
  }
}
