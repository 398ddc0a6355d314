/** Where the quotes service lives; set VITE_API_URL at build time for another deployment. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? "http://localhost:3001";

/** A non-2xx answer, with the required text (docs/product/forms-and-messages.md): "status: body" (or the status text if empty). */
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

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
}

/** Sends JSON to the API with credentials; any non-2xx answer throws (docs/product/forms-and-messages.md). */
export async function apiRequest(method: string, path: string, data?: unknown): Promise<Response> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default read for queries: GET the path made by joining the key's segments with slashes.
 * A 401 reads as `null` only when asked to; otherwise it throws like any other failure.
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    const response = await fetch(`${API_URL}${queryKey.join("/")}`, { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return response.json();
  };
}
