import { z } from "zod";
import { Insurer, type InsurerProduct } from "./schema";

/** Features shared by many car policies; each insurer adds its own at the top. */
function motorFeatures(extra: string[]): InsurerProduct["features"] {
  return {
    basic: [...extra, "Third party, fire and theft", "Legal cover for uninsured losses optional"],
    standard: [...extra, "Comprehensive cover", "Windscreen cover", "Courtesy car"],
    comprehensive: [
      ...extra,
      "Comprehensive cover",
      "Protected no-claims discount",
      "Courtesy car",
      "European cover",
    ],
  };
}

/** All insurers are fictional brands; a deployment can swap in real partners. */
export const insurers = z.array(Insurer).parse([
  {
    slug: "harbourline",
    name: "Harbourline",
    featured: true,
    products: [
      {
        type: "car",
        productName: "Harbourline Drive",
        rating: 4.6,
        excess: 250,
        features: motorFeatures(["24/7 claims line"]),
      },
    ],
  },
  {
    slug: "oakfield-direct",
    name: "Oakfield Direct",
    featured: true,
    products: [
      {
        type: "car",
        productName: "Oakfield Motor",
        rating: 4.2,
        excess: 300,
        features: motorFeatures(["UK call centre"]),
      },
    ],
  },
  {
    slug: "northgate-assurance",
    name: "Northgate Assurance",
    featured: true,
    products: [
      {
        type: "car",
        productName: "Northgate Car Plus",
        rating: 4.4,
        excess: 200,
        features: motorFeatures(["Approved repairers"]),
      },
    ],
  },
]);

export const insurersBySlug = new Map(insurers.map((insurer) => [insurer.slug, insurer]));
