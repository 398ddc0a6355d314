import { Article } from "../schemas";

export const article = Article.parse({
  id: "commercial-van-insurance-business-vs-private",
  slug: "commercial-van-insurance-business-vs-private",
  category: "Van Insurance",
  title: "Van Insurance: Business or Private Use?",
  description:
    "Social, commuting, business or haulage? How van insurance classes of use work, what tools and goods cover add, and how to avoid an invalid policy.",
  readTime: 6,
  datePublished: "2025-08-03",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/commercial-van-insurance-business-vs-private.svg",
    alt: "A plum-coloured panel van parked beside a toolbox and a stack of parcels",
  },
  closingCta: { label: "Compare Van Insurance", href: "/van-insurance" },
  blocks: [
    {
      type: "paragraph",
      text: "Two identical vans on the same street can need very different insurance. One carries a family's bikes to the coast at weekends; the other carries a plumber's tools to six jobs a day. The most important thing you tell an insurer is how the van is used. Get that wrong and a claim can be cut or refused, however carefully you drive.",
    },
    {
      type: "paragraph",
      text: "This guide explains the classes of use, what private and business policies include, the extra covers tradespeople rely on, and how to buy the right policy at a fair price.",
    },
    {
      type: "stats",
      items: [
        { value: "£500-£50,000", label: "typical range of tools cover limits" },
        { value: "12%", label: "Insurance Premium Tax included in most van premiums" },
        { value: "£5 million", label: "legal minimum employers' liability cover if you employ staff" },
        { value: "6 points", label: "on your licence for driving without valid insurance" },
      ],
    },
    { type: "heading", level: 2, id: "classes-of-use", text: "Why the way you use your van matters" },
    {
      type: "paragraph",
      text: "Every van policy states a class of use. It sets out the journeys you are covered for, and the law treats driving outside it as driving without insurance. The wording varies a little between insurers, but the four classes below are standard across the UK market.",
    },
    {
      type: "table",
      caption: "The four common classes of use for van insurance",
      columns: ["Class of use", "What it covers", "Typical driver"],
      rows: [
        [
          "Social, domestic and pleasure",
          "Personal journeys only: shopping, holidays, moving your own belongings. No commuting and no work.",
          "Private owners, hobbyists, camper conversion owners",
        ],
        [
          "Social, domestic and pleasure with commuting",
          "Everything above, plus travel to and from one permanent place of work.",
          "Employees who drive their own van to a fixed site",
        ],
        [
          "Business use (carriage of own goods)",
          "Driving for work and carrying your own tools, materials and goods as part of your trade.",
          "Builders, electricians, gardeners, mobile mechanics",
        ],
        [
          "Haulage (hire and reward)",
          "Carrying other people's goods for payment, including parcel and multi-drop delivery.",
          "Couriers, delivery drivers, removal firms",
        ],
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Courier work needs its own cover",
      text: "Delivering parcels for an app or a delivery firm is carriage for hire and reward, even part time. A business use policy for your own goods does not cover it, and neither does a private policy.",
    },
    { type: "heading", level: 2, id: "private-van-insurance", text: "Private van insurance" },
    {
      type: "paragraph",
      text: "If the van never earns you money and never carries anything for your job, a private policy on social, domestic and pleasure terms is usually the cheapest option. It suits people who own a van for a hobby, for a growing family's kit, for moving house or for a weekend camper conversion. Add commuting only if you drive to a fixed workplace; occasional journeys to different sites count as business use.",
    },
    {
      type: "paragraph",
      text: "If you are converting a van into a camper, tell your insurer: until the DVLA records it as a motor caravan, most insurers treat it as a van, and the fittings need declaring.",
    },
    { type: "heading", level: 2, id: "business-van-insurance", text: "Business van insurance" },
    {
      type: "paragraph",
      text: "A business policy covers the van while you drive it for work and while it carries the tools and materials of your trade. It costs more than private cover because the van spends more time on the road and carries valuable equipment. Sole traders, limited companies and employees with a company van all need it, and you can choose whether cover applies to named drivers only or to any driver over a minimum age, which is useful when staff share vehicles.",
    },
    {
      type: "paragraph",
      text: "Like car insurance, a van policy comes in three levels: third party only, the legal minimum; third party, fire and theft; and comprehensive, which also covers damage to your own van. Comprehensive is often no dearer than the lower levels, so always compare all three.",
    },
    { type: "heading", level: 3, id: "tools-cover", text: "Tools cover" },
    {
      type: "paragraph",
      text: "Standard van policies cover the van, not what is inside it. Tools in transit cover pays out if your tools are stolen from the van or damaged in an accident, and limits typically run from £500-£50,000, so a decorator with a few brushes and a kitchen fitter with a full set of power tools can each buy the amount they need. Price the cost of replacing everything new, not what it would fetch second hand.",
    },
    {
      type: "callout",
      tone: "tip",
      title: "Read the overnight conditions",
      text: "Many tools policies exclude theft from an unattended van overnight unless the van is in a locked garage or the tools are removed. Others require signs of forced entry. Check the hours and conditions before you rely on the cover.",
    },
    { type: "heading", level: 3, id: "goods-in-transit", text: "Goods in transit" },
    {
      type: "paragraph",
      text: "Goods in transit insurance covers the stock or customers' goods you carry, rather than your own equipment. Couriers and removal firms usually need it, and some contracts with delivery companies require a set level. Check whether the limit applies per item, per load or per vehicle, and whether high-value goods such as electronics or alcohol are excluded.",
    },
    { type: "heading", level: 3, id: "other-business-cover", text: "Other covers a van business may need" },
    {
      type: "list",
      ordered: false,
      items: [
        "Public liability insurance, if you work in customers' homes or on sites where you could injure someone or damage property. It is separate from the van policy.",
        "Employers' liability insurance, which the law requires of most businesses that employ staff, with cover of at least £5 million.",
        "Breakdown cover with recovery for a commercial vehicle, because a van off the road means lost work.",
        "Legal expenses cover, to recover uninsured losses such as lost earnings after an accident that was not your fault.",
      ],
    },
    { type: "heading", level: 2, id: "what-it-costs", text: "What affects the price" },
    {
      type: "paragraph",
      text: "Van premiums include Insurance Premium Tax at 12%; there is no VAT on insurance. For a business, the premium is normally an allowable expense, in proportion to business use, but check with your accountant. The main things insurers weigh are:",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Your class of use and estimated annual mileage.",
        "The van's size, value, age and security, and where it is parked overnight.",
        "The drivers named on the policy, their ages, licence history and claims.",
        "Your trade: a scaffolder and a florist present different risks.",
        "Any signwriting, racking or modifications, which must all be declared.",
        "Your no-claims bonus, which many insurers now let you earn on a van just as on a car.",
      ],
    },
    { type: "heading", level: 2, id: "getting-it-wrong", text: "What happens if you choose the wrong cover" },
    {
      type: "paragraph",
      text: "Picking private cover for a work van to save money is misrepresentation. Under the Consumer Insurance (Disclosure and Representations) Act 2012 an insurer can reduce a claim in proportion to the premium you should have paid, refuse it altogether if it would not have covered you, and cancel the policy if you were deliberate or reckless. On the road, driving for a purpose your policy does not cover counts as driving without insurance: a £300 fixed penalty and 6 penalty points, or an unlimited fine and possible disqualification if it goes to court.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Tell your insurer when things change",
      text: "Starting a side business, taking on delivery work or adding racking all change your risk. Telling your insurer mid-term may cost a small fee or a higher premium, but it keeps your cover valid.",
    },
    { type: "heading", level: 2, id: "choosing-a-policy", text: "Checklist: choosing the right van policy" },
    {
      type: "checklist",
      title: "Before you buy",
      items: [
        "Choose the class of use that matches every journey the van makes, not just most of them.",
        "List every driver, or choose any-driver cover if staff share the van.",
        "Add up the new replacement cost of your tools and set the tools cover limit to match.",
        "Read the overnight theft conditions on tools and goods cover.",
        "Confirm the compulsory and voluntary excess you would pay on a claim.",
        "Declare signwriting, racking, ladders on the roof and any other modifications.",
        "Keep public liability and employers' liability in place alongside the van policy.",
      ],
    },
    { type: "heading", level: 2, id: "saving-money", text: "Ways to cut the cost" },
    {
      type: "steps",
      items: [
        {
          title: "Compare every renewal",
          text: "Prices vary widely between insurers for the same van and driver, so compare quotes each year rather than accepting the renewal.",
        },
        {
          title: "Improve security",
          text: "Deadlocks, an alarm, a tracker and parking off the road reduce both theft risk and premiums.",
        },
        {
          title: "Set your mileage honestly",
          text: "An accurate estimate avoids paying for miles you never drive, without the risk of a reduced claim.",
        },
        {
          title: "Consider a black box",
          text: "Telematics policies reward careful driving and can help younger van drivers get a fairer price.",
        },
      ],
    },
    { type: "heading", level: 2, id: "next-steps", text: "The short version" },
    {
      type: "paragraph",
      text: "Private van insurance is for personal journeys; business insurance is for work; haulage cover is for carrying other people's goods for payment. Match the class of use to every journey, add tools or goods cover sized to what you really carry, and read the conditions before you need them. Then compare quotes: the right cover for your van is rarely the first price you see.",
    },
  ],
});
