/**
 * The insurer panel's public facts (entry point `@plummet/content/insurers`). The quotes
 * service prices with these; the site lists them. Every brand here is fictional. This entry
 * imports nothing else from the content package, so the API can use it on its own.
 */
export * from "./insurers/cover-catalogue";
export * from "./insurers/cover-features";
export * from "./insurers/panel";
export * from "./insurers/schema";
