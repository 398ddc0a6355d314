import { Article } from "../schemas";

/** Guide: what buildings and contents insurance each cover, and who needs which. */
export const article = Article.parse({
  id: "buildings-vs-contents-insurance-guide",
  slug: "buildings-vs-contents-insurance-guide",
  category: "Home Insurance",
  title: "Buildings vs Contents Insurance: What's the Difference?",
  description:
    "Buildings or contents insurance, or both? What each covers, who needs which, how to set the right sums insured, and the grey areas that catch people out.",
  readTime: 7,
  datePublished: "2025-08-11",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/buildings-vs-contents-insurance-guide.svg",
    alt: "A house drawn in two halves: its brick walls and roof on one side, a sofa, lamp and television inside on the other",
  },
  closingCta: { label: "Compare Home Insurance", href: "/home-insurance" },
  blocks: [
    {
      type: "paragraph",
      text: "Home insurance in the UK is really two covers that are often sold together. Buildings insurance pays to repair or rebuild the structure of your home. Contents insurance pays to repair or replace what is inside it. Knowing where one ends and the other begins helps you buy only what you need, set the right amounts and avoid a nasty surprise when you claim.",
    },
    {
      type: "callout",
      tone: "tip",
      title: "The upside-down rule",
      text: "Imagine turning your home upside down and shaking it. Everything that would fall out, such as furniture, clothes and electronics, is contents. Everything that stays put, such as walls, the roof, fitted kitchens and bathrooms, is buildings.",
    },
    { type: "heading", level: 2, id: "at-a-glance", text: "Buildings and contents at a glance" },
    {
      type: "table",
      caption: "How buildings and contents insurance compare",
      columns: ["Feature", "Buildings insurance", "Contents insurance"],
      rows: [
        [
          "What it covers",
          "The structure and permanent fixtures and fittings",
          "Your belongings and those of your family living with you",
        ],
        [
          "Who needs it",
          "Anyone who owns a house, or whose lease makes them insure the building",
          "Anyone with belongings they could not easily afford to replace, including tenants",
        ],
        [
          "How the amount is set",
          "The cost of rebuilding the home from scratch",
          "The cost of replacing everything you own as new",
        ],
        ["Required?", "Usually by your mortgage lender", "Never compulsory, but strongly advised"],
        [
          "Common extras",
          "Accidental damage, trace and access for hidden leaks",
          "Accidental damage, belongings away from home, bicycles",
        ],
      ],
    },
    {
      type: "heading",
      level: 2,
      id: "what-buildings-insurance-covers",
      text: "What buildings insurance covers",
    },
    {
      type: "paragraph",
      text: "Buildings insurance covers the bricks and mortar of your home: walls, roof, floors, windows and doors, plus permanent fixtures such as fitted kitchens, bathroom suites, built-in wardrobes and the boiler. Most policies also include garages, sheds, walls, gates, fences and paths, though some limit cover for these during storms.",
    },
    {
      type: "list",
      items: [
        "Fire, smoke, explosion, lightning and earthquake",
        "Storm and flood damage",
        "Escape of water, such as a burst pipe or leaking washing machine",
        "Subsidence, heave and landslip, usually with a higher excess, often £1,000",
        "Damage caused by thieves or vandals breaking in",
        "Impact from vehicles, falling trees or aerials",
        "The cost of somewhere to stay if your home cannot be lived in while it is repaired",
      ],
    },
    { type: "heading", level: 3, id: "rebuild-cost", text: "Rebuild cost, not market value" },
    {
      type: "paragraph",
      text: "Your buildings sum insured should be the cost of rebuilding your home from the ground up, including demolition, site clearance and professional fees. This is not the price you paid or what an estate agent says it is worth, because the market value includes the land. Rebuild costs can be higher or lower than market value: in parts of London it is often far lower, while for a large older house in a cheaper area it can be higher.",
    },
    {
      type: "paragraph",
      text: "Your mortgage valuation report may show a reinstatement figure. Otherwise, the Building Cost Information Service (BCIS) of the Royal Institution of Chartered Surveyors publishes a free online rebuild cost calculator for typical homes. For a listed building, a thatched roof or an unusual construction, pay a chartered surveyor for a proper valuation. Some policies offer buildings cover with a high fixed limit, or with no limit for standard homes, which removes the guesswork.",
    },
    {
      type: "heading",
      level: 2,
      id: "what-contents-insurance-covers",
      text: "What contents insurance covers",
    },
    {
      type: "paragraph",
      text: "Contents insurance covers your belongings against the same kinds of events, most importantly theft, fire and water damage. That includes furniture, carpets and curtains, clothes, bedding, kitchenware, electrical goods, jewellery, and food in the freezer. It usually covers the belongings of family members who live with you, but not those of lodgers.",
    },
    { type: "heading", level: 3, id: "valuables-and-limits", text: "Valuables and single-item limits" },
    {
      type: "paragraph",
      text: "Most policies cap how much they pay for any single item and for all valuables together. If an engagement ring, watch or painting is worth more than the single-item limit, list it on the policy by name, with a receipt or valuation. Items you take out of the home, such as phones, laptops, bikes and jewellery, are only covered away from home if you add personal possessions cover.",
    },
    { type: "heading", level: 3, id: "new-for-old", text: "New for old or indemnity" },
    {
      type: "paragraph",
      text: "Most contents policies pay new for old: they replace a stolen three-year-old television with a new equivalent. Some cheaper policies, and most cover for clothes and household linen, pay on an indemnity basis, deducting an amount for wear and tear. Check which applies before you buy.",
    },
    { type: "heading", level: 2, id: "where-the-line-falls", text: "Where the line falls: the grey areas" },
    {
      type: "table",
      caption: "Which policy usually covers items that people often get wrong",
      columns: ["Item", "Usually covered by", "Worth knowing"],
      rows: [
        ["Fitted kitchen units and worktops", "Buildings", "Freestanding appliances are contents"],
        ["Integrated oven or dishwasher", "Buildings", "Some insurers treat built-in appliances as contents"],
        ["Carpets", "Contents", "Fitted wooden or laminate flooring is usually buildings"],
        ["Curtains and blinds", "Contents", "Curtain rails and fitted shutters are usually buildings"],
        [
          "Boiler and radiators",
          "Buildings",
          "Breakdown is not covered: that needs separate home emergency cover",
        ],
        ["Shed", "Buildings", "What is stored in it is contents, often with a lower limit"],
        ["Solar panels", "Buildings", "Tell your insurer when they are fitted"],
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "Your policy wording decides",
      text: "Insurers draw some of these lines differently. If an item matters to you, find it in the policy's definitions of buildings and contents, or ask the insurer before you buy.",
    },
    { type: "heading", level: 2, id: "who-needs-what", text: "Who needs what" },
    {
      type: "table",
      caption: "Which cover you need depends on how you live in your home",
      columns: ["Your situation", "Buildings", "Contents"],
      rows: [
        [
          "Homeowner with a mortgage",
          "Yes: lenders require it, usually from exchange of contracts",
          "Recommended",
        ],
        ["Homeowner without a mortgage", "Strongly recommended", "Recommended"],
        [
          "Leaseholder in a flat",
          "Usually arranged by the freeholder and paid through the service charge",
          "Recommended",
        ],
        ["Tenant", "No: the landlord insures the building", "Recommended"],
        [
          "Landlord",
          "Yes, through a landlord policy",
          "Only for furnishings you provide; tenants insure their own belongings",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "If you rent, your landlord's policy will not pay for your belongings, whatever the tenancy says. Tenants' contents policies are usually inexpensive and many include cover for accidental damage to the landlord's fixtures and fittings, which you could otherwise be asked to pay for. If you own a leasehold flat, ask for a copy of the building policy so you know what it covers and what excess applies.",
    },
    { type: "heading", level: 2, id: "combined-or-separate", text: "Combined or separate policies?" },
    {
      type: "paragraph",
      text: "Buying both from one insurer is simpler and often cheaper, and it avoids arguments when one event damages both. A burst pipe, for example, can ruin a ceiling (buildings) and the sofa beneath it (contents). With two insurers, each may argue over its share, and you may pay two excesses. Separate policies make sense when the building is insured for you, as with most flats, or when one insurer is much cheaper for one part.",
    },
    { type: "heading", level: 2, id: "avoid-underinsurance", text: "Avoid underinsurance" },
    {
      type: "paragraph",
      text: "If you insure for less than the full value, many policies apply a rule called average and cut every claim in proportion. Suppose your contents would cost £50,000 to replace but you insure them for £30,000, which is 60% of their value. After a £10,000 theft, the insurer could pay just £6,000.",
    },
    {
      type: "steps",
      items: [
        {
          title: "Go room by room",
          text: "List everything in each room, including the loft, garage and garden, and what it would cost to buy new today.",
        },
        {
          title: "Add up the hidden items",
          text: "Clothes, shoes, books, toys, bedding and kitchenware add up faster than most people expect.",
        },
        {
          title: "Note high-value items",
          text: "Record anything above your policy's single-item limit and keep receipts, photos or valuations.",
        },
        {
          title: "Review every year",
          text: "Update the total at renewal and after big purchases, gifts or building work.",
        },
      ],
    },
    { type: "heading", level: 2, id: "what-affects-the-price", text: "What affects the price" },
    {
      type: "paragraph",
      text: "Buildings and contents are priced on different risks, which is why one can be cheap where the other is not. Insurance Premium Tax at 12% is added to both.",
    },
    {
      type: "list",
      items: [
        "Where you live: flood, subsidence and storm risk weigh on buildings cover, while local theft rates weigh on contents",
        "The rebuild cost and how the home is built: standard brick and tile costs less to insure than timber frame or thatch",
        "How much your belongings are worth and how many valuables you list",
        "Security: door locks meeting British Standard BS 3621, window locks and an alarm can lower contents premiums, but only claim you have them if you do",
        "Your claims history, with claims for escape of water and theft weighing most",
        "The excess you choose: a higher voluntary excess lowers the premium but raises what you pay on every claim",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Answer the questions carefully",
      text: "If you give wrong information, such as the wrong number of bedrooms, a roof that is partly flat or an old subsidence claim, the insurer can cut or refuse a claim. If in doubt, check the deeds, your survey or ask the previous owner before you answer.",
    },
    { type: "heading", level: 2, id: "before-you-buy", text: "Before you buy: a quick checklist" },
    {
      type: "checklist",
      items: [
        "Set the buildings sum insured from the rebuild cost, not the market value",
        "Add up your contents room by room and name your valuables",
        "Check the excess for ordinary claims, escape of water and subsidence",
        "Decide whether you need accidental damage and personal possessions cover",
        "Check the unoccupancy limit, often 30 or 60 days, if you travel for long spells",
        "If you live in a flood-risk area, ask whether your quote uses Flood Re, the scheme that helps keep cover affordable for homes built before 2009",
        "Tell your insurer about building work, a lodger or running a business from home",
      ],
    },
    {
      type: "paragraph",
      text: "Whether you need buildings, contents or both, compare like with like: the sums insured, the excesses and the extras, not just the price.",
    },
  ],
});
