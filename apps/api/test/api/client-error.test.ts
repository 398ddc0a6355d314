import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helper";

/** Sends raw bytes to the listening service and answers what came back before it closed. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error("no answer")));
  });
}

describe("a request Node's HTTP parser refuses", () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it("gets 400 in the error shape with the same security headers as every answer", async () => {
    const health = await app.inject({ method: "GET", url: "/api/health" });
    for (const request of ["GE(T / HTTP/1.1\r\nHost: x\r\n\r\n", "GET / HTTP/1.1\r\nHost x\r\n\r\n"]) {
      const answer = await raw(port, request);
      const [head = "", body] = answer.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      for (const name of [
        "content-security-policy",
        "strict-transport-security",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "cross-origin-opener-policy",
      ]) {
        const value = new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
        expect(value, name).toBe(health.headers[name]);
      }
      expect(JSON.parse(body ?? "")).toEqual({
        statusCode: 400,
        error: "Bad Request",
        message: "The request is not valid HTTP",
      });
    }
  });
});
