import { createPlummetBrowserClient } from "@plummet/client/browser";

/** Where the quotes service lives; set VITE_API_URL at build time for another deployment. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? "http://localhost:3001";

/** A non-2xx answer, said as "status: body" (or the status text if the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

/**
 * The site's client of the quotes service: `@plummet/client`'s browser entry, the same typed paths,
 * bodies and answers partners use, checked against the API's OpenAPI document. Requests carry the
 * browser's credentials; no retries of its own (TanStack Query's and the visitor's "Try again" are
 * the site's), which keeps every island within its 100 KB.
 */
export const api = createPlummetBrowserClient(API_URL);

/** What a call of `api` answers (openapi-fetch): its data on a 2xx, otherwise the error it read. */
type Answer = { data?: unknown; error?: unknown; response: Response };

/**
 * The data of a call of `api`, or an ApiError for any other answer, whose message is the status
 * and the body as the service sent it ("404: {…}"): error callouts and tests read it. Every
 * answer of the service the site calls has a body.
 */
export async function answerOf<Call extends Answer>(call: Promise<Call>): Promise<NonNullable<Call["data"]>> {
  const { data, error, response } = await call;
  if (response.ok && error === undefined && data !== undefined && data !== null) return data;
  // openapi-fetch has read the body: a JSON error comes back as the service wrote it (compact JSON).
  const body = error === undefined ? "" : typeof error === "string" ? error : JSON.stringify(error);
  throw new ApiError(response.status, body, response.statusText);
}
