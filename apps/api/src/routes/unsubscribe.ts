import { emailLinkPages, LinkToken, MessageResponse, UnsubscribeResponse } from "@plummet/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptBrowserForms } from "../plugins/browser-forms";
import type { UnsubscribeService } from "../unsubscribe/unsubscribe-service";
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
  return `You're unsubscribed. ${parts.join(" ")} We'll send no more email of any kind to this address, except a link to your data if you ask for one. To get our emails again, tick the box for them on a quote form and confirm from the email we send.`;
}

/**
 * Unsubscribe, as every email's List-Unsubscribe link (RFC 8058): a POST, with no cookie or
 * session, unsubscribes the address the signed token names; a GET only leads to the website's page
 * with one button, because mail scanners follow links.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  unsubscribe: UnsubscribeService;
  siteUrl: string;
}> = async (app, { unsubscribe, siteUrl }) => {
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
          "Withdraws the marketing opt-in on every quote set of the token's address, cancels its pending renewal reminders and puts the address on the suppression list: no more email of any kind, except a your-data link its owner asks for and the confirmation of a new opt-in. Idempotent. The token comes in the query (the List-Unsubscribe link) or the body.",
        querystring: TokenQuery,
        body: UnsubscribeBody,
        response: { 200: UnsubscribeResponse, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body.token ?? "";
      const done = await unsubscribe.unsubscribe(token);
      request.log.info(done, "address unsubscribed");
      return reply.answer(200, { ...done, message: describe(done) }, emailLinkPages.unsubscribed);
    },
  );
};

/** A new marketing opt-in from an address on the suppression list, confirmed from the emailed link. */
const OptInConfirmBody = z.object({ token: LinkToken });

/**
 * The confirmation of a new marketing opt-in for a suppressed address (`opt-in-confirmation`
 * email): a POST from the website's page with one button (a GET never acts; mail scanners follow
 * links) takes the address off the suppression list and records the opt-in on the quote set it
 * was given with.
 */
export const optInRoutes: FastifyPluginAsyncZod<{ unsubscribe: UnsubscribeService }> = async (
  app,
  { unsubscribe },
) => {
  await acceptBrowserForms(app);
  app.post(
    "/api/email-preferences/confirm",
    {
      config: {
        rateLimit: {},
        formProblemPage: ({ linkProblem }) =>
          `${emailLinkPages.linkProblem}?reason=${linkProblem ?? "invalid"}`,
      },
      schema: {
        operationId: "confirmEmails",
        tags: ["unsubscribe"],
        summary: "Confirm a new marketing opt-in for an unsubscribed address (the emailed link)",
        description:
          "Takes the token's address off the suppression list, so our emails reach it again, and records the marketing opt-in on the quote set it was ticked on. Idempotent.",
        body: OptInConfirmBody,
        response: { 200: MessageResponse, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await unsubscribe.confirmOptIn(request.body.token);
      request.log.info("marketing opt-in confirmed; address taken off the suppression list");
      return reply.answer(
        200,
        {
          message:
            "Thank you: you've agreed to our marketing emails, and our emails will reach this address again. You can unsubscribe at any time from the link in any email.",
        },
        emailLinkPages.emailsConfirmed,
      );
    },
  );
};
