import { ApiError } from "./api";

/** An API error as the site shows it: the status, its message, and per-field issues of a 400. */
export interface ApiProblem {
  /** Undefined when the service did not answer at all (offline, down). */
  status?: number;
  message?: string;
  issues: { path: string; message: string }[];
}

/**
 * The one reading of the quotes service's error shape `{ statusCode, error, message, issues? }`
 * (`@plummet/client`'s `PlummetError`) from an ApiError, without the contracts' schema (an island
 * carries no zod): anything else is an answerless problem.
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

/** The per-field issues of a validation failure (a 400), or none for any other error. */
export function fieldIssues(error: unknown): ApiProblem["issues"] {
  const problem = apiProblem(error);
  return problem.status === 400 ? problem.issues : [];
}
