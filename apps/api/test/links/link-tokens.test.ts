import { linkTokenPattern } from "@plummet/contracts";
import { decodeProtectedHeader, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { LinkTokens } from "../../src/links/link-tokens";

const key = (text: string) => Buffer.from(text.padEnd(32, "."));
const now = new Date("2026-11-25T10:00:00Z");
const clock = () => now;

describe("signed link tokens", () => {
  const tokens = new LinkTokens([key("current")], clock);

  it("are compact JWS naming their key, carrying the address (normalised), the subject and the expiry", async () => {
    const token = await tokens.sign("dataLink", {
      address: " Sam@Example.com ",
      subject: "a-request",
      expiresAt: new Date("2026-11-25T11:00:00Z"),
    });
    expect(token).toMatch(linkTokenPattern);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", kid: expect.stringMatching(/^[\w-]{8}$/) });
    expect(await tokens.verify("dataLink", token)).toEqual({
      ok: true,
      claims: {
        address: "sam@example.com",
        subject: "a-request",
        expiresAt: new Date("2026-11-25T11:00:00Z"),
      },
    });
  });

  it("are refused for another purpose, when changed, or when made with another key", async () => {
    const token = await tokens.sign("unsubscribe", { address: "sam@example.com" });
    expect(await tokens.verify("reminder", token)).toEqual({ ok: false, reason: "invalid" });
    const [header, , signature] = token.split(".");
    const otherAddress = Buffer.from(JSON.stringify({ sub: "eve@example.com", aud: "unsub" })).toString(
      "base64url",
    );
    expect(await tokens.verify("unsubscribe", `${header}.${otherAddress}.${signature}`)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const stranger = new LinkTokens([key("another")], clock);
    expect(await stranger.verify("unsubscribe", token)).toEqual({ ok: false, reason: "invalid" });
    for (const junk of [
      "",
      "unsub",
      "unsub..",
      "unsub.!!.??",
      `${token}.x`,
      "unsub.bm90IGpzb24.AAAA",
      "a.b.c",
    ]) {
      expect((await tokens.verify("unsubscribe", junk)).ok, junk).toBe(false);
    }
  });

  it("refuse a token signed with the right key but another algorithm, or none", async () => {
    const secret = key("current");
    const [kid] = [decodeProtectedHeader(await tokens.sign("unsubscribe", { address: "a@b.co" })).kid];
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: "HS512", kid })
      .setAudience("unsub")
      .setSubject("sam@example.com")
      .sign(secret);
    expect(await tokens.verify("unsubscribe", hs512)).toEqual({ ok: false, reason: "invalid" });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", kid })).toString("base64url")}.${Buffer.from(
      JSON.stringify({ aud: "unsub", sub: "sam@example.com" }),
    ).toString("base64url")}.`;
    expect(await tokens.verify("unsubscribe", unsigned)).toEqual({ ok: false, reason: "invalid" });
  });

  it("are refused when the signature's last character is changed, even where it only carries spare bits", async () => {
    for (let i = 0; i < 40; i += 1) {
      const token = await tokens.sign("unsubscribe", { address: `sam.${i}@example.com` });
      for (const other of ["A", "B", "C", "D"]) {
        const changed = token.replace(/.$/, other);
        if (changed !== token) expect((await tokens.verify("unsubscribe", changed)).ok, changed).toBe(false);
      }
    }
  });

  it("expire at their expiry", async () => {
    const token = await tokens.sign("dataSession", { address: "sam@example.com", expiresAt: now });
    expect(await tokens.verify("dataSession", token)).toEqual({ ok: false, reason: "expired" });
  });

  it("made before a key rotation still work while the old key is kept as the previous one (found by kid)", async () => {
    const before = await new LinkTokens([key("old")], clock).sign("unsubscribe", {
      address: "sam@example.com",
    });
    const rotated = new LinkTokens([key("new"), key("old")], clock);
    expect(await rotated.verify("unsubscribe", before)).toMatchObject({ ok: true });
    const after = await rotated.sign("unsubscribe", { address: "sam@example.com" });
    expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);
    const dropped = new LinkTokens([key("new")], clock);
    expect(await dropped.verify("unsubscribe", before)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("links emailed in the format used before JWS", () => {
  // Made by the previous signer (HMAC-SHA256 over "<purpose>.<claims>") with this key: they are in
  // people's inboxes, and unsubscribe and reminder links never expire.
  const oldKey = Buffer.from("the key links were signed with before JOSE");
  const unsubscribe = "unsub.eyJhIjoic2FtQGV4YW1wbGUuY29tIn0.mBXIrxA3CGYuv7NAZs0kKLIrBHb1j5JbVL6o_TBV2Cg";
  const reminder =
    "remind.eyJhIjoic2FtQGV4YW1wbGUuY29tIiwicyI6IjBmOGZhZDViLWQ5Y2ItNDY5Zi1hMTY1LTcwODY3NzI4OTUwZSJ9.cr1u8lZAE1Gaaa_F4tgCjKLNX28kbO1vc-Ab5k1ooFI";

  it("still work, under the current or the previous key", async () => {
    for (const tokens of [new LinkTokens([oldKey], clock), new LinkTokens([key("new"), oldKey], clock)]) {
      expect(await tokens.verify("unsubscribe", unsubscribe)).toEqual({
        ok: true,
        claims: { address: "sam@example.com" },
      });
      expect(await tokens.verify("reminder", reminder)).toEqual({
        ok: true,
        claims: { address: "sam@example.com", subject: "0f8fad5b-d9cb-469f-a165-70867728950e" },
      });
    }
  });

  it("are refused for another purpose, changed, or once their key is gone", async () => {
    const tokens = new LinkTokens([oldKey], clock);
    expect((await tokens.verify("reminder", unsubscribe)).ok).toBe(false);
    expect((await tokens.verify("unsubscribe", unsubscribe.replace(/.$/, "h"))).ok).toBe(false);
    expect((await tokens.verify("unsubscribe", unsubscribe.replace("unsub.eyJh", "unsub.eyJi"))).ok).toBe(
      false,
    );
    expect((await new LinkTokens([key("new")], clock).verify("unsubscribe", unsubscribe)).ok).toBe(false);
  });
});
