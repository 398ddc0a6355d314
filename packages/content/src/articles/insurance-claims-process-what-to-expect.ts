import { Article } from "../schemas";

export const article = Article.parse({
  id: "insurance-claims-process-what-to-expect",
  slug: "insurance-claims-process-what-to-expect",
  category: "Claims Guide",
  title: "The Insurance Claims Process: What to Expect, Step by Step",
  description:
    "How a UK insurance claim works from first call to payment: what to do first, the evidence to gather, timescales, and your rights if things go wrong.",
  readTime: 11,
  datePublished: "2025-07-25",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/insurance-claims-process-what-to-expect.svg",
    alt: "A claim form on a clipboard with a tick, beside a shield and a calendar, joined by a five-step path",
  },
  closingCta: { label: "Compare Insurance Quotes", href: "/" },
  blocks: [
    {
      type: "paragraph",
      text: "You buy insurance for the day something goes wrong, but most people make a claim only once every few years, so the process can feel unfamiliar just when you are already stressed. The good news is that most claims are paid, and that UK rules protect you at every stage. Knowing what happens, what your insurer needs and how long each stage should take makes a claim faster, smoother and more likely to succeed.",
    },
    {
      type: "paragraph",
      text: "This guide follows a claim from the first phone call to the final payment, with the evidence to gather, the timescales to expect and what to do if you disagree with your insurer.",
    },
    { type: "heading", level: 2, id: "claims-statistics", text: "Claims in numbers" },
    {
      type: "stats",
      items: [
        { value: "89%", label: "of insurance claims are paid" },
        { value: "14 days", label: "average time from claim to settlement" },
        { value: "£2,400", label: "average value of a claim" },
        { value: "24/7", label: "claims lines open around the clock at most insurers" },
      ],
    },
    {
      type: "paragraph",
      text: "Across the market, about 89% of claims are paid, and the average claim is settled in around 14 days. The average claim is worth about £2,400, though that hides a wide spread: a cracked windscreen may be a few hundred pounds, a flooded kitchen tens of thousands. Most of the claims that are turned down fail for avoidable reasons: the loss was not covered by the policy, the claim was reported late, the evidence was thin, or the answers given when the policy was bought turned out to be wrong.",
    },
    { type: "heading", level: 2, id: "five-step-overview", text: "The claims process in five steps" },
    {
      type: "steps",
      items: [
        {
          title: "Report",
          text: "Tell your insurer as soon as you can, ideally within 24 hours, using its 24/7 claims line, app or website. You receive a claim reference number.",
        },
        {
          title: "Document",
          text: "Gather photos, receipts, reports and the details of anyone involved, and send them in with your claim form.",
        },
        {
          title: "Assess",
          text: "Your insurer checks the policy covers the loss and works out its value, sometimes with a visit from a loss adjuster.",
        },
        {
          title: "Decide",
          text: "The insurer accepts the claim in full or in part, or declines it, and explains its reasons in writing.",
        },
        {
          title: "Settle",
          text: "The insurer repairs, replaces or pays out, less your excess, and the claim is closed.",
        },
      ],
    },
    { type: "heading", level: 2, id: "immediate-actions", text: "Step 1: what to do straight away" },
    {
      type: "paragraph",
      text: "The first hours after a loss matter most. Your priority is to keep people safe and to stop the damage getting worse; your policy expects you to take reasonable steps to limit the loss, and an insurer can reduce a claim for damage you could easily have prevented.",
    },
    {
      type: "checklist",
      title: "In the first 24 hours",
      items: [
        "Make everyone safe and call the emergency services if anyone is hurt or in danger.",
        "Limit further damage: turn off the water at the stopcock, cover a broken window, move belongings away from a leak.",
        "Report theft, burglary or vandalism to the police and note the crime reference number.",
        "After a road accident, exchange names, addresses, vehicle registrations and insurer details with the other driver.",
        "Contact your insurer within 24 hours if you can, even if you are not yet sure you will claim.",
        "Keep receipts for emergency repairs and any costs you pay, such as a hotel if your home is unliveable.",
        "Do not throw away damaged items until your insurer says you may.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Road accidents: the police deadline",
      text: "If anyone is injured, or you could not exchange details at the scene, the law requires you to report the accident to the police as soon as reasonably possible and in any case within 24 hours.",
    },
    {
      type: "paragraph",
      text: "When you call, have your policy number to hand and give a clear, factual account: what happened, when and where. Do not guess at things you do not know, and do not admit fault to anyone at the scene of an accident; leave that to the insurers. Expect your insurer to acknowledge the claim within 1-2 business days, with a claim reference, the name of your handler or team, and what it needs from you next.",
    },
    { type: "heading", level: 2, id: "evidence-gathering", text: "Step 2: gathering your evidence" },
    {
      type: "paragraph",
      text: "Good evidence is the single biggest factor in a fast settlement. Your insurer must be satisfied that the loss happened, that the policy covers it and what it is worth. The easier you make that, the quicker the money arrives.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Photos and videos of the damage, taken before any clean-up or repair, from several angles and with something in shot to show scale.",
        "Receipts, bank statements, instruction manuals or boxes showing what you owned and what it cost.",
        "Police crime reference numbers, and for travel claims any report from the airline, hotel or local police.",
        "Names and contact details of witnesses and anyone else involved.",
        "Medical reports and invoices for injury, vet or travel medical claims.",
        "Two repair or replacement quotes, if your insurer asks for them.",
        "A written timeline of what happened, made while it is fresh in your mind.",
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "Prepare before you ever claim",
      text: "Walk round your home once a year filming each room and open cupboard, and keep receipts for valuable items in a cloud folder. If you ever need to claim, the evidence is already there.",
    },
    {
      type: "paragraph",
      text: "Be accurate rather than generous. Inflating a claim, even by a small amount, is fraud: insurers share data through industry databases, check claims histories and can refuse the whole claim, cancel every policy you hold with them and pass the case to the police.",
    },
    { type: "heading", level: 2, id: "assessment", text: "Step 3: how your claim is assessed" },
    {
      type: "paragraph",
      text: "Once your claim is in, the insurer checks three things: that your policy was in force and covers this kind of loss, that the information you gave when you bought the policy was accurate, and how much the loss is worth. Simple claims, such as a windscreen, a lost phone or a small vet bill, are often handled entirely by phone or online and take 5-10 working days. Complex claims, such as a serious fire, subsidence, a large escape of water or a disputed road accident, usually take 4-6 weeks and sometimes longer.",
    },
    { type: "heading", level: 3, id: "loss-adjusters", text: "Loss adjusters and loss assessors" },
    {
      type: "paragraph",
      text: "For larger claims your insurer may send a loss adjuster. The adjuster is appointed and paid by the insurer to investigate and value the claim; they should be fair, but they work for the insurer. A loss assessor is different: you appoint one to prepare and negotiate your claim for you, and they usually take a percentage of the settlement. Most people do not need one, but for a very large or complicated home claim an assessor can help.",
    },
    { type: "heading", level: 3, id: "keeping-in-touch", text: "Keeping track of progress" },
    {
      type: "paragraph",
      text: "On a longer claim you should hear from your insurer regularly; expect an update at least every 20 working days, and ask for one if it has gone quiet. Keep a log of every call, email and letter, with dates and names. If your home claim involves a long repair, ask whether the policy pays for alternative accommodation and whether an interim payment is possible.",
    },
    { type: "heading", level: 2, id: "decision", text: "Step 4: the decision" },
    {
      type: "paragraph",
      text: "Your insurer will accept the claim in full, accept it in part or decline it. Whatever the outcome, it should explain the decision clearly, in writing, with reference to the policy wording it relies on. A partial settlement is common when an excess applies, when a single-item limit caps the payment, when wear and tear is deducted, or when your cover turns out to be lower than the value of what you own.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Exclusions: the loss falls outside the cover, such as gradual damage, wear and tear, or an item taken outside the home when the policy does not cover it.",
        "Conditions not met: the claim was reported late, a required lock or alarm was not in use, or the home was left empty beyond the policy's limit.",
        "Misrepresentation: answers given when the policy was bought were wrong. Under the Consumer Insurance (Disclosure and Representations) Act 2012, the insurer's remedy must be proportionate: for an honest, careless mistake it can only reduce the claim to reflect the premium you would have paid, or refuse it if it would not have covered you at all.",
        "Under-insurance: if your home or contents were insured for much less than their value, an average clause may reduce the payment in proportion.",
      ],
    },
    { type: "heading", level: 2, id: "settlement", text: "Step 5: settlement" },
    {
      type: "paragraph",
      text: "Once the claim is agreed, the insurer settles it in one of four ways: repairing the damage through its own approved contractors or garages, replacing items through its suppliers, paying you cash, or paying a third party directly, such as a vet or hospital. Your excess is deducted from the settlement. FCA rules require insurers to settle promptly once the amount has been agreed.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "New for old: most contents policies replace items with new equivalents, without a deduction for age, except clothing and linen on some policies.",
        "Indemnity: some policies, and most car policies, pay the value at the time of the loss, so an older item or car is worth less than its replacement.",
        "Cash instead of repair: if you prefer cash, the insurer may offer only what the repair would have cost it through its own suppliers, which can be less than you would pay yourself.",
        "Written-off cars: you receive the market value before the accident, less the excess. For a repairable write-off (Category S or N) you may be able to keep the car for a reduced payment.",
      ],
    },
    {
      type: "paragraph",
      text: "Check the figure before you accept it. If it seems low, ask how it was calculated and send evidence of what equivalent items or repairs really cost. Accepting a settlement usually closes the claim, so raise any doubt first.",
    },
    { type: "heading", level: 2, id: "claim-types", text: "Common claim types at a glance" },
    {
      type: "table",
      caption: "What to send and how long common claims take",
      columns: ["Claim", "Key evidence", "Typical timescale", "Watch out for"],
      rows: [
        [
          "Car accident",
          "Photos, other driver's details, witness details, dashcam footage",
          "5-10 working days for simple repairs; 4-6 weeks if fault is disputed",
          "A fault claim reduces your no-claims discount unless it is protected",
        ],
        [
          "Car theft",
          "Crime reference number, both sets of keys, logbook (V5C)",
          "4-6 weeks while the police investigate",
          "Keys left in or near the car can void the claim",
        ],
        [
          "Home escape of water",
          "Photos, plumber's report, repair quotes",
          "4-6 weeks, longer if drying out is needed",
          "Gradual leaks and worn seals are usually excluded",
        ],
        [
          "Home burglary",
          "Crime reference number, receipts, photos of damage",
          "5-10 working days for small losses",
          "Single-item limits on jewellery and electronics",
        ],
        [
          "Travel medical",
          "Medical reports, bills, travel documents",
          "5-10 working days once papers arrive",
          "Undeclared medical conditions; call the emergency line first",
        ],
        [
          "Travel baggage",
          "Airline or police report made within 24 hours, receipts",
          "5-10 working days",
          "Valuables left unattended or in checked bags",
        ],
        [
          "Pet vet fees",
          "Vet's claim form, itemised invoices",
          "5-10 working days",
          "Pre-existing conditions and annual limits",
        ],
        [
          "Life cover",
          "Death certificate, policy documents, grant of probate unless written in trust",
          "Often a few weeks once documents are in",
          "A policy in trust pays faster, without waiting for probate",
        ],
      ],
    },
    { type: "heading", level: 2, id: "troubleshooting", text: "When things go wrong" },
    {
      type: "paragraph",
      text: "Most claims run smoothly, but delays and disputes happen. A calm, written, evidence-based approach resolves most of them without needing outside help.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "The claim is slow: ask for the reason in writing and a date for the next step. If you have had no update for 20 working days, say so.",
        "You cannot find receipts: bank statements, photos, emails and even the original packaging can all prove ownership.",
        "The offer seems low: ask for the calculation, send quotes or prices for like-for-like replacements and explain the difference.",
        "You disagree with the loss adjuster: ask for their report, point out any errors and send independent evidence, such as a builder's quote.",
        "The claim is declined: ask which policy wording the decision relies on and check it yourself against what happened.",
      ],
    },
    {
      type: "steps",
      items: [
        {
          title: "Complain to your insurer",
          text: "Put your complaint in writing, say what you want to happen and include your evidence. The insurer has up to eight weeks to send its final response.",
        },
        {
          title: "Go to the Financial Ombudsman Service",
          text: "If you are unhappy with the final response, or eight weeks pass without one, you can refer the complaint to the ombudsman, free of charge, within 6 months of the final response.",
        },
        {
          title: "Accept or reject the decision",
          text: "If you accept the ombudsman's decision, it binds the insurer. If you reject it, you keep the right to go to court.",
        },
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "You do not need to pay anyone to complain",
      text: "The Financial Ombudsman Service is free for consumers. Claims management companies may offer to handle your complaint for a share of any payout, but you can do everything they do yourself.",
    },
    { type: "heading", level: 2, id: "rights-and-protections", text: "Your rights and protections" },
    {
      type: "paragraph",
      text: "UK insurers are regulated by the Financial Conduct Authority, and its rules give you real protection when you claim. Insurers must handle claims promptly and fairly, give you reasonable guidance on how to claim, not unreasonably reject a claim, and settle promptly once a claim is agreed. Under the FCA's Consumer Duty, in force since July 2023, they must also avoid unreasonable barriers, such as excessive paperwork or hard-to-reach helplines, and act to deliver good outcomes for customers.",
    },
    {
      type: "table",
      caption: "The protections behind every UK insurance claim",
      columns: ["Protection", "What it does for you"],
      rows: [
        [
          "Financial Conduct Authority rules",
          "Claims must be handled promptly and fairly, with clear reasons for any decline.",
        ],
        [
          "Financial Ombudsman Service",
          "Free, independent decisions on complaints, usually within 3-6 months, with awards that bind the insurer if you accept them.",
        ],
        [
          "Financial Services Compensation Scheme",
          "Protects you if an insurer fails: 100% of valid claims for compulsory and life cover, and 90% for most other general insurance, with no upper limit.",
        ],
        [
          "Consumer Insurance (Disclosure and Representations) Act 2012",
          "An honest mistake on your application cannot be treated as if it were deliberate.",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "The ombudsman can order an insurer to pay compensation up to a limit that rises each April with inflation. It was up to £355,000 for complaints referred between April 2020 and March 2022, and £430,000 from April 2024, for complaints about events after 1 April 2019; check the ombudsman's website for the current figure. Cases often take 3-6 months from referral to outcome, longer when demand is high, so keep your records organised from the start.",
    },
    {
      type: "paragraph",
      text: "If your insurer goes out of business, the Financial Services Compensation Scheme steps in. It covers 100% of valid claims for compulsory insurance such as third-party motor cover, for life and other long-term policies, and for claims arising from death or incapacity; for most other general insurance, such as home contents, it pays 90% with no upper limit. You do not need to apply for protection in advance: it applies automatically to policies from FCA-authorised insurers.",
    },
    { type: "heading", level: 2, id: "compare-quotes", text: "Choose a policy that pays" },
    {
      type: "paragraph",
      text: "The best time to think about claims is before you buy. When you compare quotes, look beyond the price at the excess, the limits and the exclusions, and check that the cover fits what you own and how you live. A policy that matches your life is the one most likely to pay out in full when you need it.",
    },
  ],
});
