import type { ProductPageInput } from "./product-page";

export const vanInsurance: ProductPageInput = {
  path: "/van-insurance",
  insuranceType: "van",
  serviceType: "Van Insurance",
  meta: {
    title: "Compare Van Insurance Quotes for Business and Private Use | Plummet",
    description:
      "Compare van insurance quotes from UK providers for private, business and courier use, with optional tools and goods in transit cover. Free, no obligation.",
  },
  hero: {
    title: "Compare Van Insurance Quotes",
    description:
      "Whether your van carries tools to the next job or bikes to the coast, compare van insurance from our panel for private use, carrying your own goods or deliveries for others.",
    primaryCta: "Compare Van Insurance Quotes",
  },
  coverTypes: {
    title: "Types of van insurance",
    items: [
      {
        title: "Third Party Only",
        quotedAs: [],
        description:
          "The legal minimum. It pays for injury to others and damage to their property, but not for damage to your van.",
        features: ["Injury to other people", "Damage to other vehicles and property"],
      },
      {
        title: "Third Party, Fire and Theft",
        quotedAs: ["basic"],
        description: "Third party cover plus cover for your van if it is stolen or damaged by fire.",
        features: ["All third party cover", "Fire damage to your van", "Theft and attempted theft"],
      },
      {
        title: "Comprehensive",
        quotedAs: ["standard", "comprehensive"],
        description:
          "Adds accidental damage to your own van, whoever was at fault, and often a replacement van while yours is repaired.",
        features: [
          "All third party, fire and theft cover",
          "Accidental damage to your van",
          "Windscreen cover",
          "Replacement van on many policies",
        ],
      },
    ],
  },
  covered: {
    title: "What van insurance can cover",
    items: [
      "Social, domestic and pleasure use, including commuting",
      "Business use, carrying your own goods and tools",
      "Haulage or courier work for other people (hire and reward)",
      "Tools in the van, typically from £500 to £50,000 of cover",
      "Goods in transit for the stock or deliveries you carry",
      "Signwriting, racking and other fitted equipment",
      "Breakdown cover and a replacement van to keep you working",
    ],
  },
  tips: {
    title: "Ways to lower your van insurance cost",
    items: [
      "Pick the right class of use: private cover is cheaper, but a claim during business use on a private policy can be refused.",
      "Fit approved deadlocks and an alarm, and park off the road overnight if you can.",
      "Insure only the tools you carry and keep receipts or photos of them.",
      "Ask whether your car no-claims discount can count towards your van policy.",
      "Add only the drivers who really drive the van.",
    ],
  },
  formTitle: "Get Your Van Insurance Quote",
};
