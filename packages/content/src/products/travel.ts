import type { ProductPageInput } from "./product-page";

export const travelInsurance: ProductPageInput = {
  path: "/travel-insurance",
  insuranceType: "travel",
  serviceType: "Travel Insurance",
  meta: {
    title: "Compare Travel Insurance Quotes: Single and Annual | Plummet",
    description:
      "Compare single-trip, annual multi-trip, long-stay and winter sports travel insurance from UK providers. Medical cover, cancellation and baggage. Free to use.",
  },
  hero: {
    title: "Compare Travel Insurance Quotes",
    description:
      "A weekend in Paris, a fortnight in Florida or a year of trips: compare travel insurance with emergency medical cover, cancellation and baggage from our panel.",
    primaryCta: "Compare Travel Insurance Quotes",
  },
  coverTypes: {
    title: "Types of travel insurance",
    items: [
      {
        title: "Single Trip",
        quotedAs: ["basic"],
        description: "Cover for one holiday or business trip, from the day you book until you get home.",
        features: ["Ideal for one trip a year", "Cancellation cover from the day you buy"],
      },
      {
        title: "Annual Multi-Trip",
        quotedAs: ["standard", "comprehensive"],
        description:
          "One policy for every trip in a year, each up to a maximum length such as 31 or 45 days. Often cheaper if you travel twice or more.",
        features: ["Unlimited trips in the year", "UK trips with a booked stay often included"],
      },
      {
        title: "Backpacker and Long Stay",
        quotedAs: [],
        description: "For trips of several months, such as a gap year or a long spell abroad.",
        features: ["Trips of up to 12 months or more", "Cover for several countries on one route"],
      },
      {
        title: "Winter Sports",
        quotedAs: [],
        description: "Adds skiing and snowboarding to a single-trip or annual policy.",
        features: [
          "Ski equipment and ski pass cover",
          "Piste closure and avalanche delay",
          "Off-piste with a guide on some policies",
        ],
      },
    ],
  },
  covered: {
    title: "What travel insurance can cover",
    items: [
      "Emergency medical treatment abroad: look for £2-10 million, and £10 million or more for the USA and Canada",
      "Repatriation to the UK if you are ill or injured",
      "Cancellation and cutting a trip short",
      "Lost, stolen or damaged belongings: look for £1,500 or more",
      "Lost money and passport",
      "Travel delay and missed departure",
      "Personal liability if you injure someone or damage their property",
    ],
  },
  tips: {
    title: "Ways to get the right travel cover for less",
    items: [
      "Buy your policy as soon as you book, so cancellation cover starts straight away.",
      "Declare every pre-existing medical condition: an undeclared condition can mean a refused claim.",
      "A GHIC gives state healthcare in the EU but is not a substitute for travel insurance.",
      "Prices rise at ages such as 65, 70, 75 and 80, so compare specialist insurers if you are older.",
      "Check that your activities, such as scuba diving or scooter hire, are covered.",
      "An annual policy is usually cheaper if you take two or more trips a year.",
    ],
  },
  formTitle: "Get Your Travel Insurance Quote",
};
