import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productCards } from "./product-cards";
import { ProductCard } from "./schemas";
import { productRoutes } from "./testing/spec";

const assetsDir = fileURLToPath(new URL("../assets/", import.meta.url));

describe("productCards", () => {
  // The cards are plain data (no schema library in the browser): the schema is checked here.
  it.each(productCards)("$id parses with its schema", (card) => {
    expect(ProductCard.safeParse(card).success).toBe(true);
  });

  it("has the required eight cards and no van card", () => {
    expect(productCards.map((card) => card.link)).toEqual(
      productRoutes.filter((route) => route !== "/van-insurance"),
    );
  });

  it.each(productCards)("$title has alt text and an image file that exists", (card) => {
    expect(card.image.alt.length).toBeGreaterThan(5);
    expect(existsSync(assetsDir + card.image.path)).toBe(true);
  });
});
