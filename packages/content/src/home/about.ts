import type { HomeContent } from "../schemas";

/** The About section: how it works, the four benefit blocks and the life-insurance panel. */
export const about: HomeContent["about"] = {
  title: "Why compare with Plummet?",
  intro:
    "We make insurance simpler to shop for. One short form, quotes from a panel of 40+ UK providers, and the facts you need to compare them: the price, the excess and what is included.",
  howItWorks: {
    title: "How Plummet works",
    illustration: {
      path: "video/how-plummet-works.svg",
      alt: "A quote form turning into a list of quotes, with an arrow pointing down as prices fall",
    },
    steps: [
      "Answer five questions: the cover you want, the level, your age, your postcode and your email.",
      "See quotes from every insurer on our panel that will cover you, cheapest first by the total you would pay, with the excess and what is included.",
      "Choose one and finish buying with the insurer, who confirms the price and cover before you pay.",
    ],
  },
  benefits: [
    {
      id: "providers",
      title: "40+ providers",
      description:
        "One form reaches the insurers on our panel, so you compare their prices from one form instead of filling in form after form.",
      icon: "search",
    },
    {
      id: "regulated",
      title: "FCA regulated",
      description:
        "We are authorised and regulated by the Financial Conduct Authority and follow its rules on treating customers fairly.",
      icon: "shield",
    },
    {
      id: "no-hidden-fees",
      title: "No hidden fees",
      description:
        "Comparing is free and there is no obligation to buy. Insurers pay us a commission on a sale; it never changes your results.",
      icon: "pound",
    },
    {
      id: "instant-quotes",
      title: "Instant quotes",
      description:
        "See your quotes as soon as you submit the form, ordered cheapest first, with the excess and monthly cost for each.",
      icon: "clock",
    },
  ],
  lifePanel: {
    title: "Protect the people who matter most",
    description:
      "Life insurance pays a lump sum if you die during the policy, helping your family with the mortgage, childcare and everyday bills. For a healthy 35-year-old non-smoker, £200,000 of term cover typically costs £15-25 a month.",
    points: [
      "Level, decreasing and whole-of-life cover compared",
      "Terms of 10, 20 or 30 years to match your mortgage or family plans",
      "Critical illness cover available as an add-on",
      "Write your policy in trust so the payout can reach your family faster",
    ],
    cta: { label: "Compare Life Insurance", href: "/life-insurance" },
  },
};
