import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn } from "./api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("posts JSON with credentials", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/quotes", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("http://localhost:3001/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
      credentials: "include",
    });
  });

  it("throws 'status: body' on a non-2xx answer", async () => {
    stubFetch(new Response("boom", { status: 502 }));
    await expect(apiRequest("POST", "/api/quotes", {})).rejects.toThrow(
      new ApiError(502, "boom", "").message,
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  it("joins the key into a path", async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}'));
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/quotes", "PLM-1"] })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith("http://localhost:3001/api/quotes/PLM-1", {
      credentials: "include",
    });
  });

  it("reads a 401 as null only when configured", async () => {
    stubFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/me"] })).resolves.toBeNull();
    stubFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/me"] })).rejects.toThrow("401: no");
  });
});
