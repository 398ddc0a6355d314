// Everything the website says. Each module parses its data with the schemas at import.
export * from "./articles";
export * from "./articles/article-text";
export * from "./home";
export * from "./pages";
export * from "./product-cards";
export * from "./products";
export * from "./schemas";
export * from "./site";
