import type { FastifyRequest } from "fastify";

/** Server-Sent Events' content type. */
export const EVENT_STREAM = "text/event-stream";

/** Whether the client asked for Server-Sent Events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes(EVENT_STREAM);
}

/** One Server-Sent Event: its name, and its data as one line of JSON (or JSON text already made). */
export function serverSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
}
