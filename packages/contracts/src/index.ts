export * from "./contact";
export * from "./errors";
export * from "./health";
export * from "./insurance";
export * from "./postcode";
export * from "./quote";
export * from "./quote-request";
export * from "./retention";
