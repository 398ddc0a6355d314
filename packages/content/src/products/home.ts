import type { ProductPageInput } from "./product-page";

export const homeInsurance: ProductPageInput = {
  path: "/home-insurance",
  insuranceType: "home",
  serviceType: "Home Insurance",
  meta: {
    title: "Compare Home Insurance Quotes: Buildings and Contents | Plummet",
    description:
      "Compare buildings, contents and combined home insurance quotes from UK providers with one short form. Free, with no obligation and no hidden fees.",
  },
  hero: {
    title: "Compare Home Insurance Quotes",
    description:
      "Buildings, contents or both: compare home insurance from our panel for the home you own or rent and everything in it.",
    primaryCta: "Compare Home Insurance Quotes",
  },
  coverTypes: {
    title: "Types of home insurance",
    items: [
      {
        title: "Buildings Insurance",
        quotedAs: ["basic", "standard", "comprehensive"],
        description:
          "Covers the structure of your home: walls, roof, floors and permanent fixtures such as your kitchen and bathroom. Most mortgage lenders require it.",
        features: [
          "Rebuild cost, not market value",
          "Fire, flood, storm and subsidence",
          "Alternative accommodation if you cannot live at home",
        ],
      },
      {
        title: "Contents Insurance",
        quotedAs: ["basic", "standard", "comprehensive"],
        description:
          "Covers your belongings: furniture, clothes, electronics and valuables. Tenants need it as much as owners, since the landlord's policy does not cover your things.",
        features: [
          "Theft, fire and escape of water",
          "New-for-old replacement on most policies",
          "Optional cover for items you take out of the house",
        ],
      },
      {
        title: "Combined Buildings and Contents",
        quotedAs: ["basic", "standard", "comprehensive"],
        description:
          "Both covers in one policy, usually cheaper than buying them separately, with one renewal date and one insurer to deal with.",
        features: [
          "Buildings and contents together",
          "Often a lower total premium",
          "One policy and one claims line",
        ],
      },
    ],
  },
  covered: {
    title: "What home insurance can cover",
    items: [
      "Fire, smoke, explosion and lightning",
      "Storm and flood damage",
      "Escape of water from burst pipes and leaking appliances",
      "Theft and attempted break-ins",
      "Subsidence, heave and landslip (buildings cover)",
      "Accidental damage, often as an optional extra",
      "Alternative accommodation while your home is repaired",
      "Personal possessions away from home (optional)",
    ],
  },
  tips: {
    title: "Ways to lower your home insurance cost",
    items: [
      "Compare quotes 23-25 days before your renewal date, when prices tend to be lowest.",
      "Insure your buildings for the rebuild cost, not the market value of the house.",
      "Fit five-lever mortice locks to BS3621 and a burglar alarm.",
      "Check single-item limits and list valuables such as jewellery separately.",
      "Buying buildings and contents together from one insurer can cost less.",
      "Choose a voluntary excess you could comfortably pay.",
    ],
  },
  formTitle: "Get Your Home Insurance Quote",
};
