import { connect, createServer, type Server, type Socket } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, quoteRequests } from "../../src/db/schema";
import { createTestApp, databases, type TestApp, uniqueEmail, validQuoteBody } from "../helper";

/**
 * A TCP proxy in front of the service that, on the first connection, lets the request through and
 * then drops the connection as the service's answer comes back: the service has done the work,
 * the client never hears of it. Later connections pass through untouched.
 */
class AnswerDroppingProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  connections = 0;
  dropped = 0;

  constructor(private readonly targetPort: number) {}

  listen(): Promise<number> {
    this.server = createServer((client) => {
      this.connections += 1;
      const drop = this.connections === 1;
      const upstream = connect(this.targetPort, "127.0.0.1");
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      if (!drop) {
        upstream.pipe(client);
        return;
      }
      upstream.once("data", () => {
        this.dropped += 1;
        client.destroy();
        upstream.destroy();
      });
    });
    return new Promise((resolve) =>
      this.server!.listen(0, "127.0.0.1", () => resolve((this.server!.address() as { port: number }).port)),
    );
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A client that retries a POST whose connection failed, with the same Idempotency-Key each time. */
async function postWithRetries(url: string, body: unknown, key: string, attempts: number) {
  const errors: unknown[] = [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": `"${key}"` },
        body: JSON.stringify(body),
      });
      return { res, errors };
    } catch (error) {
      errors.push(error);
    }
  }
  throw new Error(`every attempt failed: ${errors.map(String).join("; ")}`);
}

for (const { name, env } of databases) {
  describe(`a connection dropped after the service answered, on ${name}`, () => {
    let app: TestApp;
    let proxy: AnswerDroppingProxy;
    let proxyUrl: string;

    beforeAll(async () => {
      app = await createTestApp(env);
      await app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = app.server.address() as { port: number };
      proxy = new AnswerDroppingProxy(port);
      proxyUrl = `http://127.0.0.1:${await proxy.listen()}`;
    });
    afterAll(async () => {
      await proxy?.close();
      await app?.close();
    });

    it("leaves exactly one quote set and one email when the client retries with the same key", async () => {
      const email = uniqueEmail("dropped");
      const key = crypto.randomUUID();
      const { res, errors } = await postWithRetries(
        `${proxyUrl}/api/quotes`,
        { ...validQuoteBody, email },
        key,
        3,
      );

      // The first attempt reached the service and was cut off on its way back.
      expect(proxy.dropped).toBe(1);
      expect(errors).toHaveLength(1);
      expect(res.status).toBe(201);
      expect(res.headers.get("idempotency-replayed")).toBe("true");
      const set = (await res.json()) as { reference: string };

      const sets = await app.database.db
        .select({ reference: quoteRequests.reference })
        .from(quoteRequests)
        .where(eq(quoteRequests.email, email));
      expect(sets).toEqual([{ reference: set.reference }]);
      const emails = await app.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .innerJoin(quoteRequests, eq(quoteRequests.id, mailOutbox.quoteRequestId))
        .where(eq(quoteRequests.email, email));
      expect(emails[0]!.n).toBe(1);
    });
  });
}
