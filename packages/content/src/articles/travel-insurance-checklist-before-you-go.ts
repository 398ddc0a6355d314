import { Article } from "../schemas";

/** Guide: what to check, and when, so travel insurance actually pays out. */
export const article = Article.parse({
  id: "travel-insurance-checklist-before-you-go",
  slug: "travel-insurance-checklist-before-you-go",
  category: "Travel Insurance",
  title: "Travel Insurance Checklist: What to Sort Before You Go",
  description:
    "A step-by-step travel insurance checklist: when to buy, how much medical and baggage cover you need, and the final checks to make 24-48 hours before you fly.",
  readTime: 5,
  datePublished: "2025-08-10",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/travel-insurance-checklist-before-you-go.svg",
    alt: "A packed suitcase beside a ticked checklist, with an aeroplane flying over a globe",
  },
  closingCta: { label: "Compare Travel Insurance", href: "/travel-insurance" },
  blocks: [
    {
      type: "paragraph",
      text: "Travel insurance is one of the cheapest parts of a holiday and one of the most important. A broken ankle on a ski slope, a cancelled flight or a stolen phone can cost far more than the trip itself. This checklist takes you from the day you book to the day you leave, so your cover is in place, fits your plans and will pay out if you need it.",
    },
    {
      type: "stats",
      items: [
        { value: "2 weeks", label: "Run the main checklist at least 2 weeks before departure" },
        { value: "24-48 hours", label: "Make your final checks 24-48 hours before you leave" },
        { value: "£2-10 million", label: "Medical cover to look for on most trips" },
        { value: "£10 million+", label: "Medical cover for the USA or Canada" },
      ],
    },
    { type: "heading", level: 2, id: "buy-when-you-book", text: "Buy your cover when you book" },
    {
      type: "paragraph",
      text: "The best time to buy travel insurance is the day you pay for the trip, not the week before you fly. Cancellation cover only protects you from the date the policy starts. If you fall ill, are made redundant or a close relative dies between booking and departure, a policy bought on the day of booking can refund the costs you cannot get back. A policy bought later will not cover anything you already knew about when you bought it.",
    },
    {
      type: "paragraph",
      text: "If you travel more than twice a year, compare an annual multi-trip policy with single-trip cover. Annual policies often work out cheaper, but check the maximum length of each trip (often 31 days) and whether winter sports or cruises are included.",
    },
    { type: "heading", level: 2, id: "how-much-cover", text: "How much cover you need" },
    {
      type: "table",
      caption: "Minimum cover levels to look for in a travel insurance policy",
      columns: ["Section of cover", "What to look for", "Why it matters"],
      rows: [
        [
          "Emergency medical (Europe and most of the world)",
          "£2-10 million",
          "Covers hospital treatment, surgery and getting you home",
        ],
        [
          "Emergency medical (USA/Canada)",
          "£10 million+",
          "Private healthcare there is among the most expensive in the world",
        ],
        [
          "Repatriation",
          "Included in the medical limit",
          "An air ambulance home can cost tens of thousands of pounds",
        ],
        [
          "Cancellation and curtailment",
          "The full cost of your trip",
          "Refunds what you paid if you cannot go or must come home early",
        ],
        [
          "Baggage and belongings",
          "£1,500+ in total",
          "Check the single-item and valuables limits as well as the total",
        ],
        ["Personal liability", "£1 million or more", "Covers you if you injure someone or damage property"],
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "The GHIC is not travel insurance",
      text: "The free UK Global Health Insurance Card (GHIC) gives you state healthcare in the EU at the same cost as a local resident, which may not be free. It does not pay for private treatment, mountain rescue, or flights home. Apply for it on the NHS website, never through a paid agent, and carry it alongside your travel insurance, not instead of it.",
    },
    { type: "heading", level: 2, id: "before-you-go-timeline", text: "Your before-you-go timeline" },
    { type: "heading", level: 3, id: "as-soon-as-you-book", text: "As soon as you book" },
    {
      type: "checklist",
      items: [
        "Buy travel insurance with cancellation cover that starts today",
        "Declare every pre-existing medical condition, for everyone on the policy",
        "Check your passport: many countries require it to be valid for several months after you return",
        "Note the cancellation terms of your flights and accommodation",
      ],
    },
    {
      type: "heading",
      level: 3,
      id: "two-weeks-before",
      text: "At least 2 weeks before departure",
    },
    {
      type: "checklist",
      title: "Run this checklist at least 2 weeks before departure",
      items: [
        "Read the policy wording, especially the exclusions and the excess",
        "Confirm activities such as skiing, scuba diving or quad biking are covered, or add them",
        "Check the GOV.UK foreign travel advice for your destination: travelling against it can void your cover",
        "Check entry rules on GOV.UK, including the EU's Entry/Exit System, which records your fingerprints and photo at the Schengen border",
        "Apply for or renew your GHIC if you are travelling in the EU",
        "Check your single-item limit covers your phone, camera or laptop, or insure them separately",
        "If you are hiring a car, look at standalone excess insurance before you reach the rental desk",
      ],
    },
    {
      type: "heading",
      level: 3,
      id: "final-check",
      text: "Final check 24-48 hours before you leave",
    },
    {
      type: "checklist",
      title: "Your final check 24-48 hours before departure",
      items: [
        "Save your policy number and the 24-hour emergency assistance line in your phone, and write them down",
        "Tell your insurer about any change to your health since you bought the policy",
        "Check the foreign travel advice again in case it has changed",
        "Photograph valuables and keep receipts you may need for a claim",
        "Pack your GHIC, passport, and copies of both",
      ],
    },
    { type: "heading", level: 2, id: "medical-conditions-and-age", text: "Medical conditions and age" },
    {
      type: "paragraph",
      text: "You must tell your insurer about pre-existing medical conditions, including ones that are well controlled. If you do not, an insurer can refuse a claim, even one that has nothing to do with that condition. Answer the screening questions carefully and keep a note of what you declared.",
    },
    {
      type: "paragraph",
      text: "Age changes the price too. Most insurers use age thresholds of 65, 70, 75 and 80: premiums rise at each, and some policies set a maximum age for annual cover or limit trip length for older travellers. Travel insurance for older travellers is still widely available; it is worth comparing specialist insurers as well as mainstream ones.",
    },
    {
      type: "callout",
      tone: "tip",
      title: "Finding cover for a serious condition",
      text: "If an insurer turns you down or quotes a high premium because of a medical condition, it must point you to the MoneyHelper travel insurance directory, which lists specialist firms that cover more serious conditions.",
    },
    { type: "heading", level: 2, id: "why-claims-fail", text: "Why claims fail" },
    {
      type: "list",
      items: [
        "A medical condition was not declared",
        "Belongings were left unattended or in a car overnight",
        "The traveller had been drinking heavily and it led to the injury",
        "The activity, such as off-piste skiing, was not covered",
        "The trip went ahead against GOV.UK travel advice",
        "The loss or theft was not reported to the police within 24 hours",
      ],
    },
    { type: "heading", level: 2, id: "if-something-goes-wrong", text: "If something goes wrong abroad" },
    {
      type: "steps",
      items: [
        {
          title: "Call the emergency line first",
          text: "For anything beyond minor treatment, ring the insurer's 24-hour assistance line before you agree to costly treatment. It can guarantee payment to the hospital.",
        },
        {
          title: "Get it in writing",
          text: "Ask for a police report for thefts, a property irregularity report from the airline for lost bags, and medical reports for treatment.",
        },
        {
          title: "Keep every receipt",
          text: "Hold on to receipts for emergency purchases, taxis and extra nights so you can claim them back.",
        },
        {
          title: "Claim promptly",
          text: "Most insurers set a deadline for claims, often 28 or 31 days after you get home. If a claim is refused and you disagree, complain to the insurer, then to the Financial Ombudsman Service.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "A few minutes with this checklist can save thousands of pounds and a lot of worry. Compare policies on medical limits, excess and exclusions, not price alone, and buy on the day you book.",
    },
  ],
});
