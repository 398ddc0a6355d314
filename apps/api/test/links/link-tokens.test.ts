import { linkTokenPattern } from "@plummet/contracts";
import { describe, expect, it } from "vitest";
import { LinkTokens } from "../../src/links/link-tokens";

const key = (text: string) => Buffer.from(text.padEnd(32, "."));
const now = new Date("2026-11-25T10:00:00Z");
const clock = () => now;

describe("signed link tokens", () => {
  const tokens = new LinkTokens([key("current")], clock);

  it("carry the address (normalised), the subject and the expiry, in the pattern pages accept", () => {
    const token = tokens.sign("dataLink", {
      address: " Sam@Example.com ",
      subject: "a-request",
      expiresAt: new Date("2026-11-25T11:00:00Z"),
    });
    expect(token).toMatch(linkTokenPattern);
    expect(token.startsWith("data.")).toBe(true);
    expect(tokens.verify("dataLink", token)).toEqual({
      ok: true,
      claims: {
        address: "sam@example.com",
        subject: "a-request",
        expiresAt: new Date("2026-11-25T11:00:00Z"),
      },
    });
  });

  it("are refused for another purpose, when changed, or when made with another key", () => {
    const token = tokens.sign("unsubscribe", { address: "sam@example.com" });
    expect(tokens.verify("reminder", token)).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.verify("reminder", token.replace(/^unsub\./, "remind."))).toEqual({
      ok: false,
      reason: "invalid",
    });
    const [purpose, , signature] = token.split(".");
    const otherAddress = Buffer.from(JSON.stringify({ a: "eve@example.com" })).toString("base64url");
    expect(tokens.verify("unsubscribe", `${purpose}.${otherAddress}.${signature}`)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const stranger = new LinkTokens([key("another")], clock);
    expect(stranger.verify("unsubscribe", token)).toEqual({ ok: false, reason: "invalid" });
    for (const junk of ["", "unsub", "unsub..", "unsub.!!.??", `${token}.x`, "unsub.bm90IGpzb24.AAAA"]) {
      expect(tokens.verify("unsubscribe", junk).ok, junk).toBe(false);
    }
  });

  it("are refused when the signature's last character is changed, even where it only carries spare bits", () => {
    for (let i = 0; i < 40; i += 1) {
      const token = tokens.sign("unsubscribe", { address: `sam.${i}@example.com` });
      for (const other of ["A", "B", "C", "D"]) {
        const changed = token.replace(/.$/, other);
        if (changed !== token) expect(tokens.verify("unsubscribe", changed).ok, changed).toBe(false);
      }
    }
  });

  it("expire at their expiry", () => {
    const token = tokens.sign("dataSession", { address: "sam@example.com", expiresAt: now });
    expect(tokens.verify("dataSession", token)).toEqual({ ok: false, reason: "expired" });
  });

  it("made before a key rotation still work while the old key is kept as the previous one", () => {
    const before = new LinkTokens([key("old")], clock).sign("unsubscribe", { address: "sam@example.com" });
    const rotated = new LinkTokens([key("new"), key("old")], clock);
    expect(rotated.verify("unsubscribe", before).ok).toBe(true);
    expect(rotated.sign("unsubscribe", { address: "sam@example.com" })).not.toBe(before);
    const dropped = new LinkTokens([key("new")], clock);
    expect(dropped.verify("unsubscribe", before)).toEqual({ ok: false, reason: "invalid" });
  });
});
