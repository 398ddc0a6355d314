import { Article } from "../schemas";

/** Guide: term and whole of life insurance compared, with costs, uses and how to buy. */
export const article = Article.parse({
  id: "term-vs-whole-life-insurance-comparison",
  slug: "term-vs-whole-life-insurance-comparison",
  category: "Life Insurance",
  title: "Term vs Whole Life Insurance: Which Is Right for You?",
  description:
    "Term or whole of life insurance? How each works, what they cost for a 35-year-old non-smoker, when each makes sense, and why writing a policy in trust matters.",
  readTime: 10,
  datePublished: "2025-08-05",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/term-vs-whole-life-insurance-comparison.svg",
    alt: "A family sheltering under an umbrella beside two paths: one ending at a marker, the other running on towards the horizon",
  },
  closingCta: { label: "Compare Life Insurance", href: "/life-insurance" },
  blocks: [
    {
      type: "paragraph",
      text: "Life insurance pays a sum of money if you die, so the people who rely on you are not left with a mortgage they cannot pay or a sudden drop in income. In the UK there are two main kinds. Term life insurance covers you for a set number of years. Whole of life insurance covers you for as long as you live, so it is certain to pay out. That certainty costs far more, and the right choice depends on what you need the money to do.",
    },
    {
      type: "stats",
      items: [
        { value: "£15-25", label: "A month for £200,000 of term cover at 35, non-smoker" },
        { value: "£150-250", label: "A month for £200,000 of whole of life cover at the same age" },
        { value: "10, 20 or 30 years", label: "Common lengths for a term policy" },
        { value: "10-15 years", label: "Typical time for an investment-linked plan to build a cash value" },
      ],
    },
    { type: "heading", level: 2, id: "how-life-insurance-works", text: "How life insurance works" },
    {
      type: "paragraph",
      text: "You choose an amount of cover, called the sum assured, and pay a monthly or yearly premium. If you die while the policy is in force, the insurer pays the sum assured to your estate, to the people named in a trust, or to your mortgage lender if the policy is assigned to it. Most policies also pay out early if you are diagnosed with a terminal illness and are expected to live less than 12 months.",
    },
    {
      type: "paragraph",
      text: "The premium is set when you apply, based on your age, health, smoking, weight, job, hobbies and the amount and length of cover. You must answer the application questions honestly and fully. If you do not, the insurer may cut or refuse a claim, which defeats the point of having cover.",
    },
    { type: "heading", level: 2, id: "term-life-insurance", text: "Term life insurance" },
    {
      type: "paragraph",
      text: "A term policy runs for a fixed period, most often 10, 20 or 30 years, though you can choose almost any length. If you die within the term, it pays out. If you outlive it, the cover ends and you get nothing back. That is why it is so much cheaper: most policyholders outlive their term, so the insurer pays out on only a small share of policies.",
    },
    {
      type: "table",
      caption: "The main types of term life insurance",
      columns: ["Type", "How the payout works", "Often used for"],
      rows: [
        [
          "Level term",
          "The sum assured stays the same for the whole term",
          "Interest-only mortgages, and leaving a lump sum for a family",
        ],
        [
          "Decreasing term",
          "The sum assured falls over the term, roughly in line with a repayment mortgage",
          "Repayment mortgages, at a lower cost than level term",
        ],
        [
          "Increasing term",
          "The sum assured rises each year, by a fixed rate or with inflation",
          "Keeping a lump sum's value over a long term",
        ],
        [
          "Family income benefit",
          "Pays a monthly income from the date of death until the term ends",
          "Replacing a salary while children grow up",
        ],
      ],
    },
    { type: "heading", level: 3, id: "choosing-a-term", text: "Choosing the length of the term" },
    {
      type: "paragraph",
      text: "Match the term to the need. For a mortgage, choose the years left on the loan. For children, choose the years until the youngest is likely to be financially independent, often around age 21. A 10-year term suits a shorter need such as a business loan. A 20-year or 30-year term suits most young families. If in doubt, a slightly longer term usually costs only a little more than a shorter one.",
    },
    { type: "heading", level: 2, id: "whole-of-life-insurance", text: "Whole of life insurance" },
    {
      type: "paragraph",
      text: "Whole of life insurance has no end date. As long as you keep paying the premiums, it pays out whenever you die, whether that is next year or at 95. Because the insurer knows it will pay out one day, premiums are many times higher than for term cover of the same amount.",
    },
    {
      type: "list",
      items: [
        "Guaranteed premiums stay the same for life and the sum assured is fixed. They cost more at the start but you know exactly what you will pay.",
        "Reviewable premiums start lower, but the insurer reviews them, often every 5 or 10 years, and can raise them sharply. Some people end up unable to afford the cover in later life, when they need it most.",
        "Over-50s plans are a simple form of whole of life cover that accept you without health questions. They pay small sums, often only enough for a funeral, and most pay nothing beyond a refund of premiums if you die in the first one or two years. If you live a long time, you can pay in more than the plan pays out.",
      ],
    },
    { type: "heading", level: 3, id: "cash-value", text: "Cash value and investment-linked plans" },
    {
      type: "paragraph",
      text: "Most whole of life policies sold in the UK today are protection only: they have no cash value and pay nothing if you stop paying. Some older and investment-linked plans put part of each premium into a fund that builds a surrender value you can cash in. Charges are taken first, so it typically takes 10-15 years before the cash value is worth much, and cashing in ends your cover. If an adviser recommends one, ask how the fund is invested, what the charges are and what you would get back after 5, 10 and 20 years.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "Stopping a whole of life policy",
      text: "If you stop paying a protection-only whole of life policy, the cover ends and you lose everything you have paid in. Only buy whole of life cover if you are confident you can keep paying for the rest of your life.",
    },
    { type: "heading", level: 2, id: "side-by-side", text: "Term and whole life side by side" },
    {
      type: "table",
      caption: "Term and whole of life insurance compared",
      columns: ["Feature", "Term life insurance", "Whole of life insurance"],
      rows: [
        ["How long it lasts", "A fixed term, often 10, 20 or 30 years", "The rest of your life"],
        [
          "Will it pay out?",
          "Only if you die within the term",
          "Yes, whenever you die, if premiums are paid",
        ],
        ["Cost for a 35-year-old non-smoker, £200,000", "About £15-25 a month", "About £150-250 a month"],
        ["Cash value", "None", "None on most plans; some investment-linked plans build one"],
        [
          "If you stop paying",
          "Cover ends; nothing is lost but the cover",
          "Cover ends; on most plans nothing back",
        ],
        [
          "Best for",
          "Mortgages, young families, replacing income",
          "Inheritance tax bills, funeral costs, a guaranteed legacy",
        ],
      ],
    },
    { type: "heading", level: 2, id: "what-it-costs", text: "What each costs: a worked example" },
    {
      type: "paragraph",
      text: "Take a healthy 35-year-old non-smoker who wants £200,000 of cover. A 25-year level term policy would typically cost £15-25 a month. A whole of life policy with guaranteed premiums for the same £200,000 would typically cost £150-250 a month. Your own price depends on your health and the insurer, but the gap is always large.",
    },
    {
      type: "table",
      caption:
        "Total premiums paid by a 35-year-old non-smoker for £200,000 of cover, using mid-range prices",
      columns: ["Policy", "Monthly premium", "Years paying", "Total paid"],
      rows: [
        ["Level term, 25 years", "£20", "25", "£6,000"],
        ["Whole of life, premiums to age 90", "£200", "55", "£132,000"],
      ],
    },
    { type: "heading", level: 3, id: "invest-the-difference", text: "Buy term and invest the difference?" },
    {
      type: "paragraph",
      text: "Some people buy term cover and invest the money they save. In the example above, that is £180 a month. Invested for 25 years with growth of 5% a year after charges, it would grow to about £107,000, and that money is yours whether or not you die. The investment example is only an illustration: 5% a year is not guaranteed, the value can fall as well as rise, and the plan only works if you actually invest the difference every month. A stocks and shares ISA keeps the growth free of tax.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Check what you already have",
      text: "Many employers provide death in service cover, often two to four times your salary. It usually ends when you leave the job, so count it, but do not rely on it alone.",
    },
    { type: "heading", level: 2, id: "which-suits-you", text: "Which suits you?" },
    { type: "heading", level: 3, id: "when-term-makes-sense", text: "When term cover makes sense" },
    {
      type: "list",
      items: [
        "You have a mortgage that your partner or family could not repay alone",
        "You have children who would need your income until they are grown up",
        "You want the most cover for the lowest cost",
        "Your need for cover has an end date, such as a loan or the end of school fees",
      ],
    },
    { type: "heading", level: 3, id: "when-whole-life-makes-sense", text: "When whole of life makes sense" },
    {
      type: "list",
      items: [
        "Your estate is likely to face an inheritance tax bill and you want a payout to meet it",
        "You want to be certain of leaving money for a funeral or a gift",
        "Someone will depend on you for life, such as a disabled child or adult",
        "You can comfortably afford the premiums for the rest of your life",
      ],
    },
    { type: "heading", level: 3, id: "inheritance-tax", text: "Whole of life and inheritance tax" },
    {
      type: "paragraph",
      text: "Inheritance tax is charged at 40% on an estate above the tax-free thresholds: the £325,000 nil-rate band, plus a residence nil-rate band of up to £175,000 when a home passes to children or grandchildren. Anything left to a spouse or civil partner is exempt, and unused allowances pass to them, so a married couple can pass on up to £1 million before tax is due. From April 2027, most unused pension savings are due to count towards an estate as well. Inheritance tax must usually be paid within six months of death, often before the estate can be sold. A whole of life policy written in trust, often on a joint life second death basis, pays out when the money is needed and outside the estate.",
    },
    { type: "heading", level: 2, id: "write-it-in-trust", text: "Write your policy in trust" },
    {
      type: "paragraph",
      text: "Whatever type you choose, ask for the policy to be written in trust. It costs nothing, and insurers provide the forms. The payout then goes straight to the people you name, without waiting for probate, and it is kept outside your estate, so it is normally free of inheritance tax. The payout from a life policy is not subject to income tax or capital gains tax either way.",
    },
    { type: "heading", level: 2, id: "add-ons-and-options", text: "Add-ons and options" },
    {
      type: "list",
      items: [
        "Critical illness cover pays out if you are diagnosed with a listed serious illness, such as some cancers, a heart attack or a stroke. It adds substantially to the premium; check the definitions carefully.",
        "Waiver of premium pays your premiums if you cannot work through illness or injury for a set period.",
        "Indexation raises the sum assured, and the premium, each year to keep pace with inflation.",
        "Joint life cover insures two people on one policy and pays out once, on the first death. Two single policies cost a little more but can pay out twice.",
      ],
    },
    { type: "heading", level: 2, id: "how-to-buy", text: "How to buy the right cover" },
    {
      type: "steps",
      items: [
        {
          title: "Work out how much you need",
          text: "Add your mortgage balance, other debts, funeral costs and the income your family would need for the years they would need it. Take away savings and any death in service cover.",
        },
        {
          title: "Choose the type and length",
          text: "Decide between term and whole of life, level or decreasing cover, and a term of 10, 20 or 30 years or another length that fits your need.",
        },
        {
          title: "Answer the questions honestly",
          text: "Tell the insurer about your health, smoking, weight and family history. An honest application is the best guarantee of a paid claim.",
        },
        {
          title: "Compare quotes",
          text: "Prices for the same cover vary between insurers. Compare the sum assured, the term, whether premiums are guaranteed and what the policy excludes.",
        },
        {
          title: "Set up the trust",
          text: "Complete the trust form when you take out the policy and tell your trustees where to find it.",
        },
        {
          title: "Review it",
          text: "Look again after big life changes: moving home, a new baby, marriage, divorce or a pay rise.",
        },
      ],
    },
    { type: "heading", level: 2, id: "making-a-claim", text: "Making a claim" },
    {
      type: "paragraph",
      text: "When a policyholder dies, the claim is made by the trustees if the policy is in trust, or by the executors of the will if it is not. Tell the insurer as soon as you can; most have a bereavement team that will guide you through the forms. Claims on policies in trust can often be paid within a few weeks, because no one has to wait for probate. An insurer will usually look more closely at a claim made in the first years of a policy, checking the answers given on the application against medical records.",
    },
    {
      type: "checklist",
      title: "What the people claiming will need",
      items: [
        "The policy number and the insurer's name, kept where your family can find them",
        "The death certificate",
        "The trust deed and trustees' details, or the grant of probate if there is no trust",
        "Bank details for the payment",
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "Your protections",
      text: "Life policies come with a 30-day cooling-off period, so you can cancel for a full refund if you change your mind. If an insurer authorised by the Financial Conduct Authority fails, the Financial Services Compensation Scheme protects 100% of your claim. If a claim is refused and your complaint to the insurer does not resolve it, the Financial Ombudsman Service can review it for free.",
    },
    {
      type: "paragraph",
      text: "For most people with a mortgage or young children, term life insurance gives the most protection for the money. Whole of life cover earns its higher price when you need a payout that is certain to come, such as for an inheritance tax bill. Many families end up with both: a large term policy while the children are young and a smaller whole of life policy for later.",
    },
  ],
});
