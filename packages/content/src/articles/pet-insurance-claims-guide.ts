import { Article } from "../schemas";

/** Guide: how pet insurance claims work, the deadlines, and what to do if one is refused. */
export const article = Article.parse({
  id: "pet-insurance-claims-guide",
  slug: "pet-insurance-claims-guide",
  category: "Pet Insurance",
  title: "How to Make a Pet Insurance Claim: A Step-by-Step Guide",
  description:
    "How to claim on pet insurance: the deadlines that matter, what to send, why claims are refused, and how to complain to the Financial Ombudsman Service.",
  readTime: 7,
  datePublished: "2025-08-08",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/pet-insurance-claims-guide.svg",
    alt: "A dog and a cat sitting beside a claim form with a medical cross and a paw print",
  },
  closingCta: { label: "Compare Pet Insurance", href: "/pet-insurance" },
  blocks: [
    {
      type: "paragraph",
      text: "Nobody buys pet insurance hoping to use it, but when your dog swallows a sock or your cat is diagnosed with diabetes, the claim is the moment the policy earns its keep. Most claims are paid, yet a surprising number are delayed or cut short by missed deadlines, missing paperwork or exclusions the owner never read. This guide explains how to claim, what insurers look for and what to do if the answer is no.",
    },
    {
      type: "stats",
      items: [
        { value: "86%", label: "Share of pet insurance claims that are paid" },
        { value: "£1,200", label: "Average vet bill behind a claim" },
        { value: "5-10 days", label: "Typical processing time once a claim is complete" },
        { value: "30 days", label: "Usual time to tell your insurer about a problem" },
      ],
    },
    { type: "heading", level: 2, id: "know-your-policy", text: "Know your policy before you need it" },
    {
      type: "paragraph",
      text: "The type of policy you hold decides how much you can claim and for how long. The difference matters most for conditions that need treatment for years, such as allergies, arthritis or diabetes.",
    },
    {
      type: "table",
      caption: "The four main types of pet insurance and how their limits work",
      columns: ["Policy type", "How the limit works", "Long-term conditions"],
      rows: [
        [
          "Accident only",
          "Pays for injuries from accidents, not illness",
          "Not covered, because illness is excluded",
        ],
        [
          "Time-limited",
          "Pays for each condition for a set period, often 12 months",
          "Cover for that condition stops when the period ends",
        ],
        [
          "Maximum benefit",
          "Pays up to a fixed sum for each condition, with no time limit",
          "Cover stops once the sum is used up",
        ],
        [
          "Lifetime",
          "Pays up to a limit that resets each year you renew",
          "Covered year after year while you keep renewing",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "Every claim also has an excess, the part you pay yourself. Many policies add a co-payment once your pet reaches a set age, often around 8 to 10, so you pay a percentage of each bill as well as the fixed excess. Check whether your excess applies per condition, per claim or per policy year, because it changes how much you get back.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Waiting periods",
      text: "New policies usually have a waiting period before illness is covered, commonly 14 days, and some have a shorter one for accidents. Signs of illness that start during the waiting period are usually treated as pre-existing, so the condition may be excluded for good.",
    },
    { type: "heading", level: 2, id: "claim-deadlines", text: "The deadlines that matter" },
    {
      type: "table",
      caption: "Common pet insurance claim deadlines and limits",
      columns: ["What", "Usual rule", "What happens if you miss it"],
      rows: [
        [
          "Telling your insurer",
          "Give notice within 30 days of the first signs or treatment",
          "The insurer may reduce or refuse the claim",
        ],
        [
          "Pre-authorisation",
          "Ask before planned treatment over £500",
          "You may pay the full bill and find part of it is not covered",
        ],
        [
          "Sending the claim",
          "Claim limit usually 12 months from treatment (some 30-90 days)",
          "Late claims are often refused outright",
        ],
        [
          "Going to the ombudsman",
          "Within 6 months of the insurer's final response",
          "The ombudsman may not be able to look at your complaint",
        ],
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Read your own deadlines",
      text: "These are the usual rules, not universal ones. Some insurers give only 30-90 days to claim after treatment. Your policy wording is what counts, so check it the day the policy starts and set a reminder.",
    },
    { type: "heading", level: 2, id: "how-to-claim", text: "How to make a claim, step by step" },
    {
      type: "steps",
      items: [
        {
          title: "Get your pet treated",
          text: "Your pet's health comes first. In an emergency, go to the vet straight away; you do not need the insurer's permission for urgent treatment.",
        },
        {
          title: "Tell your insurer early",
          text: "Contact your insurer within 30 days of the first signs of the problem, even if you are not sure you will claim. Early notice protects your claim if the treatment turns out to be long or costly.",
        },
        {
          title: "Ask for pre-authorisation for bigger bills",
          text: "If planned treatment such as surgery or a scan will cost over £500, ask your vet for a written estimate and send it to the insurer first. Pre-authorisation tells you how much will be paid before you commit.",
        },
        {
          title: "Complete the claim form",
          text: "Most insurers take claims online or through an app. You fill in your details and the vet completes their section, confirming the diagnosis, the treatment and the dates.",
        },
        {
          title: "Send the supporting documents",
          text: "Include itemised invoices and, for a first claim, your pet's clinical history. The insurer uses the history to check whether the condition started before the policy did.",
        },
        {
          title: "Track the claim",
          text: "Once the insurer has everything it needs, expect a decision in 5-10 days. Keep copies of all you send and a note of every call.",
        },
      ],
    },
    {
      type: "heading",
      level: 3,
      id: "direct-or-reimburse",
      text: "Paying the vet: direct claims or reimbursement",
    },
    {
      type: "paragraph",
      text: "You can usually pay the vet yourself and claim the money back, or ask the vet to claim directly from the insurer. A direct claim means you only pay the excess and anything not covered, which helps with large bills. Not every practice offers direct claims, and some charge an admin fee for them, so ask before treatment starts.",
    },
    { type: "heading", level: 3, id: "ongoing-conditions", text: "Claiming for an ongoing condition" },
    {
      type: "paragraph",
      text: "For a condition that needs regular medicine or check-ups, such as arthritis or an overactive thyroid, you do not need a new claim form for every visit. Most insurers let you send a claim every few months, or once you have spent more than the excess. Each claim must still reach the insurer within the time limit from the date of treatment, so do not let invoices pile up for a year. Keep a running total so you can see how much of the condition's limit is left.",
    },
    { type: "heading", level: 2, id: "what-to-send", text: "What to send with your claim" },
    {
      type: "checklist",
      title: "Your pet insurance claim pack",
      items: [
        "Your policy number and your pet's name, as shown on the policy",
        "The completed claim form, with the vet's section signed",
        "Itemised invoices showing each treatment, medicine and fee",
        "Your pet's full clinical history for a first claim on the policy",
        "Any pre-authorisation reference the insurer gave you",
        "For accidents, a short account of what happened, and a crime reference number for theft or a third-party report where needed",
        "Receipts for anything else the policy covers, such as advertising for a lost pet",
      ],
    },
    { type: "heading", level: 2, id: "why-claims-are-refused", text: "Why claims are refused" },
    {
      type: "paragraph",
      text: "With 86% of claims paid, a refusal is the exception, but the reasons repeat. Knowing them helps you avoid them.",
    },
    {
      type: "list",
      items: [
        "Pre-existing conditions: anything with signs or treatment before cover began, often including symptoms the vet noted in passing",
        "Waiting periods: illness that showed signs in the first days of a new policy",
        "Routine care: vaccinations, flea and worm treatment, neutering and, on many policies, dental work that is not caused by an accident",
        "Missed deadlines: notice given late, or a claim sent after the time limit",
        "Limits reached: the annual, per-condition or time limit has been used up",
        "Missing vaccinations or check-ups the policy requires",
        "Related conditions: some policies treat a problem in one leg or eye as linked to the same problem in the other, so both count as one pre-existing condition",
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "Switching can cost you cover",
      text: "If you move to a new insurer, any condition your pet has already had becomes pre-existing and is usually excluded. For an older pet with a history, staying on a lifetime policy is often worth more than a cheaper quote.",
    },
    { type: "heading", level: 2, id: "after-you-claim", text: "After you claim: partial payments" },
    {
      type: "paragraph",
      text: "A paid claim is not always paid in full. Take an average vet bill of £1,200: with a £100 excess and a 20% co-payment on the remaining £1,100, the insurer would pay £880 and you would pay £320. Fees above your policy's limit for a condition, or items such as special diets and grooming, are also commonly left out. The settlement letter should list each deduction; ask the insurer to explain any you do not understand.",
    },
    { type: "heading", level: 2, id: "if-your-claim-is-refused", text: "If your claim is refused" },
    {
      type: "steps",
      items: [
        {
          title: "Ask for the reason in writing",
          text: "The insurer should point to the policy term it relied on. Check it against your policy wording and your pet's clinical history.",
        },
        {
          title: "Complain to the insurer",
          text: "Explain why you disagree and send any new evidence, such as a letter from your vet. The insurer has up to 8 weeks to send its final response.",
        },
        {
          title: "Take it to the Financial Ombudsman Service",
          text: "If you are unhappy with the final response, or 8 weeks pass without one, you can go to the ombudsman for free. You must do so within 6 months of the final response.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "The ombudsman is independent and can tell an insurer to pay a claim, with interest, if it was refused unfairly. If an insurer itself fails, the Financial Services Compensation Scheme (FSCS) protects 90% of a valid claim. Check that any insurer you buy from is authorised by the Financial Conduct Authority; you can look it up on the FCA register.",
    },
    { type: "heading", level: 2, id: "tips-for-smoother-claims", text: "Tips for smoother claims" },
    {
      type: "list",
      items: [
        "Keep vaccinations and yearly check-ups up to date, and keep the records",
        "Register with one vet practice so your clinical history is complete in one place",
        "Tell your insurer about a problem early, even a minor one",
        "Get a written estimate and pre-authorisation before planned treatment over £500",
        "Claim as soon as treatment ends rather than saving invoices up",
        "Read the renewal documents: limits, excesses and exclusions can change each year",
      ],
    },
    {
      type: "paragraph",
      text: "The right policy makes claiming far easier. When you compare, look beyond the price at the type of cover, the vet fee limit, the excess and co-payment, and how the insurer handles claims.",
    },
  ],
});
