import type { ProductPageInput } from "./product-page";

export const petInsurance: ProductPageInput = {
  path: "/pet-insurance",
  insuranceType: "pet",
  serviceType: "Pet Insurance",
  meta: {
    title: "Compare Pet Insurance Quotes for Dogs and Cats | Plummet",
    description:
      "Compare lifetime, maximum benefit, time-limited and accident-only pet insurance for dogs and cats from UK providers. Free and no obligation to buy.",
  },
  hero: {
    title: "Compare Pet Insurance Quotes",
    description:
      "Vet bills can run into thousands. Compare lifetime, maximum benefit, time-limited and accident-only cover for your dog or cat from our panel.",
    primaryCta: "Compare Pet Insurance Quotes",
  },
  coverTypes: {
    title: "Types of pet insurance",
    items: [
      {
        title: "Accident Only",
        quotedAs: [],
        description: "The cheapest cover: vet fees after an accident, but not for illness.",
        features: ["Injuries from accidents", "No cover for illness"],
      },
      {
        title: "Time-Limited",
        quotedAs: ["basic"],
        description:
          "Covers each condition for a set time, usually 12 months, after which it is no longer covered.",
        features: ["Illness and injury", "Each condition covered for a set period"],
      },
      {
        title: "Maximum Benefit",
        quotedAs: ["standard"],
        description:
          "Covers each condition up to a set amount of money, for as long as it takes to reach it.",
        features: ["Illness and injury", "A money limit per condition with no time limit"],
      },
      {
        title: "Lifetime",
        quotedAs: ["comprehensive"],
        description:
          "The most complete cover: a vet-fee limit that renews every year, so long-term conditions stay covered if you keep renewing.",
        features: ["Illness and injury", "Limit resets each year", "Best for ongoing conditions"],
      },
    ],
  },
  covered: {
    title: "What pet insurance can cover",
    items: [
      "Vet fees for illness and injury",
      "Third party liability if your dog injures someone or damages property",
      "Death from illness or injury",
      "Theft or straying, with advertising and reward costs",
      "Boarding fees if you go into hospital",
      "Holiday cancellation if your pet needs emergency treatment",
    ],
  },
  tips: {
    title: "Tips for choosing pet insurance",
    items: [
      "Insure your pet while young and healthy, as pre-existing conditions are usually excluded.",
      "Check the vet-fee limit against the cost of treatment: the average vet bill claimed is around £1,200.",
      "Look at the excess and any co-payment that starts when your pet gets older.",
      "Ask your vet to get pre-authorisation for treatment over £500.",
      "Send claims promptly: many policies want to hear within 30 days of treatment.",
    ],
  },
  formTitle: "Get Your Pet Insurance Quote",
};
