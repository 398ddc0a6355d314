import { ApiError } from "../../lib/api";

/** An API error as the pages use it: the status, its message, and per-field issues of a 400. */
export interface ApiProblem {
  /** Undefined when the service did not answer at all (offline, down). */
  status?: number;
  message?: string;
  issues: { path: string; message: string }[];
}

/**
 * Reads the quotes service's error shape `{ statusCode, error, message, issues? }` without the
 * contracts' schema (an island carries no zod): anything else is an answerless problem.
 */
export function apiProblem(error: unknown): ApiProblem {
  if (!(error instanceof ApiError)) return { issues: [] };
  try {
    const body = JSON.parse(error.body) as { message?: unknown; issues?: unknown };
    const issues = Array.isArray(body.issues)
      ? body.issues.flatMap((issue: { path?: unknown; message?: unknown }) =>
          typeof issue?.message === "string"
            ? [
                {
                  path: Array.isArray(issue.path) ? issue.path.join(".") : String(issue.path ?? ""),
                  message: issue.message,
                },
              ]
            : [],
        )
      : [];
    return {
      status: error.status,
      message: typeof body.message === "string" ? body.message : undefined,
      issues,
    };
  } catch {
    return { status: error.status, issues: [] };
  }
}
