import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { FastifyInstance } from "fastify";

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans are exported over OTLP/HTTP to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** Spans go here instead, each as it ends (tests use an in-memory exporter). */
  exporter?: SpanExporter;
}

/**
 * OpenTelemetry traces, when an endpoint (or, in tests, an exporter) is given: a span per
 * request (@fastify/otel), with the pricing and the database write inside it (the spans the
 * service starts through @opentelemetry/api). Without one nothing is loaded: the SDK and the
 * instrumentation are imported only here, and the API's spans stay no-ops.
 * Registered before the routes, so it sees them all.
 */
export async function registerTracing(app: FastifyInstance, options: TracingOptions): Promise<void> {
  if (!options.endpoint && !options.exporter) return;
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor, SimpleSpanProcessor },
    { resourceFromAttributes },
    { default: FastifyOtelInstrumentation },
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/resources"),
    import("@fastify/otel"),
  ]);
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(
        new (await import("@opentelemetry/exporter-trace-otlp-http")).OTLPTraceExporter({
          url: `${options.endpoint!.replace(/\/$/, "")}/v1/traces`,
        }),
      );
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": "plummet-api" }),
    spanProcessors: [processor],
  });
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation();
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook("onClose", async () => {
    await provider.shutdown();
  });
}
