import type { ProductPageInput } from "./product-page";

export const lifeInsurance: ProductPageInput = {
  path: "/life-insurance",
  insuranceType: "life",
  serviceType: "Life Insurance",
  meta: {
    title: "Compare Life Insurance Quotes: Term and Whole of Life | Plummet",
    description:
      "Compare level term, decreasing term, whole of life and family income benefit cover from UK providers. Protect your family for less. Free, no obligation.",
  },
  hero: {
    title: "Compare Life Insurance Quotes",
    description:
      "Make sure the mortgage and the bills are covered if the worst happens. Compare term and whole-of-life cover from our panel: £200,000 of term cover for a healthy 35-year-old non-smoker typically costs £15-25 a month.",
    primaryCta: "Compare Life Insurance Quotes",
  },
  coverTypes: {
    title: "Types of life insurance",
    items: [
      {
        title: "Level Term",
        quotedAs: ["basic", "standard", "comprehensive"],
        description:
          "Pays a fixed lump sum if you die within the term, such as 10, 20 or 30 years. Suits interest-only mortgages and family protection.",
        features: ["Payout stays the same", "Fixed monthly premiums"],
      },
      {
        title: "Decreasing Term",
        quotedAs: [],
        description:
          "The payout falls over the term, roughly in line with a repayment mortgage, which makes it cheaper than level term.",
        features: ["Matches a repayment mortgage", "Lower premiums than level term"],
      },
      {
        title: "Whole of Life",
        quotedAs: [],
        description:
          "Covers you for the rest of your life, so it will pay out. It costs much more than term cover: around £150-250 a month for the same £200,000.",
        features: ["Guaranteed payout", "Can help with inheritance tax planning"],
      },
      {
        title: "Family Income Benefit",
        quotedAs: [],
        description:
          "Pays a regular tax-free income to your family, rather than a lump sum, for the rest of the term.",
        features: ["Monthly income instead of a lump sum", "Often the cheapest way to replace a salary"],
      },
    ],
  },
  covered: {
    title: "What life insurance can cover",
    items: [
      "A lump sum or income for your family if you die during the policy",
      "Terminal illness benefit, usually paid early if life expectancy is under 12 months",
      "Critical illness cover as an optional extra",
      "Single or joint policies for couples",
      "Waiver of premium if illness stops you working (optional)",
      "Policies written in trust so the payout can avoid probate delays",
    ],
  },
  tips: {
    title: "Tips for buying life insurance",
    items: [
      "Match the term to your mortgage or until your youngest child leaves education.",
      "Buy while you are younger and healthy: premiums are fixed for the term.",
      "Tell the insurer everything about your health and lifestyle, or a claim can be refused.",
      "You usually count as a non-smoker after 12 months without nicotine.",
      "Write the policy in trust so the money reaches your family faster.",
    ],
  },
  formTitle: "Get Your Life Insurance Quote",
};
