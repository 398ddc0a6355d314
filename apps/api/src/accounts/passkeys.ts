import type { PasskeyRegistration, PasskeySignIn } from "@plummet/contracts";
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { StoredPasskey } from "../db/account-store";

/** Why a passkey was refused: the metric's label, and the test's check. */
export type PasskeyRefusal =
  | "challenge"
  | "origin"
  | "rp-id"
  | "signature"
  | "counter"
  | "unknown-passkey"
  | "malformed";

export class PasskeyRefused extends Error {
  override readonly name = "PasskeyRefused";
  constructor(readonly reason: PasskeyRefusal) {
    super(`passkey refused: ${reason}`);
  }
}

/** SimpleWebAuthn says why it refused in words; these are the ones a client's answer can cause. */
function refusalOf(error: unknown): PasskeyRefusal {
  const message = error instanceof Error ? error.message : "";
  if (/challenge/i.test(message)) return "challenge";
  if (/origin/i.test(message)) return "origin";
  if (/RP ID/i.test(message)) return "rp-id";
  if (/counter/i.test(message)) return "counter";
  if (/signature/i.test(message)) return "signature";
  return "malformed";
}

/** SimpleWebAuthn's verdict when it verifies; otherwise the refusal it stands for. */
async function verified<T extends { verified: boolean }>(
  verification: Promise<T>,
): Promise<T & { verified: true }> {
  const result = await verification.catch((error: unknown) => {
    throw new PasskeyRefused(refusalOf(error));
  });
  if (!result.verified) throw new PasskeyRefused("signature");
  return result as T & { verified: true };
}

export interface RelyingParty {
  /** The domain passkeys are made for (WEBAUTHN_RP_ID): the site's, or a parent of it. */
  id: string;
  /** The name authenticators show (WEBAUTHN_RP_NAME). */
  name: string;
  /** The site's origin: the only page a ceremony may come from. */
  origin: string;
}

/**
 * The two WebAuthn ceremonies, through SimpleWebAuthn: options to start each, and the check of
 * the browser's answer. Discoverable credentials (the passkey knows its account), user
 * verification preferred, no attestation. The challenge is checked by `takeChallenge`, which uses
 * it up: a replayed or expired one is refused.
 */
export class Passkeys {
  constructor(private readonly party: RelyingParty) {}

  registrationOptions(
    account: { id: string; email: string },
    existing: Array<{ id: string; transports: string[] }>,
  ) {
    return generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.party.id,
      userName: account.email,
      userDisplayName: account.email,
      userID: new TextEncoder().encode(account.id),
      attestationType: "none",
      excludeCredentials: existing.map(({ id, transports }) => ({
        id,
        transports: transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
  }

  signInOptions() {
    return generateAuthenticationOptions({ rpID: this.party.id, userVerification: "preferred" });
  }

  /** The new passkey, when the answer verifies against a challenge `takeChallenge` accepts. */
  async verifyRegistration(
    credential: PasskeyRegistration["credential"],
    takeChallenge: (challenge: string) => Promise<boolean>,
  ): Promise<Omit<StoredPasskey, "accountId">> {
    const verification = await verified(
      verifyRegistrationResponse({
        response: credential as Parameters<typeof verifyRegistrationResponse>[0]["response"],
        ...this.expected(takeChallenge),
      }),
    );
    const made = verification.registrationInfo.credential;
    return {
      id: made.id,
      publicKey: Buffer.from(made.publicKey).toString("base64url"),
      counter: made.counter,
      transports: made.transports ?? credential.response.transports ?? [],
    };
  }

  /** The passkey's new counter, when the answer verifies for `passkey` and an accepted challenge. */
  async verifySignIn(
    credential: PasskeySignIn["credential"],
    passkey: StoredPasskey,
    takeChallenge: (challenge: string) => Promise<boolean>,
  ): Promise<number> {
    const verification = await verified(
      verifyAuthenticationResponse({
        response: credential as Parameters<typeof verifyAuthenticationResponse>[0]["response"],
        ...this.expected(takeChallenge),
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      }),
    );
    return verification.authenticationInfo.newCounter;
  }

  /** What every answer must match: a challenge still unused, this site's origin and RP ID. */
  private expected(takeChallenge: (challenge: string) => Promise<boolean>) {
    return {
      expectedChallenge: takeChallenge,
      expectedOrigin: this.party.origin,
      expectedRPID: this.party.id,
      requireUserVerification: false,
    };
  }
}
