import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { LinkProblem } from "../http-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Where a browser form posted without JavaScript goes when the route refuses it (4xx): the
     * website's page saying what went wrong and what to do next.
     */
    formProblemPage?: (problem: { statusCode: number; linkProblem?: LinkProblem }) => string;
  }
  interface FastifyReply {
    /**
     * Answers `body` with `statusCode` to an API client, or sends a browser form posted without
     * JavaScript on to the website's `page` (303, so a reload does not post again).
     */
    answer(statusCode: number, body: unknown, page: string): FastifyReply;
  }
}

/**
 * A plain HTML form posted from the website without JavaScript: urlencoded, from a browser that
 * takes HTML. Mail providers' one-click unsubscribe POSTs are urlencoded too, but do not ask for
 * HTML, so they get the JSON answer.
 */
export function isBrowserForm(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  return type.startsWith("application/x-www-form-urlencoded") && accept.includes("text/html");
}

/**
 * The website's forms work without JavaScript: they post straight to the API, whose routes for
 * them parse urlencoded bodies (`acceptBrowserForms`; validated by the same schemas as JSON) and
 * answer a browser with a redirect to the website's page for the outcome, problems included (see
 * the error handler). Other routes still take JSON only.
 */
export const browserForms = fp(
  async (app: FastifyInstance, { siteUrl }: { siteUrl: string }) => {
    app.decorateReply(
      "answer",
      function (this: FastifyReply, statusCode: number, body: unknown, page: string) {
        if (isBrowserForm(this.request)) return this.redirect(new URL(page, siteUrl).toString(), 303);
        return this.code(statusCode).send(body);
      },
    );
  },
  { name: "browser-forms" },
);

/** Lets the routes of an (encapsulated) plugin take urlencoded bodies, as plain HTML forms post. */
export async function acceptBrowserForms(app: FastifyInstance): Promise<void> {
  await app.register(formBody);
}

/** The page a refused browser form goes to, if its route names one. */
export function formProblemRedirect(
  request: FastifyRequest,
  siteUrl: string,
  problem: { statusCode: number; linkProblem?: LinkProblem },
): string | undefined {
  const page = request.routeOptions.config?.formProblemPage;
  if (!page || !isBrowserForm(request)) return undefined;
  return new URL(page(problem), siteUrl).toString();
}
