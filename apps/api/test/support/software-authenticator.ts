import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type { PasskeyOptions } from "@plummet/contracts";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP_UV = 0x05;
const UP_UV_AT = 0x45;

interface Made {
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

/** What a ceremony may be made to get wrong: another page's origin, another domain, a forged signature, a rewound counter. */
export interface Tampering {
  origin?: string;
  rpId?: string;
  badSignature?: boolean;
  counter?: number;
}

/**
 * A passkey authenticator in software (ES256, "none" attestation), built from the WebAuthn
 * specification's byte layouts: what a phone or a security key answers, for the API's tests.
 */
export class SoftwareAuthenticator {
  readonly credentials = new Map<string, Made>();

  constructor(
    private readonly origin = "http://localhost:3000",
    private readonly rpId = "localhost",
  ) {}

  /** Answers `navigator.credentials.create` for the options: a new passkey. */
  register(options: PasskeyOptions, tampering: Tampering = {}) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(tampering.rpId ?? this.rpId),
      Buffer.from([UP_UV_AT]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    const user = (options as { user?: { id?: string } }).user;
    this.credentials.set(b64url(id), { privateKey, counter: 0, userHandle: user?.id ?? "" });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key" as const,
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge, tampering),
        attestationObject: b64url(attestationObject),
        transports: ["internal" as const],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  /** Answers `navigator.credentials.get` with a passkey it holds (the first by default). */
  signIn(options: PasskeyOptions, credentialId?: string, tampering: Tampering = {}) {
    const id = credentialId ?? [...this.credentials.keys()][0]!;
    const made = this.credentials.get(id)!;
    made.counter = tampering.counter ?? made.counter + 1;
    const authData = Buffer.concat([
      sha256(tampering.rpId ?? this.rpId),
      Buffer.from([UP_UV]),
      counterBytes(made.counter),
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, tampering);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, "base64url"))]),
      made.privateKey,
    );
    if (tampering.badSignature) signature[signature.length - 1]! ^= 0xff;
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(made.userHandle && { userHandle: made.userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  private clientData(type: string, challenge: string, tampering: Tampering) {
    return b64url(
      Buffer.from(
        JSON.stringify({ type, challenge, origin: tampering.origin ?? this.origin, crossOrigin: false }),
      ),
    );
  }
}
