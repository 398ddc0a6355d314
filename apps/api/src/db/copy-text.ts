/**
 * One row of PostgreSQL's COPY text format: columns separated by tabs, `\N` for null, and
 * backslash, tab, newline and carriage return escaped. Objects and arrays are written as JSON
 * (for json columns), dates as ISO 8601, booleans as t/f.
 */
export function copyTextRow(values: readonly unknown[]): string {
  let line = "";
  for (let i = 0; i < values.length; i += 1) {
    if (i > 0) line += "\t";
    line += copyTextValue(values[i]);
  }
  return `${line}\n`;
}

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function copyTextValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return `${value}`;
  const text =
    typeof value === "string" ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return text.replace(SPECIAL, (character) => ESCAPES[character]!);
}
