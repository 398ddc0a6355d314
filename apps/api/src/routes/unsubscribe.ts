import { emailLinkPages, LinkToken, UnsubscribeResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PersonalDataStore } from "../db/personal-data-store";
import type { LinkTokens } from "../links/link-tokens";
import { verifiedLink } from "../links/verified-link";
import { acceptBrowserForms } from "../plugins/browser-forms";
import { errorResponses } from "./error-responses";

/** The token, in the link's query (List-Unsubscribe) or the website's form. */
const TokenQuery = z.object({ token: z.optional(LinkToken) });
/** RFC 8058's one-click body, or the website's form; both may carry the token. */
const UnsubscribeBody = z.object({
  "List-Unsubscribe": z.string().max(100).optional(),
  token: z.optional(LinkToken),
});

function describe({ marketingWithdrawn, remindersCancelled }: Omit<UnsubscribeResponse, "message">): string {
  const parts = [
    marketingWithdrawn > 0
      ? "We've withdrawn your agreement to marketing emails."
      : "You had not agreed to marketing emails, so there was none to withdraw.",
    remindersCancelled > 0
      ? `We've cancelled ${remindersCancelled === 1 ? "your renewal reminder" : `your ${remindersCancelled} renewal reminders`} and deleted the answers kept for ${remindersCancelled === 1 ? "it" : "them"}.`
      : "You had no renewal reminders waiting.",
  ];
  return `You're unsubscribed. ${parts.join(" ")} Emails you ask for, such as a copy of your quotes, still come.`;
}

/**
 * Unsubscribe, as every email's List-Unsubscribe link (RFC 8058): a POST, with no cookie or
 * session, unsubscribes the address the signed token names; a GET only leads to the website's page
 * with one button, because mail scanners follow links.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  personalData: PersonalDataStore;
  tokens: LinkTokens;
  siteUrl: string;
}> = async (app, { personalData, tokens, siteUrl }) => {
  await acceptBrowserForms(app);
  // Some mail providers send the one-click POST as multipart/form-data: its only field is the
  // fixed "List-Unsubscribe=One-Click", so the body is read and set aside.
  app.addContentTypeParser("multipart/form-data", { parseAs: "string" }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    "/api/unsubscribe",
    {
      schema: {
        operationId: "unsubscribePage",
        tags: ["unsubscribe"],
        summary: "Leads to the website's unsubscribe page (changes nothing)",
        querystring: TokenQuery,
        response: {
          303: z.null().describe("To the website's page with one Unsubscribe button"),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const page = new URL(emailLinkPages.unsubscribe, siteUrl);
      if (request.query.token) page.searchParams.set("token", request.query.token);
      return reply.redirect(page.toString(), 303);
    },
  );

  app.post(
    "/api/unsubscribe",
    {
      config: {
        rateLimit: {},
        formProblemPage: ({ linkProblem }) =>
          `${emailLinkPages.linkProblem}?reason=${linkProblem ?? "invalid"}`,
      },
      schema: {
        operationId: "unsubscribe",
        tags: ["unsubscribe"],
        summary: "Unsubscribe an address (RFC 8058 one-click)",
        description:
          "Withdraws the marketing opt-in on every quote set of the token's address and cancels its pending renewal reminders. Idempotent. The token comes in the query (the List-Unsubscribe link) or the body.",
        querystring: TokenQuery,
        body: UnsubscribeBody,
        response: { 200: UnsubscribeResponse, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body.token ?? "";
      const { address } = verifiedLink(tokens, "unsubscribe", token);
      const done = await personalData.unsubscribe(address);
      request.log.info(done, "address unsubscribed");
      return reply.answer(200, { ...done, message: describe(done) }, emailLinkPages.unsubscribed);
    },
  );
};
