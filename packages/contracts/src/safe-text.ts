/**
 * Text a person could have typed. NUL and the other control characters (Unicode category Cc:
 * C0, DEL and C1) cannot come from a keyboard, and PostgreSQL refuses NUL outright; a lone UTF-16
 * surrogate (category Cs, which in a `u` regex matches only unpaired halves) cannot be stored as
 * UTF-8. Tab, line feed and carriage return are allowed in multi-line fields only.
 */
const CONTROL_IN_LINE = /[\p{Cc}\p{Cs}]/u;
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

export const safeTextMessage =
  "Please remove the hidden or unreadable characters from this field (they may have come from copying and pasting)";

/** A single-line field: a name, an email address, an id. */
export function isSafeLine(value: string): boolean {
  return !CONTROL_IN_LINE.test(value);
}

/** A multi-line field, such as a message: line breaks and tabs are fine. */
export function isSafeText(value: string): boolean {
  return !CONTROL_IN_TEXT.test(value);
}

/**
 * Text made safe inside HTML or XML, in an element or a quoted attribute: `& < > " '` become
 * character references. The one escaping of the repository's hand-written markup (the site's
 * server, sitemap.xml, the insurer sandbox's pages); React escapes everything it renders.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
