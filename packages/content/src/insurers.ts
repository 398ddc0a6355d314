/**
 * The insurer panel's public facts (entry point `@plummet/content/insurers`). The quotes
 * service prices with these; the site lists them. Every brand here is fictional.
 */
export * from "./insurers/panel";
export * from "./insurers/schema";
