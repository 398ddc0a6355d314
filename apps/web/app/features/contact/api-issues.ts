import { ErrorResponse } from "@plummet/contracts";
import { ApiError } from "../../lib/api";

/** One field's problem as the API reported it (`issues` of a 400 answer). */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The per-field issues of an API validation failure, or none when the error is anything else
 * (a network failure, a 5xx, a body that is not our error shape).
 */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const parsed = ErrorResponse.safeParse(JSON.parse(error.body));
    return parsed.success ? (parsed.data.issues ?? []) : [];
  } catch {
    return [];
  }
}
