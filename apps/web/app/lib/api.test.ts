import type { ContactRequest } from "@plummet/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, answerOf, api } from "./api";
import { apiProblem, fieldIssues } from "./api-problem";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_request: Request, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const contact: ContactRequest = {
  fullName: "Sam Example",
  email: "sam@example.com",
  inquiryType: "general",
  message: "Hello there, a question.",
};

describe("answerOf(api…)", () => {
  it("posts JSON to the quotes service with the browser's credentials, and answers the data", async () => {
    const fetchMock = stubFetch(Response.json({ reference: "MSG-1", message: "Thanks" }));
    await expect(answerOf(api.POST("/api/contact", { body: contact }))).resolves.toEqual({
      reference: "MSG-1",
      message: "Thanks",
    });
    const [request, init] = fetchMock.mock.calls[0]!;
    expect(request.url).toBe("http://localhost:3001/api/contact");
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.text()).toBe(JSON.stringify(contact));
    expect(init).toEqual({ credentials: "include" });
  });

  it("fills the path's parameters", async () => {
    const fetchMock = stubFetch(Response.json({ reference: "PLM-1" }));
    await answerOf(api.GET("/api/quotes/{reference}", { params: { path: { reference: "PLM-1" } } }));
    expect(fetchMock.mock.calls[0]![0].url).toBe("http://localhost:3001/api/quotes/PLM-1");
  });

  it("throws 'status: body' on a non-2xx answer, the body as the service sent it", async () => {
    const body = JSON.stringify({ statusCode: 404, error: "Not Found", message: "No quote set PLM-X" });
    stubFetch(new Response(body, { status: 404, headers: { "content-type": "application/json" } }));
    const failure = answerOf(
      api.GET("/api/quotes/{reference}", { params: { path: { reference: "PLM-X" } } }),
    );
    await expect(failure).rejects.toThrow(new ApiError(404, body, "").message);
    await expect(failure).rejects.toMatchObject({ status: 404, body });
  });

  it("throws text bodies as they are, and falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("boom", { status: 502 }));
    await expect(answerOf(api.POST("/api/contact", { body: contact }))).rejects.toThrow("502: boom");
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(answerOf(api.POST("/api/contact", { body: contact }))).rejects.toThrow(
      "503: Service Unavailable",
    );
  });

  it("does not retry: a 503 is answered once, as before", async () => {
    const fetchMock = stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(answerOf(api.POST("/api/contact", { body: contact }))).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

const validationBody = JSON.stringify({
  statusCode: 400,
  error: "Bad Request",
  message: "Please check the form",
  issues: [{ path: "email", message: "Please enter a valid email address" }],
});

describe("fieldIssues", () => {
  it("reads the per-field issues of a 400 answer", () => {
    expect(fieldIssues(new ApiError(400, validationBody, "Bad Request"))).toEqual([
      { path: "email", message: "Please enter a valid email address" },
    ]);
  });

  it("ignores other statuses, bodies that are not our error shape, and other errors", () => {
    expect(fieldIssues(new ApiError(500, validationBody, "Internal Server Error"))).toEqual([]);
    expect(fieldIssues(new ApiError(400, "not json", "Bad Request"))).toEqual([]);
    expect(fieldIssues(new ApiError(400, '{"message":"x"}', "Bad Request"))).toEqual([]);
    expect(fieldIssues(new TypeError("Failed to fetch"))).toEqual([]);
  });
});

describe("apiProblem", () => {
  it("reads the status, the message and the issues of the service's error shape", () => {
    expect(apiProblem(new ApiError(400, validationBody, "Bad Request"))).toEqual({
      status: 400,
      message: "Please check the form",
      issues: [{ path: "email", message: "Please enter a valid email address" }],
    });
    expect(
      apiProblem(new ApiError(410, '{"message":"Gone","issues":[{"path":["a","b"],"message":"m"}]}', "Gone")),
    ).toEqual({
      status: 410,
      message: "Gone",
      issues: [{ path: "a.b", message: "m" }],
    });
    expect(apiProblem(new ApiError(502, "not json", "Bad Gateway"))).toEqual({ status: 502, issues: [] });
    expect(apiProblem(new TypeError("Failed to fetch"))).toEqual({ issues: [] });
  });
});
