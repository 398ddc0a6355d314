import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Once the app starts closing, answers carry `Connection: close`, so a keep-alive connection
 * ends after its request in flight instead of holding the shutdown open until it times out.
 * (Fastify closes connections that are idle when closing starts; this covers the busy ones.)
 */
export const gracefulClose = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onSend", async (_request, reply) => {
      if (closing) reply.header("connection", "close");
    });
  },
  { name: "graceful-close" },
);
