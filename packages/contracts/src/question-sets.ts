// Without zod: the full quote's questions as data, for a page to lay out (the schemas that check
// the answers are in `quote-answers`).
export * from "./endorsement-codes";
export * from "./questions";
