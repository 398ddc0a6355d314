import {
  ErasureResponse,
  emailLinkPages,
  MessageResponse,
  YourData,
  YourDataOpened,
  YourDataOpenRequest,
  YourDataRequest,
  YourDataSessionRequest,
  yourDataLimits,
  yourDataMessages,
} from "@plummet/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptBrowserForms } from "../plugins/browser-forms";
import type { YourDataService } from "../your-data/your-data-service";
import { errorResponses } from "./error-responses";

const linkProblemPage = ({ linkProblem }: { linkProblem?: string }) =>
  `${emailLinkPages.linkProblem}?reason=${linkProblem ?? "invalid"}`;

/** Everything held for an address, as the file "Download" saves (your data's and the account's). */
export const sendYourDataFile = (reply: FastifyReply, data: YourData) =>
  reply
    .header("content-disposition", 'attachment; filename="plummet-your-data.json"')
    .header("cache-control", "no-store")
    .send(data);

export interface YourDataOptions {
  yourData: YourDataService;
  requestsPerClientPerHour: number;
}

/**
 * A visitor's data without an account (UK GDPR Articles 15 and 17): ask for a link by address
 * (the same answer whether or not anything is held), open it once within the hour, then
 * download or erase everything until that hour ends.
 */
export const yourDataRoutes: FastifyPluginAsyncZod<YourDataOptions> = async (app, options) => {
  await acceptBrowserForms(app);
  const { yourData } = options;

  app.post(
    "/api/your-data",
    {
      config: {
        rateLimit: { max: options.requestsPerClientPerHour, timeWindow: 60 * 60_000 },
        formProblemPage: () => emailLinkPages.yourData,
      },
      schema: {
        operationId: "requestYourData",
        tags: ["your data"],
        summary: "Email a link to what is held for an address",
        description: `Always answers 202 with the same message: nothing says whether anything is held. A link is emailed only when something is, at most ${yourDataLimits.linksPerAddressPerHour} an hour per address; it works once, for ${yourDataLimits.linkMinutes} minutes.`,
        body: YourDataRequest,
        response: { 202: MessageResponse, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await yourData.requestLink(request.body.email);
      return reply.answer(202, { message: yourDataMessages.requested }, emailLinkPages.yourDataRequested);
    },
  );

  app.post(
    "/api/your-data/open",
    {
      // The answer carries personal data: none is kept for an Idempotency-Key replay.
      config: { rateLimit: {}, formProblemPage: linkProblemPage, idempotent: false },
      schema: {
        operationId: "openYourData",
        tags: ["your data"],
        summary: "Use the emailed link (once) and see everything held",
        description: "Answers the data and a session that downloads or erases it until the link's hour ends.",
        body: YourDataOpenRequest,
        response: { 200: YourDataOpened, ...errorResponses(400, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { session, data } = await yourData.open(request.body.token);
      request.log.info("your-data link opened");
      const page = `${emailLinkPages.yourDataView}?session=${session}`;
      return reply.answer(200, { session, data }, page);
    },
  );

  app.post(
    "/api/your-data/export",
    {
      // The answer carries personal data: none is kept for an Idempotency-Key replay.
      config: { rateLimit: {}, formProblemPage: linkProblemPage, idempotent: false },
      schema: {
        operationId: "exportYourData",
        tags: ["your data"],
        summary: "Download everything held, as JSON (format plummet-your-data/1)",
        body: YourDataSessionRequest,
        response: { 200: YourData, ...errorResponses(400, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      return sendYourDataFile(reply, await yourData.export(request.body.session));
    },
  );

  app.post(
    "/api/your-data/erase",
    {
      // The answer carries personal data: none is kept for an Idempotency-Key replay.
      config: { rateLimit: {}, formProblemPage: linkProblemPage, idempotent: false },
      schema: {
        operationId: "eraseYourData",
        tags: ["your data"],
        summary: "Delete everything held for the address",
        description:
          "Deletes quote sets, contact messages, reminders, data requests, queued and sent emails' records, idempotency records naming the address and this instance's .eml copies. The suppression list's entry (a keyed hash, not the address) stays, so an erased address is still not emailed. Complaints are kept for three years, as the FCA's rules require (counted in complaintsKept). Click-outs stay only as anonymous figures (insurer and day).",
        body: YourDataSessionRequest,
        response: { 200: ErasureResponse, ...errorResponses(400, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { counts, complaintsKept } = await yourData.erase(request.body.session);
      // The log says what was erased, never for whom.
      request.log.info({ erased: counts }, "visitor's data erased on request");
      return reply.answer(
        200,
        {
          erased: counts,
          complaintsKept,
          message: `Everything we held for your address is deleted: quote sets, messages, reminders and emails. Your saved quote references no longer open.${
            complaintsKept > 0
              ? ` We have kept your ${complaintsKept === 1 ? "complaint" : `${complaintsKept} complaints`}: the Financial Conduct Authority's rules require us to keep complaints for three years, then we delete ${complaintsKept === 1 ? "it" : "them"}.`
              : ""
          }`,
        },
        emailLinkPages.yourDataDeleted,
      );
    },
  );
};
