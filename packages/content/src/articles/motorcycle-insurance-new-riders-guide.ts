import { Article } from "../schemas";

export const article = Article.parse({
  id: "motorcycle-insurance-new-riders-guide",
  slug: "motorcycle-insurance-new-riders-guide",
  category: "Motorcycle Insurance",
  title: "Motorcycle Insurance for New Riders: A Complete Guide",
  description:
    "Licence categories from AM to A, why first-year premiums are high, and the training, security and no-claims steps that bring your bike insurance down.",
  readTime: 8,
  datePublished: "2025-08-01",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/motorcycle-insurance-new-riders-guide.svg",
    alt: "A rider in a plum helmet on a small motorcycle, with a padlock and a shield beside the road",
  },
  closingCta: { label: "Compare Motorcycle Insurance", href: "/bike-insurance" },
  blocks: [
    {
      type: "paragraph",
      text: "Your first bike is about freedom: skipping queues, cheaper running costs and the simple pleasure of the ride. Your first insurance quote can be a shock. New riders, and young new riders especially, pay some of the highest premiums on the road. The good news is that the price falls quickly once you build experience, and there is a lot you can do in the first year to bring it down.",
    },
    {
      type: "paragraph",
      text: "This guide walks through the UK licence categories, what drives the price of cover, the types of policy available and the practical steps that make the biggest difference.",
    },
    {
      type: "stats",
      items: [
        { value: "£800-2,500", label: "typical first-year premium for a new rider" },
        { value: "17-24", label: "the age group insurers see as highest risk" },
        { value: "up to 15%", label: "off with some insurers after the Enhanced Rider Scheme" },
        { value: "20-30%", label: "possible saving from approved security and secure parking" },
      ],
    },
    { type: "heading", level: 2, id: "licence-categories", text: "UK motorcycle licence categories" },
    {
      type: "paragraph",
      text: "The licence you hold decides which bikes you can ride, and insurers price around it. Everyone starts with compulsory basic training (CBT), a one-day course that lets you ride a moped or a learner motorcycle on L plates. A CBT certificate lasts two years; on it you cannot carry a passenger or use a motorway. To ride without L plates you need a full licence: a theory test, then an off-road test (Module 1) and an on-road test (Module 2).",
    },
    {
      type: "table",
      caption: "Motorcycle licence categories in Great Britain",
      columns: ["Category", "Minimum age", "What you can ride"],
      rows: [
        ["AM", "16", "Mopeds up to 50cc with a top speed of no more than 28mph"],
        [
          "A1",
          "17",
          "Light motorcycles up to 125cc and 11kW, with a power-to-weight ratio of no more than 0.1kW/kg",
        ],
        ["A2", "19", "Motorcycles up to 35kW with a power-to-weight ratio of 0.2kW/kg or less"],
        ["A", "24 direct, or 21 progressive", "Any motorcycle, with no power limit"],
      ],
    },
    {
      type: "paragraph",
      text: "You can reach category A in two ways. Direct access means taking the full test at 24 or over, on a large bike. Progressive access means holding an A2 licence for two years and then taking a further practical test, which brings the minimum age down to 21. Many riders find progressive access a good route: two years on a mid-sized bike build the experience that insurers reward.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Passed your car test before 1 February 2001?",
      text: "Then you already have full moped entitlement and can ride a moped without L plates or a CBT certificate. If you passed later, your car licence lets you ride a moped only once you have completed CBT.",
    },
    { type: "heading", level: 3, id: "insurance-as-a-learner", text: "Insurance as a learner" },
    {
      type: "paragraph",
      text: "You need insurance from the first time you ride on a public road, even on L plates with a CBT certificate. Tell the insurer you hold a provisional licence and which bike you will ride; a learner policy covers you within the learner rules only. The training school's bike is insured by the school during your lessons, but your own bike needs its own cover before you take it home.",
    },
    { type: "heading", level: 2, id: "why-new-riders-pay-more", text: "Why new riders pay more" },
    {
      type: "paragraph",
      text: "Insurers price on claims history, and inexperienced riders have more accidents. Riders aged 17-24 are the highest-risk group, because youth and inexperience add up. Bikes are also easy to steal: a motorcycle can be lifted into a van in under a minute, and theft claims push up prices in many towns and cities. Put together, a first-year premium of £800-2,500 is common for a young rider, with the top of the range for powerful bikes in high-theft postcodes. A 30-year-old on a 125cc commuter kept in a garage in a quiet town may pay a fraction of what an 18-year-old pays for the same bike parked on a city street.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Your age, licence category and how long you have held it.",
        "The bike's make, model, engine size, power and value, and how attractive it is to thieves.",
        "Where you live and where the bike is kept overnight: a locked garage is far better than the street.",
        "How you use it (social only, commuting or business) and your estimated annual mileage.",
        "Security fitted to the bike, and any training beyond the basic test.",
        "Previous claims and motoring convictions, for you and any other named rider.",
      ],
    },
    { type: "heading", level: 2, id: "types-of-cover", text: "Types of motorcycle cover" },
    {
      type: "paragraph",
      text: "The law requires at least third party cover for any bike used on the road. There are three levels, and comprehensive is not always the most expensive, so quote for all three before deciding.",
    },
    {
      type: "table",
      caption: "The three levels of motorcycle insurance",
      columns: ["Level", "What it covers", "Worth considering if"],
      rows: [
        [
          "Third party only",
          "Injury to others and damage to their property",
          "Your bike is worth very little",
        ],
        [
          "Third party, fire and theft",
          "As above, plus your bike if it is stolen or catches fire",
          "Theft is your main worry",
        ],
        [
          "Comprehensive",
          "As above, plus damage to your own bike, even when a crash is your fault",
          "You could not afford to replace the bike yourself",
        ],
      ],
    },
    { type: "heading", level: 3, id: "useful-extras", text: "Useful extras" },
    {
      type: "list",
      ordered: false,
      items: [
        "Helmet and leathers cover, for your riding kit after an accident; good kit is expensive.",
        "Personal accident cover, which pays a fixed sum for serious injury.",
        "Breakdown cover that includes recovery of a motorcycle, which not every policy does.",
        "Legal expenses cover, to claim back uninsured losses after an accident that was not your fault.",
        "Laid-up cover, which keeps theft and fire cover in place if you store the bike over winter.",
      ],
    },
    { type: "heading", level: 2, id: "cutting-the-cost", text: "How to cut the cost of your cover" },
    { type: "heading", level: 3, id: "extra-training", text: "Take extra training" },
    {
      type: "paragraph",
      text: "The DVSA's Enhanced Rider Scheme is a one-to-one assessment and training session with an approved trainer, open to anyone with a full licence. It sharpens real-world riding, and some insurers give up to 15% off once you hold the certificate. Police-run BikeSafe workshops are another good way to build skills, and some insurers recognise them too.",
    },
    { type: "heading", level: 3, id: "security", text: "Invest in security" },
    {
      type: "paragraph",
      text: "Because theft is such a large part of the risk, security pays off. A Thatcham-approved alarm or immobiliser, a Sold Secure chain through a ground anchor, a disc lock and a tracker can together save 20-30% with some insurers, and they make your bike less attractive to thieves. Tell your insurer exactly what you fit, and use it every time: a claim can be refused if a required lock was not in use.",
    },
    { type: "heading", level: 3, id: "no-claims", text: "Build your no-claims bonus" },
    {
      type: "paragraph",
      text: "Each claim-free year earns a discount, usually 20-30% a year, reaching 60-70% after 5 years with many insurers. A motorcycle no-claims bonus is normally separate from a car one, although a few insurers will take car experience into account. Protecting your bonus costs extra but can be worth it once the discount is large.",
    },
    { type: "heading", level: 3, id: "choose-carefully", text: "Choose your bike and policy carefully" },
    {
      type: "list",
      ordered: false,
      items: [
        "Get quotes before you buy the bike: two similar models can be priced very differently.",
        "Choose a voluntary excess you could afford on the day, not just the one that gives the lowest price.",
        "Estimate your mileage honestly; paying for miles you never ride wastes money.",
        "Pay annually if you can, because paying monthly usually includes interest.",
        "Never put the policy in a more experienced rider's name when you are the main rider. This is called fronting, it is fraud, and it can leave you uninsured.",
      ],
    },
    { type: "heading", level: 2, id: "mistakes-to-avoid", text: "Mistakes new riders make" },
    {
      type: "paragraph",
      text: "Most problems with motorcycle claims come from details that were wrong on the application. Insurers check them when you claim, and under UK law they can cut or refuse a claim if you did not take reasonable care to answer accurately.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Not declaring modifications, such as an aftermarket exhaust, a remapped engine or a different seat, even when they seem cosmetic.",
        "Giving a parking address or overnight location that is not where the bike really lives.",
        "Choosing social-only cover and then riding to work every day.",
        "Assuming your policy lets you ride a friend's bike: for new riders it almost never does.",
        "Letting a friend ride your bike when they are not named on your policy.",
        "Forgetting to mention a motoring conviction, including points on a car licence.",
      ],
    },
    { type: "heading", level: 2, id: "after-you-pass", text: "After you pass your test" },
    {
      type: "paragraph",
      text: "Tell your insurer as soon as you pass, because a full licence usually means a lower premium and the right to carry a passenger. Expect prices to fall step by step rather than all at once: experience and claim-free time are what insurers want to see, and reductions take 6-12 months to show up, usually at your first or second renewal. Moving up a licence category can raise the premium again if you move to a more powerful bike, so get quotes before you upgrade.",
    },
    {
      type: "callout",
      tone: "warning",
      title: "Riding uninsured is never worth it",
      text: "Riding without insurance carries a £300 fixed penalty and 6 penalty points, or an unlimited fine and disqualification in court, and the police can seize the bike. A registered bike must stay insured unless you declare it off the road with a SORN.",
    },
    { type: "heading", level: 2, id: "getting-started", text: "Your first policy, step by step" },
    {
      type: "steps",
      items: [
        {
          title: "Book your CBT",
          text: "Book a course with an approved training body. You need a provisional licence, and insurance before you ride on the road.",
        },
        {
          title: "Shortlist bikes with insurance in mind",
          text: "Get quotes for two or three models before you commit. A modest 125cc is usually far cheaper to insure than a sports bike.",
        },
        {
          title: "Plan your security and parking",
          text: "Budget for a ground anchor, a chain and a disc lock, and check what your insurer asks for.",
        },
        {
          title: "Compare every level of cover",
          text: "Quote for third party, third party fire and theft, and comprehensive, with the same excess.",
        },
        {
          title: "Keep learning",
          text: "Pass your full test, then look at the Enhanced Rider Scheme to lower future premiums.",
        },
      ],
    },
    {
      type: "checklist",
      title: "Before you ride away",
      items: [
        "A valid CBT certificate or full licence for the bike you ride",
        "Insurance that names you and shows the right class of use",
        "The policy on the Motor Insurance Database (check online if unsure)",
        "Tax and, for bikes over three years old, a valid MOT",
        "Approved helmet, gloves, jacket and boots",
        "Security fitted and in use, exactly as declared",
      ],
    },
    { type: "heading", level: 2, id: "summary", text: "The bottom line" },
    {
      type: "paragraph",
      text: "New riders pay the most because they are the biggest risk, but that does not last. Choose a sensible bike, secure it well, take extra training and ride claim-free, and your premiums will fall year after year. Compare quotes every renewal to make sure you benefit from every discount you have earned.",
    },
  ],
});
