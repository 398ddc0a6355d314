import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, validQuoteBody } from "../helper";

describe("OpenTelemetry traces of a quote request", () => {
  const exporter = new InMemorySpanExporter();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, { traceExporter: exporter });
  });
  afterAll(() => app?.close());

  it("export the route, the pricing and the database write, in one trace", async () => {
    const res = await app.inject({ method: "POST", url: "/api/quotes", payload: validQuoteBody });
    expect(res.statusCode).toBe(201);
    const spans = exporter.getFinishedSpans();
    const names = spans.map((span) => span.name);
    const route = spans.find((span) => span.attributes["http.route"] === "/api/quotes");
    const pricing = spans.find((span) => span.name === "price quote request");
    const write = spans.find((span) => span.name === "save quote sets");
    expect(route, names.join(", ")).toBeDefined();
    expect(pricing?.attributes["plummet.product"]).toBe("car");
    expect(write?.attributes["plummet.quote_sets"]).toBe(1);
    const traceId = route!.spanContext().traceId;
    expect(pricing!.spanContext().traceId).toBe(traceId);
    expect(write!.spanContext().traceId).toBe(traceId);
    // Never the visitor's personal data.
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain(validQuoteBody.email);
  });
});
