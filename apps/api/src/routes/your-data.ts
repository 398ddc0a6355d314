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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PersonalDataStore } from "../db/personal-data-store";
import { LinkError } from "../http-error";
import { type LinkTokens, normaliseAddress } from "../links/link-tokens";
import { verifiedLink } from "../links/verified-link";
import { eraseFromMailFolder } from "../mail/mail-folder-retention";
import { acceptBrowserForms } from "../plugins/browser-forms";
import type { AddressHasher } from "../suppression/address-hash";
import { errorResponses } from "./error-responses";

const linkProblemPage = ({ linkProblem }: { linkProblem?: string }) =>
  `${emailLinkPages.linkProblem}?reason=${linkProblem ?? "invalid"}`;
const ASK_AGAIN = "Ask for a new link on the Your data page.";

export interface YourDataOptions {
  personalData: PersonalDataStore;
  tokens: LinkTokens;
  clock: () => Date;
  /** Told when a link email is queued, so it goes now. */
  onQueued: () => void;
  /** This instance's .eml folder, whose copies erasure deletes; none with an SMTP server. */
  mailFolder: string | undefined;
  requestsPerClientPerHour: number;
  /** The address's keyed hashes, for what erasure deletes by hash (idempotency records, sent-mail rows). */
  hasher: AddressHasher;
}

/**
 * A visitor's data without an account (UK GDPR Articles 15 and 17): ask for a link by address
 * (the same answer whether or not anything is held), open it once within the hour, then
 * download or erase everything until that hour ends.
 */
export const yourDataRoutes: FastifyPluginAsyncZod<YourDataOptions> = async (app, options) => {
  await acceptBrowserForms(app);
  const { personalData, tokens, clock } = options;

  /** The address and request a session token names, while its request is open and unexpired. */
  const sessionOf = async (session: string) => {
    const { address, subject } = verifiedLink(tokens, "dataSession", session);
    const request = subject ? await personalData.openedRequest(subject, address, clock()) : undefined;
    if (!request) throw new LinkError("expired", `This page's access has ended. ${ASK_AGAIN}`);
    return { address, request };
  };

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
      const address = normaliseAddress(request.body.email);
      const now = clock();
      if (await personalData.holdsAnything(address)) {
        const expiresAt = new Date(now.getTime() + yourDataLimits.linkMinutes * 60_000);
        if (await personalData.requestLink(address, now, expiresAt, yourDataLimits.linksPerAddressPerHour)) {
          options.onQueued();
        }
      }
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
      const { address, subject } = verifiedLink(tokens, "dataLink", request.body.token);
      const now = clock();
      const opened = subject ? await personalData.openRequest(subject, address, now) : undefined;
      if (!opened?.opened) {
        const reason = opened?.reason === "used" ? "used" : "expired";
        throw new LinkError(
          reason,
          reason === "used"
            ? `This link has already been used: it works once. ${ASK_AGAIN}`
            : `This link has expired. ${ASK_AGAIN}`,
        );
      }
      const session = tokens.sign("dataSession", {
        address,
        subject: opened.request.id,
        expiresAt: opened.request.expiresAt,
      });
      request.log.info("your-data link opened");
      const page = `${emailLinkPages.yourDataView}?session=${session}`;
      return reply.answer(200, { session, data: await personalData.collect(address, now) }, page);
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
      const { address } = await sessionOf(request.body.session);
      return reply
        .header("content-disposition", 'attachment; filename="plummet-your-data.json"')
        .header("cache-control", "no-store")
        .send(await personalData.collect(address, clock()));
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
      const { address } = await sessionOf(request.body.session);
      const erased = await personalData.erase(address, options.hasher.all(address));
      const copies = options.mailFolder ? await eraseFromMailFolder(options.mailFolder, address) : 0;
      const { complaintsKept, ...deleted } = erased;
      const counts = { ...deleted, emails: erased.emails + copies };
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
