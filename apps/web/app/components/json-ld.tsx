import type { JsonLdObject } from "../lib/seo";

/**
 * Serialises JSON for an inline script: "<" is escaped so no string in the data can close the
 * script element early, and U+2028/2029 so the text stays valid in every parser.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Structured data for search engines: `<script type="application/ld+json">`, prerendered with the page. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
