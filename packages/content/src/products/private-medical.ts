import type { ProductPageInput } from "./product-page";

/** docs/product: no tips block and no custom form title; the form presets "medical" (the value, not its label). */
export const privateMedicalInsurance: ProductPageInput = {
  path: "/private-medical-insurance",
  insuranceType: "medical",
  serviceType: "Private Medical Insurance",
  meta: {
    title: "Compare Private Medical Insurance Quotes | Plummet",
    description:
      "Compare private medical insurance from UK providers for faster access to specialists, scans and private hospital treatment. Free and no obligation.",
  },
  hero: {
    title: "Compare Private Medical Insurance",
    description:
      "Get seen sooner by a specialist, choose where you are treated and have a private room. Compare private medical insurance for you or your family, for ages 18 to 79 at the start of the policy.",
    primaryCta: "Compare Private Medical Quotes",
  },
  coverTypes: {
    title: "Levels of private medical insurance",
    items: [
      {
        title: "Budget",
        quotedAs: ["basic"],
        description:
          "Covers in-patient and day-patient treatment in hospital. A six-week option can lower the cost further: you use the NHS if it can treat you within six weeks.",
        features: ["Hospital treatment and surgery", "Cancer cover on most policies", "Lowest premiums"],
      },
      {
        title: "Mid-Range",
        quotedAs: ["standard"],
        description: "Adds a set amount of out-patient cover for consultations and diagnostic tests.",
        features: [
          "Specialist consultations up to a limit",
          "Scans and tests before treatment",
          "Some therapies",
        ],
      },
      {
        title: "Comprehensive",
        quotedAs: ["comprehensive"],
        description:
          "Full out-patient cover, therapies, mental health support and extras such as a digital GP service.",
        features: [
          "Full out-patient cover",
          "Mental health cover",
          "Physiotherapy and other therapies",
          "Digital GP appointments",
        ],
      },
    ],
  },
  covered: {
    title: "What private medical insurance can cover",
    items: [
      "In-patient and day-patient treatment in a private hospital",
      "Specialist consultations and diagnostic scans",
      "Cancer diagnosis and treatment, including some drugs not routinely available on the NHS",
      "Mental health treatment (often an optional extra)",
      "Physiotherapy, osteopathy and chiropractic treatment",
      "A choice of hospital from the insurer's list",
      "Acute conditions that start after your cover begins (pre-existing and chronic conditions are usually excluded)",
    ],
  },
};
