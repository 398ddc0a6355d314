import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config";
import { type TestApp, testEnv, uniqueEmail, validQuoteBody } from "../helper";
import { appWithSmtp, header, type TestSmtpServer } from "../support/smtp-server";

const folder = mkdtempSync(join(tmpdir(), "plummet-dkim-"));
const keyFile = join(folder, "dkim.pem");
const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }));
/** The TXT record an operator publishes at plummet2026a._domainkey.plummet.co.uk. */
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const dkimEnv = {
  DKIM_DOMAIN: "plummet.co.uk",
  DKIM_SELECTOR: "plummet2026a",
  DKIM_PRIVATE_KEY_FILE: keyFile,
  MAIL_FROM: "Plummet <quotes@plummet.co.uk>",
};

describe("DKIM signing, verified from a real SMTP server's copy", () => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ app, smtp, close } = await appWithSmtp(dkimEnv, {}));
  });
  afterAll(() => close());

  it("signs every email so that it verifies, with From, Subject, Date, Message-ID and both unsubscribe headers signed", async () => {
    const address = uniqueEmail("dkim");
    await app.inject({ method: "POST", url: "/api/quotes", payload: { ...validQuoteBody, email: address } });
    await vi.waitFor(async () => {
      await app.mailSender!.sendDue();
      expect(smtp.received.filter((message) => message.to.includes(address))).toHaveLength(1);
    });
    const [message] = smtp.received.filter((received) => received.to.includes(address));
    expect(header(message!.raw, "DKIM-Signature")).toContain("d=plummet.co.uk");

    const lookups: string[] = [];
    const result = await dkimVerify(Buffer.from(message!.raw), {
      resolver: async (name: string, type: string) => {
        lookups.push(`${type} ${name}`);
        if (type === "TXT" && name === "plummet2026a._domainkey.plummet.co.uk") return [[record]];
        throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      },
    });
    expect(lookups).toContain("TXT plummet2026a._domainkey.plummet.co.uk");
    const [signature] = result.results;
    expect(signature?.status.result).toBe("pass");
    const signed = (signature?.signingHeaders?.keys ?? "").toLowerCase().split(": ").join(":").split(":");
    for (const name of [
      "from",
      "subject",
      "date",
      "message-id",
      "list-unsubscribe",
      "list-unsubscribe-post",
    ]) {
      expect(signed, name).toContain(name);
    }

    // A changed unsubscribe header no longer verifies.
    const tampered = message!.raw.replace(/^List-Unsubscribe-Post: .*$/m, "List-Unsubscribe-Post: nothing");
    const failed = await dkimVerify(Buffer.from(tampered), {
      resolver: async () => [[record]],
    });
    expect(failed.results[0]?.status.result).toBe("fail");
  });
});

describe("DKIM configuration", () => {
  const load = (env: Record<string, string>) => () => loadConfig({ ...testEnv, ...env });

  it("is off with none of the three variables, and all three make a key", () => {
    expect(load({})().dkim).toBeUndefined();
    expect(load(dkimEnv)().dkim).toMatchObject({ domainName: "plummet.co.uk", keySelector: "plummet2026a" });
  });

  it("stops start-up with a line naming what is wrong", () => {
    expect(load({ DKIM_DOMAIN: "plummet.co.uk" })).toThrow(/DKIM_SELECTOR: is required/);
    expect(load({ ...dkimEnv, DKIM_PRIVATE_KEY_FILE: join(folder, "missing.pem") })).toThrow(
      /DKIM_PRIVATE_KEY_FILE: cannot be read \(ENOENT\)/,
    );
    const notPem = join(folder, "not.pem");
    writeFileSync(notPem, "hello");
    expect(load({ ...dkimEnv, DKIM_PRIVATE_KEY_FILE: notPem })).toThrow(/must be a PEM private key/);
    expect(load({ ...dkimEnv, DKIM_DOMAIN: "not a domain" })).toThrow(/DKIM_DOMAIN: must be a domain name/);
    expect(load({ MAIL_RETURN_PATH: "nope" })).toThrow(/MAIL_RETURN_PATH: must be an email address/);
  });
});
