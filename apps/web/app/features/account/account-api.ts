import type { AccountView } from "@plummet/contracts";
import { ApiError, answerOf, api } from "../../lib/api";

/**
 * The account's calls to the quotes service (issue 45), all through the site's one client, which
 * sends the browser's credentials: the session is the service's HttpOnly cookie, never seen here.
 * Each answer is the service's own (checked against the contract there), taken on trust, so the
 * account's code carries no zod.
 */

export type { AccountView };
/** What `startRegistration` / `startAuthentication` take as `optionsJSON`, as the service made it. */
export type PasskeyOptionsJSON = { challenge: string } & Record<string, unknown>;

/** `GET /api/account`'s query key: every call that answers an AccountView puts it there. */
export const ACCOUNT_KEY = ["/api/account"] as const;

/** An answer with no body (204): done, or an ApiError as `answerOf` would throw. */
async function doneOf(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (response.ok) return;
  const body = error === undefined ? "" : typeof error === "string" ? error : JSON.stringify(error);
  throw new ApiError(response.status, body, response.statusText);
}

export const accountApi = {
  view: () => answerOf(api.GET("/api/account")),
  requestLink: (email: string) => answerOf(api.POST("/api/account/link", { body: { email } })),
  keepQuotes: (reference: string, keepAnswers: boolean) =>
    answerOf(api.POST("/api/account/keep-quotes", { body: { reference, keepAnswers } })),
  signInWithLink: (token: string) => answerOf(api.POST("/api/account/sign-in/link", { body: { token } })),
  signInOptions: () =>
    answerOf(api.POST("/api/account/sign-in/passkey/options")) as Promise<PasskeyOptionsJSON>,
  signInWithPasskey: (credential: unknown) =>
    answerOf(api.POST("/api/account/sign-in/passkey", { body: { credential } as never })),
  passkeyOptions: () => answerOf(api.POST("/api/account/passkeys/options")) as Promise<PasskeyOptionsJSON>,
  addPasskey: (credential: unknown, name?: string) =>
    answerOf(api.POST("/api/account/passkeys", { body: { credential, name } as never })),
  renamePasskey: (id: string, name: string) =>
    answerOf(api.POST("/api/account/passkeys/{id}/rename", { params: { path: { id } }, body: { name } })),
  removePasskey: (id: string) =>
    doneOf(api.POST("/api/account/passkeys/{id}/remove", { params: { path: { id } } })),
  keepAnswers: (reference: string) =>
    answerOf(api.POST("/api/account/kept-answers", { body: { reference } })),
  removeKeptAnswers: (insuranceType: AccountView["keptAnswers"][number]["insuranceType"]) =>
    answerOf(
      api.POST("/api/account/kept-answers/{insuranceType}/remove", { params: { path: { insuranceType } } }),
    ),
  signOut: () => doneOf(api.POST("/api/account/sign-out")),
  signOutEverywhere: () => doneOf(api.POST("/api/account/sign-out-everywhere")),
  deleteAccount: () => answerOf(api.POST("/api/account/delete")),
};

/** Where "Download everything" leads: the service answers with the JSON file as an attachment. */
export const exportPath = "/api/account/export";
