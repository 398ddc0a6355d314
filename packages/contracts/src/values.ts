/**
 * The contracts' plain values, without zod (entry point `@plummet/contracts/values`): constants,
 * labels and patterns an island may import alone. The package's root entry re-exports them too,
 * beside the schemas; importing a value from there can bring a module that registers schemas.
 * `values.test.ts` fails if anything here reaches zod.
 */
export * from "./account-values";
export * from "./call-back-choices";
export * from "./email-links";
export * from "./inquiry-types";
export * from "./insurance-types";
export * from "./postcode";
export * from "./quote-reference";
export * from "./retention";
export * from "./safe-text";
