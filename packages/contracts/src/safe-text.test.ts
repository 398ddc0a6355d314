import { describe, expect, it } from "vitest";
import { escapeHtml, isSafeLine, isSafeText } from "./safe-text";

describe("safe text", () => {
  it("accepts what people type, in any script, with emoji", () => {
    for (const value of ["Zoë Smith", "Siân O'Neil-Brown", "李小龍", "Ana 🙂", "£250 excess"]) {
      expect(isSafeLine(value)).toBe(true);
      expect(isSafeText(value)).toBe(true);
    }
  });

  it("refuses NUL, other C0 controls and DEL", () => {
    for (const value of ["Zoe\u0000 Smith", "bell\u0007", "esc\u001b[31m", "del\u007f"]) {
      expect(isSafeLine(value)).toBe(false);
      expect(isSafeText(value)).toBe(false);
    }
  });

  it("allows tabs and line breaks in multi-line text only", () => {
    const message = "Hello,\r\n\tI have a question.\nThanks";
    expect(isSafeText(message)).toBe(true);
    expect(isSafeLine(message)).toBe(false);
  });

  it("refuses a lone surrogate, high or low, but not a pair", () => {
    expect(isSafeLine("Zoë\udc00")).toBe(false);
    expect(isSafeLine("\ud83d end")).toBe(false);
    expect(isSafeText("start \ud83d")).toBe(false);
    expect(isSafeLine("\ud83d\ude42")).toBe(true);
  });
});

describe("escapeHtml", () => {
  it("turns the five characters markup cares about into character references, and nothing else", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;",
    );
    expect(escapeHtml("Plain £12.50 — fine")).toBe("Plain £12.50 — fine");
  });
});
