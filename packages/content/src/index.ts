// Everything the website says. Each module parses its data with the schemas at import.
export * from "./product-cards";
export * from "./schemas";
