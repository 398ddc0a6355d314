import type { ProductPageInput } from "./product-page";

export const bikeInsurance: ProductPageInput = {
  path: "/bike-insurance",
  insuranceType: "bike",
  serviceType: "Motorcycle Insurance",
  meta: {
    title: "Compare Motorbike Insurance Quotes | Plummet",
    description:
      "Compare motorbike and scooter insurance from UK providers, from a learner's 125cc on a CBT to a big tourer. Free and no obligation.",
  },
  hero: {
    title: "Compare Bike Insurance Quotes",
    description:
      "From a first 125cc on your CBT to a full A licence tourer, compare motorbike and scooter insurance from our panel with one short form.",
    primaryCta: "Compare Bike Insurance Quotes",
  },
  coverTypes: {
    title: "Types of motorbike insurance",
    items: [
      {
        title: "Third Party Only",
        quotedAs: [],
        description:
          "The legal minimum. It covers injury to others and damage to their property, but not your own bike.",
        features: ["Injury to other people", "Damage to other vehicles and property"],
      },
      {
        title: "Third Party, Fire and Theft",
        quotedAs: ["basic"],
        description:
          "Adds cover for your bike if it is stolen or damaged by fire, which matters because bikes are easy targets for thieves.",
        features: ["All third party cover", "Theft and attempted theft", "Fire damage"],
      },
      {
        title: "Comprehensive",
        quotedAs: ["standard", "comprehensive"],
        description: "Adds accidental damage to your own bike, even when the accident was your fault.",
        features: [
          "All third party, fire and theft cover",
          "Accidental damage to your bike",
          "Helmet and leathers cover on many policies",
        ],
      },
    ],
  },
  covered: {
    title: "What bike insurance can cover",
    items: [
      "Injury to other people and damage to their property",
      "Theft of your bike when locked with an approved device",
      "Fire and accidental damage (comprehensive policies)",
      "Helmet, leathers and other riding kit",
      "Learner riders with a CBT certificate and L plates",
      "Riding in the EU for a set number of days",
      "Breakdown recovery and legal expenses as optional extras",
    ],
  },
  tips: {
    title: "Ways to lower your bike insurance cost",
    items: [
      "Take a post-test course such as the DVSA Enhanced Rider Scheme: some insurers take up to 15% off.",
      "Use a Sold Secure rated lock, chain and ground anchor, and keep the bike in a garage overnight.",
      "Set a realistic annual mileage limit if the bike is for weekends.",
      "Build your own no-claims discount as soon as you start riding.",
      "Check that your kit limit covers the real value of your helmet and leathers.",
    ],
  },
  formTitle: "Get Your Bike Insurance Quote",
};
