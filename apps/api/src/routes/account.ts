import cookie from "@fastify/cookie";
import {
  AccountLinkRequest,
  AccountLinkSignIn,
  AccountView,
  accountLimits,
  accountMessages,
  accountSessionCookie,
  KeepAnswersRequest,
  KeepQuotesRequest,
  KeptAnswersParams,
  MessageResponse,
  PasskeyOptions,
  PasskeyParams,
  PasskeyRegistration,
  PasskeyRename,
  PasskeySignIn,
  YourData,
} from "@plummet/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { AccountService, IssuedSession } from "../accounts/account-service";
import { deviceLabel } from "../accounts/device-label";
import type { SessionOf } from "../db/account-store";
import { HttpError } from "../http-error";
import { errorResponses } from "./error-responses";
import { sendYourDataFile } from "./your-data";

export interface AccountRoutesOptions {
  accounts: AccountService;
  /** The site's origin: the only one whose pages may act with the session cookie. */
  siteOrigin: string;
  /** Tries at signing in per client IP in 15 minutes. */
  signInTriesPerWindow: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session the cookie names, on the routes that need one. */
    accountSession?: SessionOf;
  }
}

const tags = ["account"];
/** An answer with no body. */
const NoContent = z.null();
const noStore = "no-store";

/**
 * Accounts without passwords (docs/accounts.md): a one-time emailed link, passkeys, and a session
 * in an HttpOnly, SameSite=Lax cookie. Every POST must come from the site's own pages (Origin);
 * partner keys never reach an account. Answers carry personal data: none is kept for an
 * Idempotency-Key replay, and none is cached.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { accounts, siteOrigin } = options;
  await app.register(cookie);
  const signInLimit = { max: options.signInTriesPerWindow, timeWindow: 15 * 60_000 };

  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", noStore);
    if (request.partner) throw new HttpError(403, accountMessages.partnerKey);
    // A cross-site form or script carrying the cookie is refused before anything changes.
    if (request.method === "POST" && request.headers.origin !== siteOrigin)
      throw new HttpError(403, accountMessages.otherSite);
  });

  const cookieToken = (request: FastifyRequest) => request.cookies[accountSessionCookie];

  /** The signed-in session, or 401 (and the stale cookie cleared). */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await accounts.session(cookieToken(request));
    if (!session) {
      clearSession(request, reply);
      throw new HttpError(401, accountMessages.notSignedIn);
    }
    request.accountSession = session;
  };
  const sessionOf = (request: FastifyRequest) => request.accountSession!;

  const cookieOptions = (request: FastifyRequest) => ({
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
  });
  const setSession = (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) =>
    reply.setCookie(accountSessionCookie, issued.token, {
      ...cookieOptions(request),
      expires: issued.expiresAt,
    });
  const clearSession = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(accountSessionCookie, cookieOptions(request));

  const device = (request: FastifyRequest) => deviceLabel(request.headers["user-agent"]);

  app.post(
    "/api/account/link",
    {
      config: { rateLimit: signInLimit, idempotent: false },
      schema: {
        operationId: "requestAccountLink",
        tags,
        summary: "Email a one-time sign-in link",
        description: `Always answers 202 with the same message: nothing says whether the address has an account. The link works once, for ${accountLimits.linkMinutes} minutes; the first time it confirms the address and opens the account. At most ${accountLimits.linksPerAddressPerHour} an hour per address.`,
        body: AccountLinkRequest,
        response: { 202: MessageResponse, ...errorResponses(400, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await accounts.requestLink(request.body.email);
      return reply.code(202).send({ message: accountMessages.linkSent });
    },
  );

  app.post(
    "/api/account/keep-quotes",
    {
      config: { rateLimit: signInLimit, idempotent: false },
      schema: {
        operationId: "keepQuotes",
        tags,
        summary: "Keep a quote set in an account: email its address a link that confirms it",
        description:
          "The link goes to the address the set was saved for, never one typed here; once used, every set and reminder for that address is the account's, and with keepAnswers the set's answers are kept for next year.",
        body: KeepQuotesRequest,
        response: { 202: MessageResponse, ...errorResponses(400, 403, 404, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await accounts.keepQuotes(request.body.reference, request.body.keepAnswers ?? false);
      return reply.code(202).send({ message: accountMessages.keepLinkSent });
    },
  );

  app.post(
    "/api/account/sign-in/link",
    {
      config: { rateLimit: signInLimit, idempotent: false },
      schema: {
        operationId: "signInWithLink",
        tags,
        summary: "Sign in with the emailed link (once, within 15 minutes)",
        description:
          "Sets the session cookie and answers the account. 410 when the link was used or has expired.",
        body: AccountLinkSignIn,
        response: { 200: AccountView, ...errorResponses(400, 403, 410, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const issued = await accounts.signInWithLink(request.body.token, device(request), cookieToken(request));
      setSession(request, reply, issued);
      return reply.send(await accounts.view(issued.session));
    },
  );

  app.post(
    "/api/account/sign-in/passkey/options",
    {
      config: { rateLimit: signInLimit, idempotent: false },
      schema: {
        operationId: "passkeySignInOptions",
        tags,
        summary: "Start signing in with a passkey",
        description: `WebAuthn's options for navigator.credentials.get (discoverable credentials); the challenge works once, for ${accountLimits.challengeMinutes} minutes.`,
        response: { 200: PasskeyOptions, ...errorResponses(403, 429, 503) },
      },
    },
    async () => accounts.signInOptions(),
  );

  app.post(
    "/api/account/sign-in/passkey",
    {
      config: { rateLimit: signInLimit, idempotent: false },
      schema: {
        operationId: "signInWithPasskey",
        tags,
        summary: "Sign in with the passkey's answer",
        description:
          "Sets the session cookie and answers the account. 400 when the answer does not verify (another origin or RP ID, a bad signature, a counter that went backwards, an unknown passkey) or its challenge was used or expired.",
        body: PasskeySignIn,
        response: { 200: AccountView, ...errorResponses(400, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const issued = await accounts.signInWithPasskey(
        request.body.credential,
        device(request),
        cookieToken(request),
      );
      setSession(request, reply, issued);
      return reply.send(await accounts.view(issued.session));
    },
  );

  app.get(
    "/api/account",
    {
      preHandler: signedIn,
      schema: {
        operationId: "getAccount",
        tags,
        summary: "The signed-in account: quote sets, reminders, kept answers, passkeys and devices",
        response: { 200: AccountView, ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => accounts.view(sessionOf(request)),
  );

  app.get(
    "/api/account/export",
    {
      preHandler: signedIn,
      schema: {
        operationId: "exportAccount",
        tags,
        summary: "Download everything held for the account's address, as JSON (format plummet-your-data/1)",
        response: { 200: YourData, ...errorResponses(401, 403, 503) },
      },
    },
    async (request, reply) => {
      return sendYourDataFile(reply, await accounts.export(sessionOf(request)));
    },
  );

  app.post(
    "/api/account/passkeys/options",
    {
      preHandler: signedIn,
      config: { rateLimit: signInLimit, idempotent: false },
      schema: {
        operationId: "passkeyRegistrationOptions",
        tags,
        summary: "Start adding a passkey to the signed-in account",
        response: { 200: PasskeyOptions, ...errorResponses(401, 403, 429, 503) },
      },
    },
    async (request) => accounts.registrationOptions(sessionOf(request)),
  );

  app.post(
    "/api/account/passkeys",
    {
      preHandler: signedIn,
      config: { rateLimit: signInLimit, idempotent: false },
      schema: {
        operationId: "addPasskey",
        tags,
        summary: "Keep the passkey the browser made",
        body: PasskeyRegistration,
        response: { 201: AccountView, ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await accounts.addPasskey(sessionOf(request), request.body, device(request));
      return reply.code(201).send(await accounts.view(sessionOf(request)));
    },
  );

  app.post(
    "/api/account/passkeys/:id/rename",
    {
      preHandler: signedIn,
      config: { rateLimit: {}, idempotent: false },
      schema: {
        operationId: "renamePasskey",
        tags,
        summary: "Rename a passkey",
        params: PasskeyParams,
        body: PasskeyRename,
        response: { 200: AccountView, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      await accounts.renamePasskey(sessionOf(request), request.params.id, request.body.name);
      return accounts.view(sessionOf(request));
    },
  );

  app.post(
    "/api/account/passkeys/:id/remove",
    {
      preHandler: signedIn,
      config: { rateLimit: {}, idempotent: false },
      schema: {
        operationId: "removePasskey",
        tags,
        summary: "Remove a passkey; the devices signed in with it are signed out",
        params: PasskeyParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      await accounts.removePasskey(sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/account/kept-answers",
    {
      preHandler: signedIn,
      config: { rateLimit: {}, idempotent: false },
      schema: {
        operationId: "keepAnswers",
        tags,
        summary: "Keep a quote set's answers, to quote again with them next year",
        body: KeepAnswersRequest,
        response: { 200: AccountView, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      await accounts.keepAnswers(sessionOf(request), request.body.reference);
      return accounts.view(sessionOf(request));
    },
  );

  app.post(
    "/api/account/kept-answers/:insuranceType/remove",
    {
      preHandler: signedIn,
      config: { rateLimit: {}, idempotent: false },
      schema: {
        operationId: "removeKeptAnswers",
        tags,
        summary: "Forget the answers kept for a product",
        params: KeptAnswersParams,
        response: { 200: AccountView, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) => {
      await accounts.removeKeptAnswers(sessionOf(request), request.params.insuranceType);
      return accounts.view(sessionOf(request));
    },
  );

  app.post(
    "/api/account/sign-out",
    {
      config: { rateLimit: {}, idempotent: false },
      schema: {
        operationId: "signOut",
        tags,
        summary: "Sign out this device",
        response: { 204: NoContent, ...errorResponses(403, 429, 503) },
      },
    },
    async (request, reply) => {
      const token = cookieToken(request);
      if (token) await accounts.signOut(token);
      clearSession(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/account/sign-out-everywhere",
    {
      preHandler: signedIn,
      config: { rateLimit: {}, idempotent: false },
      schema: {
        operationId: "signOutEverywhere",
        tags,
        summary: "Sign out every device signed in to the account, this one too",
        response: { 204: NoContent, ...errorResponses(401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      await accounts.signOutEverywhere(sessionOf(request));
      clearSession(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/account/delete",
    {
      preHandler: signedIn,
      config: { rateLimit: {}, idempotent: false },
      schema: {
        operationId: "deleteAccount",
        tags,
        summary: "Delete the account and everything held for its address",
        description:
          "Erases as the your-data erase does: quote sets, messages, reminders, emails' records, the account with its passkeys, sessions and kept answers. The suppression list's keyed hash stays; complaints stay for the three years the FCA requires.",
        response: { 200: MessageResponse, ...errorResponses(401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(sessionOf(request));
      request.log.info("account deleted on request");
      clearSession(request, reply);
      return reply.send({ message: accountMessages.deleted });
    },
  );
};
