import { Article } from "../schemas";

export const article = Article.parse({
  id: "how-to-save-money-on-insurance-expert-tips",
  slug: "how-to-save-money-on-insurance-expert-tips",
  category: "Insurance Tips",
  title: "How to Save Money on Insurance: Expert Tips That Work",
  description:
    "Five strategies that cut any premium, plus specific tips for car, home, travel and life cover, a yearly review timeline and a simple savings tracker.",
  readTime: 9,
  datePublished: "2025-07-28",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/how-to-save-money-on-insurance-expert-tips.svg",
    alt: "A violet piggy bank with gold coins dropping into it, between falling bars and a downward arrow",
  },
  closingCta: { label: "Compare Insurance Quotes", href: "/" },
  blocks: [
    {
      type: "paragraph",
      text: "Insurance is one of those bills most of us pay without thinking. A typical UK household spends around £1,345 a year across car, home, travel, pet and life policies, and much of that renews automatically. Yet the same cover can cost very different amounts depending on where, when and how you buy it. A few hours a year, spent in the right way, can cut hundreds of pounds from your bills without cutting the protection you rely on.",
    },
    { type: "heading", level: 2, id: "potential-savings", text: "How much could you save?" },
    {
      type: "stats",
      items: [
        { value: "£200-500", label: "possible yearly saving on car insurance" },
        { value: "£150-400", label: "possible yearly saving on home insurance" },
        { value: "£50-200", label: "possible yearly saving on travel insurance" },
        { value: "£800+", label: "possible total for a household that reviews every policy" },
      ],
    },
    {
      type: "paragraph",
      text: "These are realistic ranges for a household that compares quotes, chooses its excesses carefully and pays in the cheapest way. Your own saving depends on your circumstances and on how long it is since you last shopped around. Against an average spend of £1,345 a year, a saving of £800+ is not unusual for a household that has let several policies renew for years.",
    },
    {
      type: "paragraph",
      text: "Why do prices vary so much? Each insurer uses its own claims data and its own view of risk, and each wants more of some customers than others. One may be keen to insure family cars in your town this year; another may have had expensive claims there and priced up. That is why the cheapest insurer for your neighbour may be the dearest for you, and why the only way to find the best price is to compare.",
    },
    {
      type: "heading",
      level: 2,
      id: "universal-strategies",
      text: "Five strategies that work for every policy",
    },
    {
      type: "steps",
      items: [
        {
          title: "Compare and switch",
          text: "Insurers price the same risk very differently. Comparing quotes and switching can save 20-40% on a typical policy. Since 2022, FCA rules stop home and car insurers charging you more to renew than they would charge a new customer for the same cover through the same channel, but that does not make your insurer the cheapest: it only makes its own prices fairer.",
        },
        {
          title: "Set the right excess",
          text: "Raising your voluntary excess, the amount you pay towards a claim, can cut the premium by 10-25%. Only choose an excess you could pay tomorrow without hardship, and remember that it is added to any compulsory excess.",
        },
        {
          title: "Pay annually if you can",
          text: "Paying monthly is usually a credit agreement. With some insurers it adds 15-20% to the year's cost, so check the APR and the total amount payable. If you can pay the full premium up front, you keep that money.",
        },
        {
          title: "Buy at the right time",
          text: "Prices tend to be lowest a few weeks before your renewal date, because last-minute buyers are treated as a higher risk. Aim to buy car cover 21-28 days and home cover 23-25 days before renewal.",
        },
        {
          title: "Pay only for cover you need",
          text: "Check every add-on. Breakdown cover, legal expenses and gadget cover are often duplicated in bank accounts or other policies. Removing what you already have, or do not need, is an instant saving.",
        },
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "Compare like with like",
      text: "When you compare quotes, keep the cover level, excess and add-ons the same on every quote. Otherwise the cheapest price may simply be the thinnest cover.",
    },
    { type: "heading", level: 2, id: "car-insurance-tips", text: "Car insurance tips" },
    {
      type: "list",
      ordered: false,
      items: [
        "Consider a telematics policy. A black box or app records how you drive, and careful drivers, especially young ones, can save 20-40%.",
        "Add an experienced named driver with a clean record, if they really do drive the car. Never make them the main driver when you are: that is fronting, and it is fraud.",
        "Give an accurate annual mileage. Overestimating wastes money; underestimating can reduce a claim.",
        "Park off the road or in a garage overnight if you can, and say so.",
        "Choose your next car with its insurance group in mind: groups run from 1 to 50, and lower groups cost less.",
        "Describe your job accurately, using the insurer's list. Different honest descriptions of the same job can be priced differently.",
        "Protect your no-claims discount only if the extra cost is worth it to you; it protects the discount, not the premium.",
        "Declare any modifications, even cosmetic ones such as alloy wheels; some insurers specialise in modified cars and charge less for them.",
        "For a young driver, a smaller car with a modest engine is far cheaper to insure than a powerful one.",
      ],
    },
    { type: "heading", level: 2, id: "home-insurance-tips", text: "Home insurance tips" },
    {
      type: "list",
      ordered: false,
      items: [
        "Insure buildings for the rebuild cost, not the market value. The rebuild cost is often lower, and the right figure means you neither overpay nor risk a reduced claim.",
        "Value your contents room by room. Many people guess too high; under-insuring is worse, because the insurer may scale down any claim.",
        "Improve security. Five-lever mortice locks to British Standard BS3621, window locks and a monitored alarm can cut premiums by 5-15%.",
        "Buy buildings and contents together from one insurer, which is usually cheaper than two separate policies.",
        "Choose accidental damage cover only if you would really claim for it; it adds noticeably to the price.",
        "List high-value items individually only when they exceed the single-item limit, and check whether jewellery or bikes are covered away from home.",
      ],
    },
    { type: "heading", level: 2, id: "travel-insurance-tips", text: "Travel insurance tips" },
    {
      type: "list",
      ordered: false,
      items: [
        "Take two or more trips a year? An annual multi-trip policy is usually cheaper than several single-trip policies.",
        "Buy as soon as you book, so cancellation cover starts straight away; it costs no more than buying the week before you go.",
        "Choose the right region. Worldwide cover including the USA and Canada costs much more than Europe-only cover.",
        "Check packaged bank accounts, which sometimes include travel cover, but read the age limits and medical conditions first.",
        "Declare every medical condition. It may raise the price, but an undeclared condition can void a medical claim that costs thousands.",
        "Carry a Global Health Insurance Card in Europe. It is free and can reduce what you pay, but it is not a replacement for insurance.",
      ],
    },
    { type: "heading", level: 2, id: "life-insurance-tips", text: "Life insurance tips" },
    {
      type: "list",
      ordered: false,
      items: [
        "Buy while you are young and healthy: premiums are fixed at the start of a level term policy.",
        "Match the cover to the need. Decreasing term cover for a repayment mortgage costs less than level cover.",
        "Compare two single policies with one joint policy: joint cover is cheaper but pays out only once.",
        "Quit smoking. After 12 months without nicotine, you can usually apply at non-smoker rates, which are far lower.",
        "Write the policy in trust. It costs nothing and can keep the payout outside your estate for inheritance tax and speed up payment to your family.",
        "Review cover when your mortgage shrinks or your children grow up, rather than cancelling it altogether.",
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "No Insurance Premium Tax on life cover",
      text: "Life insurance is exempt from Insurance Premium Tax, while most general insurance carries it at 12%, and travel insurance at 20%. It is another reason life cover costs less than many people expect.",
    },
    { type: "heading", level: 2, id: "advanced-strategies", text: "Advanced strategies" },
    { type: "heading", level: 3, id: "bundling", text: "Bundle and combine" },
    {
      type: "paragraph",
      text: "Multi-car policies and combined home policies can save 5-15%, because insurers value customers who hold several policies. Bundles are not always cheapest, though: compare the bundle with the best individual quotes before you commit.",
    },
    { type: "heading", level: 3, id: "negotiate", text: "Use your quotes to negotiate" },
    {
      type: "paragraph",
      text: "When your renewal arrives, compare it against the market and call your insurer with the best alternative. Many insurers will match or beat it to keep you, especially if you have been claim-free.",
    },
    { type: "heading", level: 3, id: "reduce-risk", text: "Reduce the risk insurers see" },
    {
      type: "paragraph",
      text: "Beyond telematics, training and security, anything that makes a claim less likely can lower the price: a driveway rather than street parking, a water leak detector at home, or advanced driving qualifications. Security improvements that cut your premium by 5-15% often pay for themselves within two or three years.",
    },
    { type: "heading", level: 3, id: "small-claims", text: "Think twice before small claims" },
    {
      type: "paragraph",
      text: "A claim, even one that was not your fault, can raise your premiums for several years, and on car insurance a fault claim can cut your no-claims discount. For a small loss only just above the excess, paying yourself can work out cheaper over time. You must still tell your insurer about any incident if your policy asks you to, even if you do not claim.",
    },
    { type: "heading", level: 3, id: "cashback-offers", text: "Use cashback and offers with care" },
    {
      type: "paragraph",
      text: "Cashback sites, vouchers and introductory gifts can add value, but only after you have found the right cover at the right price. A free gift is no bargain on a policy that costs more or covers less than the alternative.",
    },
    { type: "heading", level: 2, id: "what-not-to-do", text: "What not to do" },
    {
      type: "callout",
      tone: "warning",
      title: "False savings can cost you everything",
      text: "Under the Consumer Insurance (Disclosure and Representations) Act 2012, an insurer can cut or refuse a claim and cancel your policy if you give careless or deliberate wrong answers. A few pounds saved on the premium can cost you the whole claim.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Do not lie or leave things out on an application, from previous claims to modifications and convictions.",
        "Do not front: naming a parent as main driver of a young driver's car is fraud.",
        "Do not under-insure your home or contents to reduce the premium.",
        "Do not let a policy lapse between insurers. Driving even one day uninsured is an offence.",
        "Do not choose an excess so high that you could never afford to claim.",
        "Do not cancel mid-term to switch without checking cancellation fees and whether you lose a no-claims year.",
        "Do not let policies renew automatically year after year without checking the price.",
      ],
    },
    {
      type: "paragraph",
      text: "Finally, do not judge a policy by its price alone. A cheaper quote can hide a higher excess, lower limits, a courtesy car that is not included or a narrower definition of what counts as accidental damage. Compare like with like: same cover level, same excess, same add-ons.",
    },
    { type: "heading", level: 2, id: "annual-review-timeline", text: "Your annual review timeline" },
    {
      type: "table",
      caption: "When to do what, counting back from each renewal date",
      columns: ["When", "What to do"],
      rows: [
        [
          "Six weeks before",
          "Put every renewal date in your calendar. Gather mileage, claims, changes to your home and any new drivers.",
        ],
        [
          "28 days before",
          "Start comparing car insurance quotes; the best prices usually come 21-28 days before renewal.",
        ],
        ["25 days before", "Compare home insurance; aim to buy 23-25 days before renewal."],
        [
          "About three weeks before",
          "Your renewal notice arrives, showing this year's and last year's price. Compare it with the quotes you have.",
        ],
        [
          "Two weeks before",
          "Negotiate with your current insurer or buy the new policy, and cancel automatic renewal if you are leaving.",
        ],
        [
          "Renewal day",
          "Check the new documents are correct and record the premium and excess in your tracker.",
        ],
      ],
    },
    { type: "heading", level: 2, id: "savings-tracker", text: "Keep a savings tracker" },
    {
      type: "paragraph",
      text: "A simple table, kept in a notebook or a spreadsheet, makes the yearly review quick. Here is an example for one household:",
    },
    {
      type: "table",
      caption: "Example savings tracker for one household",
      columns: ["Policy", "Renewal date", "Renewal quote", "Best new quote", "Saving"],
      rows: [
        ["Car", "14 March", "£690", "£445", "£245"],
        ["Home (buildings and contents)", "2 June", "£520", "£330", "£190"],
        ["Travel (annual multi-trip)", "20 April", "£160", "£85", "£75"],
        ["Pet", "9 September", "£480", "£395", "£85"],
        ["Total", "", "£1,850", "£1,255", "£595"],
      ],
    },
    {
      type: "paragraph",
      text: "The tracker shows at a glance which policies are due, what you paid and what the market offers. Over a few years it also shows the pattern of your renewals, so you can spot a policy whose price creeps up faster than the others and move it first.",
    },
    {
      type: "checklist",
      title: "For each policy, record",
      items: [
        "Renewal date and the date to start comparing",
        "Last year's premium, this year's renewal quote and the best alternative",
        "Compulsory and voluntary excess",
        "Add-ons included and whether you still need them",
        "Any claims made and your no-claims discount",
      ],
    },
    { type: "heading", level: 2, id: "compare-quotes", text: "Start saving today" },
    {
      type: "paragraph",
      text: "You do not need to do everything at once. Start with the policy that renews next, compare quotes at the right time, choose a sensible excess and pay annually if you can. Repeat for each policy through the year, and your household could keep hundreds of pounds that would otherwise have gone on renewals.",
    },
  ],
});
