import { setTimeout as sleep } from "node:timers/promises";
import {
  type JWTVerifyGetKey,
  protocolOpenApi,
  RatingRequest,
  SIGNATURE_HEADER,
  verifyHandover,
  verifyRequest,
} from "@plummet/insurer-kit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { type Fault, rate, SandboxInsurer, type SandboxInsurerInput } from "./insurers";
import { landingPage, refusalPage } from "./landing";
import { vehicleEnquiryRoutes } from "./vehicles";

export {
  defaultInsurers,
  type Fault,
  faults,
  loadInsurers,
  SandboxInsurer,
  type SandboxInsurerInput,
} from "./insurers";
export { sandboxVehicles } from "./vehicles";

export interface SandboxOptions {
  /** The insurers it plays; changes to their `fault` and `latencyMs` apply to the next request. */
  insurers: ReadonlyArray<SandboxInsurer | SandboxInsurerInput>;
  /** The secret of every insurer without its own. */
  secret: string;
  /**
   * Plummet's public keys, which handovers are verified with:
   * `createRemoteJWKSet(new URL("<Plummet's API>/.well-known/jwks.json"))`.
   */
  plummetKeys: JWTVerifyGetKey;
  /** Every insurer's latency unless it has its own, in milliseconds. */
  latencyMs: number;
  /** The address the sandbox is reached at, for `GET /insurers`; by default the request's own host. */
  publicUrl?: string;
  fastify?: FastifyServerOptions;
  clock?: () => Date;
}

/** Rating requests each insurer received, and how many it refused (bad or missing signature). */
export interface SandboxStats {
  requests: Record<string, number>;
  refused: Record<string, number>;
}

declare module "fastify" {
  interface FastifyInstance {
    sandbox: { insurers: Map<string, SandboxInsurer>; stats: SandboxStats };
  }
}

const TEN_MB = 10 * 1024 * 1024;

/**
 * The sandbox: a handful of fictional insurers, each answering Plummet's rating protocol at
 * `POST /insurers/<slug>/quote` with its own secret, latency, decline rules and injectable fault,
 * and a landing page at `GET /insurers/<slug>/continue?handover=<token>`.
 */
export async function buildSandbox(options: SandboxOptions) {
  const clock = options.clock ?? (() => new Date());
  const insurers = new Map(
    options.insurers.map((input) => {
      const insurer = SandboxInsurer.parse(input);
      return [insurer.slug, insurer] as const;
    }),
  );
  const stats: SandboxStats = { requests: {}, refused: {} };
  const app = Fastify({ ...options.fastify });
  app.decorate("sandbox", { insurers, stats });
  // The signature is over the exact body text, so JSON is parsed after it is checked.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );

  const secretOf = (insurer: SandboxInsurer) => insurer.secret ?? options.secret;
  const baseUrl = (request: { protocol: string; host: string }) =>
    options.publicUrl?.replace(/\/$/, "") ?? `${request.protocol}://${request.host}`;

  app.get("/health", async () => ({ status: "ok" }));
  vehicleEnquiryRoutes(app, options.secret);
  app.get("/openapi.json", async () => protocolOpenApi());

  // With ?secretEnv=NAME each entry also names that variable: the answer is then a
  // REMOTE_INSURERS_FILE for the quotes service as it is.
  app.get<{ Querystring: { secretEnv?: string } }>("/insurers", async (request) =>
    [...insurers.values()].map((insurer) => ({
      slug: insurer.slug,
      name: insurer.name,
      products: insurer.products,
      endpoint: `${baseUrl(request)}/insurers/${insurer.slug}/quote`,
      landingUrl: `${baseUrl(request)}/insurers/${insurer.slug}/continue`,
      ...(request.query.secretEnv && { secretEnv: request.query.secretEnv }),
    })),
  );

  app.post<{ Params: { slug: string }; Body: string }>("/insurers/:slug/quote", async (request, reply) => {
    const insurer = insurers.get(request.params.slug);
    if (!insurer) return reply.code(404).type("text/plain").send("No such insurer");
    const body = typeof request.body === "string" ? request.body : "";
    const check = verifyRequest(
      request.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
      body,
      secretOf(insurer),
      {
        now: clock(),
      },
    );
    if (!check.ok) {
      stats.refused[insurer.slug] = (stats.refused[insurer.slug] ?? 0) + 1;
      return reply.code(401).type("text/plain").send(`Signature refused: ${check.reason}`);
    }
    stats.requests[insurer.slug] = (stats.requests[insurer.slug] ?? 0) + 1;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return reply.code(400).type("text/plain").send("The body is not JSON");
    }
    const parsed = RatingRequest.safeParse(json);
    if (!parsed.success)
      return reply.code(400).send({ error: "Not a rating request", issues: parsed.error.issues });
    const rating = parsed.data;

    const fault: Fault = insurer.fault;
    if (fault === "hang") {
      // Never answers: waits until the caller goes away.
      await new Promise<void>((resolve) => request.raw.socket.once("close", () => resolve()));
      return reply;
    }
    await sleep(fault === "slow" ? insurer.slowMs : (insurer.latencyMs ?? options.latencyMs));
    const answer = rate(insurer, rating, clock());
    switch (fault) {
      case "reset":
        request.raw.socket.destroy();
        return reply;
      case "error":
        return reply.code(500).send({ error: "Rating engine unavailable" });
      case "malformed":
        return reply.send({ outcome: "price", quoteId: rating.quoteId, annualPrice: "about three hundred" });
      case "html":
        return reply
          .type("text/html; charset=utf-8")
          .send("<!doctype html><title>Maintenance</title><p>Back soon</p>");
      case "huge":
        return reply
          .type("application/json")
          .send(`{"outcome":"price","quoteId":"${rating.quoteId}","padding":"${"x".repeat(TEN_MB)}"}`);
      case "wrong-quote-id":
        return reply.send({ ...answer, quoteId: `${rating.quoteId}-other` });
      case "negative-price":
        return reply.send(
          answer.outcome === "price" ? { ...answer, annualPrice: -answer.annualPrice } : answer,
        );
      default:
        return reply.send(answer);
    }
  });

  app.get<{ Params: { slug: string }; Querystring: { handover?: string } }>(
    "/insurers/:slug/continue",
    async (request, reply) => {
      const insurer = insurers.get(request.params.slug);
      if (!insurer)
        return reply
          .code(404)
          .type("text/html; charset=utf-8")
          .send(refusalPage("No such insurer", "This insurer is not in the sandbox."));
      const token = request.query.handover;
      if (!token) {
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .send(
            refusalPage(
              insurer.name,
              "This link has no handover from Plummet. Please go back and choose the quote again.",
            ),
          );
      }
      const check = await verifyHandover(token, options.plummetKeys, { now: clock(), insurer: insurer.slug });
      if (!check.ok) {
        const [status, message] =
          check.reason === "keys-unavailable"
            ? [503, "We could not reach Plummet to check this handover. Please try again in a minute."]
            : check.reason === "expired"
              ? [
                  403,
                  "This handover from Plummet has expired. Please go back to your quotes and choose again.",
                ]
              : [403, "We could not verify this handover from Plummet, so we cannot show a price from it."];
        return reply.code(status).type("text/html; charset=utf-8").send(refusalPage(insurer.name, message));
      }
      return reply.type("text/html; charset=utf-8").send(landingPage(insurer.name, check.claims));
    },
  );

  return app;
}

export type Sandbox = Awaited<ReturnType<typeof buildSandbox>>;
