import { onFirstNeed } from "../../lib/load-later";
import { accountApi } from "./account-api";

/**
 * Passkeys in this browser (`@simplewebauthn/browser`), its code fetched the first time a
 * ceremony needs it: the account pages' first screen goes without it.
 */
const webauthn = onFirstNeed(() => import("@simplewebauthn/browser"));

/** Whether this browser can make and use passkeys (WebAuthn), without loading the library. */
export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Whether the browser offers passkeys in the sign-in field's autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const { browserSupportsWebAuthnAutofill } = await webauthn.get();
  return browserSupportsWebAuthnAutofill();
}

/** Starts fetching the library (a hover or focus on a passkey button). */
export const preloadPasskeys = webauthn.start;

/**
 * Signs in with a passkey: the service's challenge, the browser's ceremony (in the field's
 * autofill when `autofill`, otherwise the browser's own dialog), the service's check. Answers the
 * account. A new ceremony cancels one still waiting (the autofill's), as the library does.
 */
export async function signInWithPasskey(autofill = false) {
  const { startAuthentication } = await webauthn.get();
  const optionsJSON = await accountApi.signInOptions();
  const credential = await startAuthentication({
    optionsJSON: optionsJSON as never,
    useBrowserAutofill: autofill,
  });
  return accountApi.signInWithPasskey(credential);
}

/** Creates a passkey on this device for the signed-in account; answers the account. */
export async function createPasskey(name?: string) {
  const { startRegistration } = await webauthn.get();
  const optionsJSON = await accountApi.passkeyOptions();
  const credential = await startRegistration({ optionsJSON: optionsJSON as never });
  return accountApi.addPasskey(credential, name);
}

/**
 * What went wrong in the browser's part of a ceremony, in words, or undefined when the visitor
 * simply cancelled it (nothing to say).
 */
export function ceremonyProblem(error: unknown): string | undefined {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return undefined;
  if (name === "InvalidStateError") return "This device already has a passkey for your account.";
  return undefined;
}
