import { Article } from "../schemas";

/*
 * The required route names three real breakdown organisations; we cannot back statistics about real
 * companies, so the guide compares three fictional providers carrying the required figures, and says so.
 */
export const article = Article.parse({
  id: "rac-aa-green-flag-breakdown-cover-comparison",
  slug: "rac-aa-green-flag-breakdown-cover-comparison",
  category: "Breakdown Cover",
  title: "Breakdown Cover Compared: How Three Major Providers Stack Up",
  description:
    "Cover levels, prices, response times and fix rates for three typical UK breakdown providers, plus how to choose the right cover and pay less for it.",
  readTime: 12,
  datePublished: "2025-07-30",
  dateModified: "2026-11-01",
  featured: false,
  image: {
    path: "guides/rac-aa-green-flag-breakdown-cover-comparison.svg",
    alt: "A recovery truck with an amber beacon stopped ahead of a broken-down violet car, a warning triangle between them",
  },
  closingCta: { label: "Compare Breakdown Cover", href: "/breakdown-cover" },
  blocks: [
    {
      type: "paragraph",
      text: "A flat battery on a cold morning, a warning light on the motorway, a tyre that gives up miles from home: most drivers will need help at the roadside sooner or later. Breakdown cover is one of the cheapest motoring policies you can buy, yet prices, cover levels and service standards vary a great deal between providers. Choosing on price alone can leave you with a policy that will not tow you home, or will not come out at all when you break down on your own drive.",
    },
    {
      type: "paragraph",
      text: "This guide sets out the size of the UK breakdown market, explains the cover levels on offer, compares three providers side by side on price and performance, and ends with practical advice on choosing cover and paying less for it.",
    },
    { type: "heading", level: 2, id: "market-at-a-glance", text: "The UK breakdown market at a glance" },
    {
      type: "stats",
      items: [
        { value: "15 million", label: "UK drivers and households with breakdown cover" },
        { value: "3.5 million", label: "callouts to the roadside every year" },
        { value: "45 minutes", label: "average wait for help to arrive" },
      ],
    },
    {
      type: "paragraph",
      text: "Around 15 million UK customers hold breakdown cover, whether bought on its own, added to a car insurance policy or included with a bank account or a new car. Between them, providers attend about 3.5 million callouts a year, and the average driver waits around 45 minutes for help to arrive. Battery faults, tyres, lost or broken keys, fuel problems and electrical faults account for most callouts, and many of them are fixed at the roadside within half an hour of the patrol arriving.",
    },
    {
      type: "paragraph",
      text: "Demand peaks in the first cold snap of winter, when tired batteries fail, and in summer holiday traffic, when overheating and tyre failures rise. Waiting times stretch at those peaks, which is when a provider's size and patrol numbers matter most.",
    },
    { type: "heading", level: 3, id: "ways-to-buy", text: "Three ways drivers get cover" },
    {
      type: "list",
      ordered: false,
      items: [
        "Standalone policies bought direct from a breakdown provider, which give the widest choice of levels and extras.",
        "Add-ons to a car insurance policy, which are convenient but often limited to roadside help and local recovery.",
        "Cover bundled with a packaged bank account or a new car, which can be generous but ends when you close the account or the manufacturer's cover runs out.",
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "About the providers in this guide",
      text: "Roadcrest, Highmoor and Swiftbeam are illustrative profiles, not real companies. Each is built from typical figures for the largest UK breakdown providers, so you can see how founding, size, price and performance trade off against one another. Use the same measures when you compare real quotes.",
    },
    { type: "heading", level: 2, id: "provider-overview", text: "The three providers at a glance" },
    {
      type: "paragraph",
      text: "The UK market is dominated by a handful of large organisations, most of them older than the motorway network. The three in this comparison, listed in order of size, cover about 85% of customers between them.",
    },
    {
      type: "table",
      caption: "Founding, market share and patrol force of the three providers",
      columns: ["Provider", "Founded", "Share of UK customers", "Patrols on the road"],
      rows: [
        ["Roadcrest Motoring Club", "1897", "about 35%", "3,200+"],
        ["Highmoor Rescue", "1905", "about 30%", "2,800+"],
        ["Swiftbeam Breakdown", "1971", "about 20%", "2,000+"],
      ],
    },
    {
      type: "paragraph",
      text: "Patrol numbers matter because a provider's own patrols tend to carry more parts, have more training and fix more cars at the roadside than contracted recovery firms, which are more likely to tow you to a garage. All three providers use a mix of their own patrols and approved local garages; the larger the patrol force, the more often the person who arrives is a trained mechanic with a van full of parts.",
    },
    { type: "heading", level: 2, id: "coverage-levels", text: "Coverage levels explained" },
    {
      type: "paragraph",
      text: "Names vary from provider to provider, but almost every breakdown policy is built from the same blocks. The three levels below are what most people choose between, and they match the three price bands quoted for each provider later in this guide.",
    },
    {
      type: "table",
      caption: "What each common level of breakdown cover includes",
      columns: ["Feature", "Roadside", "Roadside and recovery", "Complete"],
      rows: [
        ["Help at the roadside, usually a quarter of a mile or more from home", "Yes", "Yes", "Yes"],
        [
          "Tow to a local garage if the car cannot be fixed on the spot",
          "Yes, usually within 10 miles",
          "Yes",
          "Yes",
        ],
        ["Recovery of the car and passengers to any UK address", "No", "Yes", "Yes"],
        ["Help at or near your home (home start)", "No", "Often", "Yes"],
        ["Onward travel: hire car, rail fares or hotel", "No", "No", "Yes"],
        ["European cover", "Add-on", "Add-on", "Add-on"],
      ],
    },
    { type: "heading", level: 3, id: "personal-or-vehicle", text: "Personal cover or vehicle cover" },
    {
      type: "paragraph",
      text: "Vehicle cover protects one named car, whoever is driving it. Personal cover protects you in any car you drive or travel in as a passenger, which suits people who borrow cars, share driving or own several vehicles. Joint and family cover extends personal cover to others in your household, usually for less than buying separate policies.",
    },
    { type: "heading", level: 3, id: "common-extras", text: "Common extras" },
    {
      type: "list",
      ordered: false,
      items: [
        "Key cover for lost, stolen or locked-in keys, which can cost hundreds of pounds to replace on a modern car.",
        "Misfuelling cover, which drains and flushes the tank if you put petrol in a diesel or the other way round.",
        "Battery replacement at the roadside, where the patrol fits a new battery and you pay only for the part.",
        "Parts and garage cover, which pays for the repair itself rather than just the callout.",
        "Caravan and trailer cover, so a towed load is recovered with the car.",
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "Driving an electric car?",
      text: "Check that the provider will tow you to the nearest working charge point if you run out of charge, and whether its patrols carry portable chargers. Most now include this as standard, but some limit the number of out-of-charge callouts.",
    },
    { type: "heading", level: 2, id: "provider-analysis", text: "Provider by provider" },
    {
      type: "table",
      caption: "Typical annual prices by cover level",
      columns: ["Cover level", "Roadcrest", "Highmoor", "Swiftbeam"],
      rows: [
        ["Roadside", "£35-55", "£40-65", "£25-45"],
        ["Roadside and recovery", "£75-120", "£80-130", "£55-95"],
        ["Complete", "£150-250", "£160-280", "£120-180"],
      ],
    },
    {
      type: "paragraph",
      text: "Prices depend on whether you choose vehicle or personal cover, the age of the car, how many people are covered and whether you are a new customer. Renewal prices are often higher than new-customer offers, so treat the bands as a guide and always quote for yourself.",
    },
    { type: "heading", level: 3, id: "roadcrest", text: "Roadcrest Motoring Club (founded 1897)" },
    {
      type: "paragraph",
      text: "The oldest and the largest of the three, with about 35% of the market and more than 3,200 patrols. Its size shows in the numbers: the fastest average response and the highest roadside fix rate. Complete cover includes onward travel of up to £150 and overnight accommodation at £150/night for up to 2 nights if your car cannot be repaired the same day.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Strengths: largest patrol force; fastest average response at 38 minutes; most cars fixed at the roadside; the most generous onward travel and hotel limits.",
        "Weaknesses: not the cheapest at any level; the best prices are for new customers, so renewals need checking.",
        "Annual price bands: £35-55 roadside, £75-120 with national recovery, £150-250 for complete cover.",
        "Best for: high-mileage drivers and anyone who depends on the car for work.",
      ],
    },
    { type: "heading", level: 3, id: "highmoor", text: "Highmoor Rescue (founded 1905)" },
    {
      type: "paragraph",
      text: "The second largest, with about 30% of the market and more than 2,800 patrols. It offers a wide choice of policy add-ons and strong personal cover for households with several drivers. Complete cover includes onward travel of up to £100 and overnight accommodation at £100/night for up to 2 nights.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Strengths: large national network; a wide range of add-ons; flexible personal and family cover.",
        "Weaknesses: the highest prices at every level; a lower fix rate and slower response than the largest provider; lower onward travel limits.",
        "Annual price bands: £40-65 roadside, £80-130 with national recovery, £160-280 for complete cover.",
        "Best for: households that want one personal policy with several add-ons.",
      ],
    },
    { type: "heading", level: 3, id: "swiftbeam", text: "Swiftbeam Breakdown (founded 1971)" },
    {
      type: "paragraph",
      text: "The youngest and smallest of the three, with about 20% of the market and more than 2,000 patrols, backed by a large network of approved local garages. Its prices are the lowest at every level, and complete cover includes onward travel of up to £100 and overnight accommodation at £100/night for up to 2 nights.",
    },
    {
      type: "list",
      ordered: false,
      items: [
        "Strengths: cheapest at every level; customers rate it above the mid-sized provider despite the slower response.",
        "Weaknesses: the slowest average response; the lowest roadside fix rate, so you are more likely to be towed to a garage; smaller patrol force in rural areas.",
        "Annual price bands: £25-45 roadside, £55-95 with national recovery, £120-180 for complete cover.",
        "Best for: drivers of newer cars who want dependable cover at the lowest price.",
      ],
    },
    { type: "heading", level: 2, id: "performance-metrics", text: "Performance compared" },
    {
      type: "paragraph",
      text: "Price is only half the story. When you are on a hard shoulder in the rain, what matters is how quickly help arrives and whether it can get you going again. These three measures are the most useful when you compare providers.",
    },
    {
      type: "table",
      caption: "Average response time, roadside fix rate and customer satisfaction",
      columns: ["Measure", "Roadcrest", "Highmoor", "Swiftbeam"],
      rows: [
        ["Average response time", "38 minutes", "42 minutes", "45 minutes"],
        ["Fixed at the roadside", "79%", "74%", "71%"],
        ["Customer satisfaction", "4.2 out of 5", "4.0 out of 5", "4.1 out of 5"],
      ],
    },
    {
      type: "paragraph",
      text: "Two lessons stand out. First, the gap in response times is real but modest: seven minutes separates the fastest provider from the slowest, and all three are close to the 45-minute market average. Second, satisfaction is not just speed. Swiftbeam is the slowest to arrive yet its customers rate it above Highmoor, largely because of price and clear communication while they wait. The fix rate is the measure most likely to change your day: at 79% you have a four-in-five chance of driving on, while a lower rate means more tows, more time at a garage and more use of your onward travel cover.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Vulnerable drivers are prioritised",
      text: "All large providers move lone drivers, drivers with young children and people stopped in dangerous places, such as a live motorway lane, up the queue. Say so when you call.",
    },
    { type: "heading", level: 2, id: "choosing-cover", text: "How to choose the right cover" },
    {
      type: "paragraph",
      text: "Start with how and where you drive, not with the cheapest price. A short list of questions narrows the choice quickly.",
    },
    {
      type: "checklist",
      title: "Questions to answer before you buy",
      items: [
        "Do you drive long distances? If so, national recovery is essential; a local tow is no help 200 miles from home.",
        "Is your car more than ten years old? Home start matters more for older cars, and some providers charge more for them.",
        "Do you drive more than one car, or share driving? Personal or joint cover may be better value than vehicle cover.",
        "Do you already have cover? Check your car insurance, bank account and new-car warranty before buying.",
        "Would a day without the car be a problem? Onward travel and a hire car are worth paying for if so.",
        "Do you drive in Europe? Add European cover for the dates you travel rather than all year.",
        "How many callouts does the policy allow? Many set a limit each year and may refuse repeated callouts for the same fault.",
      ],
    },
    { type: "heading", level: 3, id: "matching-cover", text: "Matching cover to the way you drive" },
    {
      type: "table",
      caption: "Which level of cover suits which driver",
      columns: ["Driver", "Suggested cover", "Why"],
      rows: [
        ["Newer car, mostly short local trips", "Roadside", "Breakdowns are rare and a local tow is enough."],
        [
          "Older car, parked on the street or a drive",
          "Roadside and recovery with home start",
          "Flat batteries at home are the most common callout.",
        ],
        [
          "Long commutes or regular motorway driving",
          "Roadside and recovery",
          "You need to be taken home, not just to the nearest garage.",
        ],
        [
          "Family trips and holidays in the UK",
          "Complete",
          "Onward travel and hotel cover keep the trip going.",
        ],
        [
          "Several cars or drivers in one household",
          "Joint or family personal cover",
          "One policy covers everyone, in any car.",
        ],
      ],
    },
    { type: "heading", level: 3, id: "at-the-roadside", text: "If you break down: what to do" },
    {
      type: "steps",
      items: [
        {
          title: "Get to a safe place",
          text: "Pull as far left as you can, onto the hard shoulder or into an emergency area on a motorway, and switch on your hazard lights.",
        },
        {
          title: "Get out on the left",
          text: "On a motorway, leave by the passenger doors and wait behind the safety barrier, well away from traffic. Leave animals in the car.",
        },
        {
          title: "Call 999 if you are in danger",
          text: "If you are stopped in a live lane or cannot get out safely, keep your seatbelt on and call 999 before anyone else.",
        },
        {
          title: "Call your provider",
          text: "Give your membership number, location and vehicle details. Most providers' apps share your exact position.",
        },
        {
          title: "Stay with the vehicle, safely",
          text: "Keep your phone charged, stay behind the barrier and do not attempt repairs on a motorway.",
        },
      ],
    },
    { type: "heading", level: 2, id: "money-saving-tips", text: "How to pay less for breakdown cover" },
    {
      type: "list",
      ordered: true,
      items: [
        "Check you are not paying twice. Many car insurance policies, packaged bank accounts and new cars include breakdown cover; a new car's manufacturer assistance often runs for the first few years.",
        "Buy the level you need. If you rarely leave your area, roadside and local recovery may be enough; if you commute long distances, national recovery is worth the extra.",
        "Choose vehicle cover for a single car and personal cover for several. The wrong choice can double the cost.",
        "Compare prices at renewal. Providers often discount heavily for new customers, and your renewal quote may be well above what a new customer pays for the same cover.",
        "Ask your provider to match a cheaper quote. Many will, especially for long-standing customers.",
        "Pay annually. Monthly payments can cost more over the year and may tie you into a minimum term.",
        "Avoid pay-on-the-day rescue. Calling a provider without cover usually costs far more than a year's basic policy, and joining at the roadside carries a surcharge.",
        "Add European cover only when you need it. Single-trip European cover costs much less than a full year.",
      ],
    },
    {
      type: "heading",
      level: 3,
      id: "avoid-the-callout",
      text: "The cheapest callout is the one you never need",
    },
    {
      type: "checklist",
      title: "Before winter and long journeys",
      items: [
        "Have the battery tested if it is more than four years old or the car is slow to start.",
        "Check tyre pressures and tread, including the spare if you carry one.",
        "Top up coolant, oil and screenwash, and replace worn wiper blades.",
        "Keep at least a quarter of a tank of fuel, or enough charge, on long trips.",
        "Carry a phone charger, a warm coat, water and a high-visibility vest.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Look beyond the headline price",
      text: "Cheap policies sometimes exclude home start, cap callouts, charge for repeat faults or exclude cars over a certain age. Read the policy summary before you buy, not when you break down.",
    },
    { type: "heading", level: 2, id: "final-recommendations", text: "Our verdict" },
    {
      type: "paragraph",
      text: "There is no single best breakdown provider for everyone, but each of the three has a clear case.",
    },
    {
      type: "table",
      caption: "Final recommendations",
      columns: ["Award", "Provider", "Why"],
      rows: [
        [
          "Best overall",
          "Roadcrest Motoring Club",
          "The largest provider: most patrols, fastest response, highest fix rate and the best onward travel limits.",
        ],
        [
          "Best value",
          "Swiftbeam Breakdown",
          "The cheapest at every level, with satisfaction scores above the mid-sized provider.",
        ],
        [
          "Best heritage",
          "Roadcrest Motoring Club",
          "The oldest, founded in 1897, and still the benchmark the others are measured against.",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "Roadcrest takes two awards because the oldest provider is also the largest, and its scale is what drives its lead on response and fix rate. If you drive long distances or rely on your car for work, the extra cost is easy to justify. If you mainly drive locally in a newer car, Swiftbeam gives solid cover for less. Highmoor is worth a quote if you want personal cover for a household of drivers or a particular add-on, but check its price against the other two, because it is the most expensive of the three.",
    },
    { type: "heading", level: 2, id: "compare-breakdown-cover", text: "Compare breakdown cover" },
    {
      type: "paragraph",
      text: "The right breakdown cover is the one that will get you home, at a price that reflects how you really drive. Decide on the level and type of cover you need, check you are not already covered, then compare quotes side by side before you renew.",
    },
  ],
});
