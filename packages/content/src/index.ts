export * from "./product-cards";
export * from "./schemas";
