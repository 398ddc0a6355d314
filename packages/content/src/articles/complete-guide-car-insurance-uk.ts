import { noClaimsClaim } from "../claims";
import { Article } from "../schemas";

/** The featured guide: how UK car insurance works, what it costs, and how to buy and claim. */
export const article = Article.parse({
  id: "complete-guide-car-insurance-uk",
  slug: "complete-guide-car-insurance-uk",
  // Published as ".../complete-guide-car-insurance-uk-2024": a year in its address that has passed.
  formerSlugs: ["complete-guide-car-insurance-uk-2024"],
  category: "Car Insurance",
  title: "The Complete Guide to Car Insurance in the UK",
  description:
    "Everything UK drivers need to know about car insurance: the law, levels of cover, what sets your price, excess and no-claims discount, add-ons, renewals and claims.",
  readTime: 10,
  datePublished: "2025-08-12",
  dateModified: "2026-11-01",
  featured: true,
  image: {
    path: "guides/complete-guide-car-insurance-uk.svg",
    alt: "A purple car on an open road beside a large shield with a tick, under a bright sun",
  },
  closingCta: { label: "Compare Car Insurance", href: "/car-insurance" },
  tableOfContents: [
    { id: "why-you-need-car-insurance", label: "Why you need car insurance" },
    { id: "levels-of-cover", label: "The three levels of cover" },
    { id: "what-affects-your-premium", label: "What affects your premium" },
    { id: "excess-and-no-claims-discount", label: "Excess and no-claims discount" },
    { id: "add-ons", label: "Add-ons: which are worth having" },
    { id: "buying-and-renewing", label: "Buying and renewing your policy" },
    { id: "making-a-claim", label: "Making a claim and your rights" },
  ],
  blocks: [
    {
      type: "paragraph",
      text: "Car insurance is a legal requirement for almost every driver in the UK, and for many households it is one of the largest yearly bills after the mortgage or rent. Yet most of us buy it in a hurry, once a year, without reading much beyond the price. This guide explains how car insurance works, what drives the cost, which extras are worth paying for and what to do when something goes wrong, so you can buy the cover you need at a fair price.",
    },
    {
      type: "stats",
      items: [
        { value: "3", label: "Levels of cover: third party, third party fire and theft, comprehensive" },
        { value: "12%", label: "Insurance Premium Tax added to every car insurance premium" },
        { value: "6 points", label: "And a £300 fixed penalty for driving without insurance" },
        {
          value: `Up to ${noClaimsClaim.figure}${noClaimsClaim.mark}`,
          label: "Off your premium with a long no-claims discount",
        },
      ],
    },
    { type: "heading", level: 2, id: "why-you-need-car-insurance", text: "Why you need car insurance" },
    {
      type: "paragraph",
      text: "Under the Road Traffic Act 1988, you must have at least third-party insurance to use a vehicle on a road or other public place. The law exists so that anyone you injure, or whose property you damage, can be compensated, however little money you have yourself. Compensation for a serious injury can run to millions of pounds, which is why the minimum cover for injury to others is unlimited.",
    },
    {
      type: "paragraph",
      text: "The police can check any car's insurance instantly against the Motor Insurance Database. Driving without insurance carries a £300 fixed penalty and 6 penalty points. If the case goes to court, you face an unlimited fine and can be disqualified, and the police can seize the car and, in some cases, destroy it. Under Continuous Insurance Enforcement, a registered vehicle must be insured even when it is parked and not being driven, unless you have told the DVLA it is off the road with a Statutory Off Road Notification (SORN).",
    },
    {
      type: "callout",
      tone: "tip",
      title: "Check a car is insured",
      text: "You can check whether any vehicle is insured on the Motor Insurance Database's free askMID service. It is worth doing before you drive a car you have just bought or borrowed.",
    },
    {
      type: "paragraph",
      text: "If you are hit by a driver who has no insurance, or who cannot be traced, the Motor Insurers' Bureau, funded by every motor insurer, can compensate you. You should still report the accident to your own insurer.",
    },
    { type: "heading", level: 2, id: "levels-of-cover", text: "The three levels of cover" },
    {
      type: "table",
      caption: "What each level of car insurance covers",
      columns: ["Cover", "Third party only", "Third party, fire and theft", "Comprehensive"],
      rows: [
        ["Injury to other people", "Yes", "Yes", "Yes"],
        ["Damage to other people's cars and property", "Yes", "Yes", "Yes"],
        ["Your car if it is stolen", "No", "Yes", "Yes"],
        ["Your car if it catches fire", "No", "Yes", "Yes"],
        ["Damage to your own car in an accident", "No", "No", "Yes"],
        ["Windscreen repair or replacement", "No", "No", "Usually"],
      ],
    },
    {
      type: "heading",
      level: 3,
      id: "comprehensive-can-be-cheaper",
      text: "When comprehensive can be cheaper",
    },
    {
      type: "paragraph",
      text: "It seems backwards, but across the UK market comprehensive cover is often the same price as third party only, or cheaper: insurers find that drivers who choose the minimum cover make more claims on average, so they price it accordingly. Our panel does not offer third party only. On it, third party, fire and theft is the cheapest level for most drivers and comprehensive costs more, often much more for a young driver. Always get quotes for each level before deciding: the gap for you may be small enough to make the fuller protection worth it.",
    },
    {
      type: "heading",
      level: 3,
      id: "what-comprehensive-includes",
      text: "What comprehensive usually includes",
    },
    {
      type: "list",
      items: [
        "Repairs to your car, or its market value if it is written off",
        "Windscreen and window cover, often with a smaller separate excess",
        "Personal belongings in the car, up to a modest limit",
        "Personal accident cover for you if you are seriously injured",
        "Minimum cover for driving in the EU; extending full cover abroad may cost extra",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Driving other cars",
      text: "Many drivers assume their comprehensive policy lets them drive any car with the owner's permission. Fewer policies include this now, and where they do it is usually third party only. Check your certificate of motor insurance before you drive someone else's car.",
    },
    { type: "heading", level: 2, id: "what-affects-your-premium", text: "What affects your premium" },
    {
      type: "paragraph",
      text: "Insurers price each policy on how likely you are to claim and how much a claim would cost. Some factors you can change; many you cannot.",
    },
    {
      type: "list",
      items: [
        "Your age and driving experience: drivers aged 17-24 pay the most",
        "Where you live and where the car is kept overnight: a garage or driveway usually costs less than the street",
        "The car: its insurance group (from 1 to 50), value, age, engine power and how costly it is to repair",
        "How you use it: social, domestic and pleasure use is cheapest; commuting and business use cost more",
        "Your annual mileage",
        "Your claims and motoring convictions from the last 5 years",
        "Your job, described accurately",
        "Who else is named on the policy and their records",
        "How you pay: paying monthly often costs more than paying for the year in one go",
      ],
    },
    { type: "heading", level: 3, id: "young-drivers", text: "Young and new drivers" },
    {
      type: "paragraph",
      text: "New drivers face the highest prices because they are the most likely to have an accident. A telematics, or black box, policy can bring the cost down by pricing on how you actually drive: smooth, daytime driving earns lower premiums. Choosing a car in a low insurance group, adding an experienced driver as a named driver and building a no-claims discount all help over time.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "Fronting is fraud",
      text: "Insuring a car in a parent's name with a young driver as a named driver, when the young driver is really the main user, is known as fronting. It is fraud: a claim can be refused, the policy cancelled and both drivers left with a record that makes future insurance harder to get.",
    },
    { type: "heading", level: 3, id: "lowering-your-premium", text: "Honest ways to lower your premium" },
    {
      type: "list",
      items: [
        "Compare quotes every year rather than accepting your renewal",
        "Pay annually if you can, to avoid the interest on monthly payments",
        "Choose a realistic mileage rather than a round, high guess",
        "Keep the car on a driveway or in a garage overnight if you have one, and say so",
        "Fit an approved alarm or immobiliser if your car lacks one, and tell your insurer",
        "Add an experienced named driver who genuinely shares the driving",
        "Try a telematics policy if you are young or drive little",
      ],
    },
    {
      type: "paragraph",
      text: "Never change the facts to cut the price. A saving of a few pounds is worthless if the insurer refuses a claim because the details were wrong.",
    },
    { type: "heading", level: 2, id: "excess-and-no-claims-discount", text: "Excess and no-claims discount" },
    {
      type: "paragraph",
      text: "The excess is the part of any claim you pay yourself. Every policy has a compulsory excess, set by the insurer, and you can add a voluntary excess on top to lower your premium. On a £2,000 repair with a £250 compulsory and £250 voluntary excess, you pay £500 and the insurer pays £1,500. Only choose a voluntary excess you could pay tomorrow, and note that young drivers often have a higher compulsory excess.",
    },
    {
      type: "paragraph",
      text: `Your no-claims discount, also called a no-claims bonus, grows for each year you hold a policy without making a claim. Insurers set their own scales, reaching 60-75% after five to nine claim-free years; on our panel nine or more years take up to ${noClaimsClaim.figure}${noClaimsClaim.mark} off. A claim usually reduces it by two or more years, unless it was not your fault and the insurer recovers all its costs from the other driver's insurer.`,
    },
    {
      type: "table",
      caption: "What happens to your no-claims discount after different kinds of claim",
      columns: ["Type of claim", "Effect on your no-claims discount"],
      rows: [
        ["Not your fault, with all costs recovered from the other driver's insurer", "Usually no effect"],
        ["Your fault, or costs not recovered", "Usually reduced by two or more years"],
        ["Windscreen claim", "Usually no effect"],
        ["Theft or vandalism", "Often reduced, as no one else pays the costs"],
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "Protected no-claims discount",
      text: "For an extra fee you can protect your no-claims discount, usually allowing one or two claims over a set period without losing it. It protects the discount, not the price: your premium can still rise after a claim.",
    },
    { type: "heading", level: 2, id: "add-ons", text: "Add-ons: which are worth having" },
    {
      type: "table",
      caption: "Common car insurance add-ons and when they are worth buying",
      columns: ["Add-on", "What it does", "Worth having if"],
      rows: [
        [
          "Motor legal protection",
          "Pays legal costs to recover losses such as your excess or loss of earnings after an accident that was not your fault",
          "You do not already have it through home insurance or another policy",
        ],
        [
          "Breakdown cover",
          "Roadside help and recovery if the car breaks down",
          "You have no breakdown cover elsewhere, such as through a bank account",
        ],
        [
          "Guaranteed courtesy car",
          "A replacement car even if yours is stolen or written off",
          "You could not manage without a car for several weeks",
        ],
        ["Key cover", "Replaces lost or stolen keys and locks", "Your car has expensive keyless entry fobs"],
        [
          "GAP insurance",
          "Covers the gap between the insurer's payout and what you paid or still owe on finance",
          "The car is new or financed; compare standalone policies with the dealer's",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "Before adding extras, check what you already have. Packaged bank accounts, home insurance and some car finance deals include breakdown or legal cover, and paying twice adds nothing.",
    },
    { type: "heading", level: 2, id: "buying-and-renewing", text: "Buying and renewing your policy" },
    {
      type: "steps",
      items: [
        {
          title: "Gather your details",
          text: "Have your driving licence, the car's registration, any modifications, your mileage, and the claims and convictions of everyone to be insured from the last 5 years.",
        },
        {
          title: "Start about three weeks before",
          text: "Prices are often lower when you buy 21-28 days before your policy starts than in the final days before renewal.",
        },
        {
          title: "Answer every question honestly",
          text: "Declare modifications, claims, convictions and the correct main driver and use. A careless or false answer can lead to a claim being cut, refused or the policy cancelled.",
        },
        {
          title: "Compare like with like",
          text: "Compare the level of cover, excess, courtesy car, windscreen cover and add-ons as well as the price. The cheapest quote may simply cover less.",
        },
        {
          title: "Read the documents",
          text: "Check the certificate of motor insurance for who can drive and for what use, and the policy schedule for the excess and any endorsements.",
        },
        {
          title: "Pay the cheapest way you can",
          text: "If you can, pay annually. Paying monthly is usually a credit agreement with interest, so check the total you will pay.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Since 1 January 2022, Financial Conduct Authority rules mean your insurer cannot quote you more at renewal than it would charge a new customer for the same cover through the same channel. That has ended the worst of the loyalty penalty, but it does not mean your renewal price is the best in the market. Other insurers may still be cheaper, so compare every year.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "Beware ghost brokers",
      text: "Ghost brokers sell fake or fraudulent policies, often on social media, at prices that seem too good to be true. Buy only from firms on the Financial Conduct Authority register, and check your cover on askMID after you buy.",
    },
    {
      type: "paragraph",
      text: "If you change your mind after buying online or by phone, you usually have 14 days to cancel and get a refund for the days you were not covered, though the insurer may charge a small admin fee.",
    },
    { type: "heading", level: 2, id: "making-a-claim", text: "Making a claim and your rights" },
    {
      type: "steps",
      items: [
        {
          title: "Stop and make the scene safe",
          text: "You must stop after an accident. If anyone is hurt or the road is blocked, call 999.",
        },
        {
          title: "Exchange details",
          text: "Give your name, address and registration to anyone with reasonable grounds to ask. If you cannot, or if someone is injured and you cannot show your insurance details, report the accident to the police as soon as possible and within 24 hours.",
        },
        {
          title: "Gather evidence",
          text: "Take photos of the vehicles, the road and the damage, and note witnesses' names and numbers, the time and the weather.",
        },
        {
          title: "Tell your insurer",
          text: "Report the accident to your insurer promptly, even if you do not intend to claim; most policies require it.",
        },
        {
          title: "Follow the claim through",
          text: "Your insurer arranges repairs through its approved garage or assesses the car as a write-off, then pays out minus your excess.",
        },
      ],
    },
    { type: "heading", level: 3, id: "write-offs", text: "If your car is written off" },
    {
      type: "paragraph",
      text: "If repairs would cost more than the car is worth, the insurer writes it off and pays its market value just before the accident, less your excess. Write-offs are put into categories that stay on the car's record.",
    },
    {
      type: "table",
      caption: "Write-off categories used by UK insurers",
      columns: ["Category", "What it means"],
      rows: [
        ["Cat A", "Scrap: the whole car must be crushed"],
        ["Cat B", "Break: the body must be crushed, but some parts can be reused"],
        ["Cat S", "Structural damage: can be repaired and put back on the road"],
        ["Cat N", "Non-structural damage: can be repaired and put back on the road"],
      ],
    },
    {
      type: "paragraph",
      text: "If you disagree with the insurer's valuation, send adverts for similar cars of the same age, mileage and condition. If your complaint is not resolved within 8 weeks, or you are unhappy with the insurer's final response, you can take it to the Financial Ombudsman Service for free. If an insurer fails, the Financial Services Compensation Scheme protects 100% of claims for the compulsory third-party part of motor insurance and 90% of other claims.",
    },
    {
      type: "checklist",
      title: "Your car insurance checklist",
      items: [
        "Compare all three levels of cover before choosing",
        "Set an excess you could pay tomorrow",
        "Declare every modification, claim and conviction",
        "Name the main driver correctly",
        "Check which add-ons you already have elsewhere",
        "Start comparing 21-28 days before your renewal date",
        "Keep your certificate and your insurer's claims number where you can find them",
      ],
    },
  ],
});
