// The schemas are built with zod/mini (functions, not classic zod's methods), so the website's
// islands bundle only the zod they use (issue 26; the linter refuses classic zod here, biome.json). Metadata for the
// OpenAPI document goes through `.register(z.globalRegistry, { id | description })`, which marks the
// schema it is called on: call it on a schema made for the purpose, or on `z.clone(shared)`.
export * from "./account";
export * from "./account-values";
export * from "./assumption-lines";
export * from "./call-back";
export * from "./contact";
export * from "./detail-answer-view";
export * from "./email-address";
export * from "./email-links";
export * from "./endorsement-codes";
export * from "./errors";
export * from "./health";
export * from "./inquiry-types";
export * from "./instalment-plan";
export * from "./insurance";
export * from "./insurance-types";
export * from "./money";
export * from "./panel-disclosure";
export * from "./postcode";
export * from "./price-breakdown";
export * from "./question-set-response";
export * from "./question-sets";
export * from "./quote";
export * from "./quote-answers";
export * from "./quote-cover";
export * from "./quote-details";
export * from "./quote-order";
export * from "./quote-reference";
export * from "./quote-request";
export * from "./quote-set";
export * from "./refine-answers";
export * from "./renewal-reminder";
export * from "./retention";
export * from "./safe-text";
export * from "./vehicle-lookup";
export * from "./your-data";
