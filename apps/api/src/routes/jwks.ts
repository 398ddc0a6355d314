import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { HandoverKeys } from "../handover/handover-keys";

const PublicKey = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  alg: z.literal("ES256"),
  use: z.literal("sig"),
});

/**
 * Plummet's public keys (RFC 7517), which insurers verify click-out handovers with
 * (docs/insurers.md). Left out of the OpenAPI document: it is for JOSE libraries, not the
 * partner API; and it lists public keys only, whatever else a key holds.
 */
export const jwksRoutes: FastifyPluginAsyncZod<{ keys: HandoverKeys }> = async (app, { keys }) => {
  const body = { keys: keys.jwks.keys.map((key) => PublicKey.parse(key)) };
  app.get(
    "/.well-known/jwks.json",
    { schema: { hide: true, response: { 200: z.object({ keys: z.array(PublicKey) }) } } },
    async (_request, reply) => {
      // A rotation is seen within five minutes; a verifier fetches again for an unknown key id anyway.
      reply.header("cache-control", "public, max-age=300");
      return body;
    },
  );
};
