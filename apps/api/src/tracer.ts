import { trace } from "@opentelemetry/api";

/**
 * The service's tracer, looked up when a span starts: spans go nowhere unless tracing is
 * configured (plugins/tracing.ts registers a provider). Not kept in a module constant: the SDK
 * registers through its own copy of @opentelemetry/api (CommonJS beside our ESM), and only the
 * global registry, not an early tracer's proxy, sees that registration.
 */
export const tracer = () => trace.getTracer("@plummet/api");
