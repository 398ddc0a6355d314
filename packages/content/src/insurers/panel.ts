import type { InsuranceType } from "@plummet/contracts";
import { z } from "zod";
import { type CoverOverrides, coverAtLevel } from "./cover-catalogue";
import { alternativeProductSuffix, coverFeatures, defaultProductSuffix } from "./cover-features";
import { Insurer, type InsurerInput, type InsurerProduct } from "./schema";

/**
 * One product an insurer offers: kind, star rating, compulsory excess, and optionally its own
 * name, an extra for the card's list, and where its cover beats the market's (`cover`).
 */
type Offer = [
  type: InsuranceType,
  rating: number,
  excess: number,
  options?: { productName?: string; extra?: string; cover?: CoverOverrides },
];

const words = (name: string) => name.toLowerCase().split(/\s+/);

/**
 * "<insurer> <kind>", unless the kind's usual word is already in the insurer's name: "Foxglove
 * Health Private Medical", never "Foxglove Health Health".
 */
function defaultProductName(insurerName: string, type: InsuranceType): string {
  const brand = new Set(words(insurerName));
  const suffix = words(defaultProductSuffix[type]).some((word) => brand.has(word))
    ? alternativeProductSuffix[type]
    : defaultProductSuffix[type];
  return `${insurerName} ${suffix}`;
}

/**
 * The insurer's own extras come first (its perk only on the kinds of cover it is about), then the
 * cover every product of that kind includes.
 */
function product(
  insurerName: string,
  perk: { text: string; types?: InsuranceType[] },
  [type, rating, excess, options = {}]: Offer,
): InsurerProduct {
  const extras = [
    ...(perk.types && !perk.types.includes(type) ? [] : [perk.text]),
    ...(options.extra ? [options.extra] : []),
  ];
  return {
    type,
    productName: options.productName ?? defaultProductName(insurerName, type),
    rating,
    excess,
    features: {
      basic: [...extras, ...coverFeatures[type].basic],
      standard: [...extras, ...coverFeatures[type].standard],
      comprehensive: [...extras, ...coverFeatures[type].comprehensive],
    },
    cover: {
      basic: coverAtLevel(type, "basic", options.cover),
      standard: coverAtLevel(type, "standard", options.cover),
      comprehensive: coverAtLevel(type, "comprehensive", options.cover),
    },
  };
}

function insurer(
  slug: string,
  name: string,
  facts: { summary: string; perk: string; perkFor?: InsuranceType[]; featured?: boolean },
  offers: Offer[],
): InsurerInput {
  return {
    slug,
    name,
    featured: facts.featured ?? false,
    summary: facts.summary,
    products: offers.map((offer) => product(name, { text: facts.perk, types: facts.perkFor }, offer)),
  };
}

/**
 * The panel. Every brand here is fictional (checked against the UK insurers and brokers we know
 * of); a deployment can swap in real partners. Prices are not here: the quotes service keeps each
 * insurer's pricing appetite to itself.
 */
export const insurers: Insurer[] = z.array(Insurer).parse([
  insurer(
    "harbourline",
    "Harbourline",
    {
      featured: true,
      summary: "Coastal insurer known for its round-the-clock claims team.",
      perk: "24/7 claims line",
    },
    [
      [
        "car",
        4.6,
        250,
        {
          productName: "Harbourline Drive",
          cover: { "legal-expenses": { status: "included", limit: "£100,000" } },
        },
      ],
      ["home", 4.5, 250],
      ["travel", 4.4, 100, { productName: "Harbourline Voyager" }],
      ["breakdown", 4.3, 0, { cover: { "home-start": { status: "included" } } }],
    ],
  ),
  insurer(
    "oakfield-direct",
    "Oakfield Direct",
    {
      featured: true,
      summary: "Direct insurer with a UK call centre and no broker fees.",
      perk: "UK call centre",
    },
    [
      ["car", 4.2, 300, { productName: "Oakfield Motor", cover: { windscreen: { status: "included" } } }],
      ["van", 4.1, 350],
      ["home", 4.2, 200, { cover: { "legal-expenses": { status: "included", limit: "£50,000" } } }],
      ["pet", 4.0, 99],
    ],
  ),
  insurer(
    "northgate-assurance",
    "Northgate Assurance",
    {
      featured: true,
      summary: "Long-standing general and life insurer with an approved repairer network.",
      perk: "Approved repairers and suppliers",
      perkFor: ["car", "home"],
    },
    [
      [
        "car",
        4.4,
        200,
        {
          productName: "Northgate Car Plus",
          cover: { "courtesy-car": { status: "included", limit: "While yours is repaired" } },
        },
      ],
      ["home", 4.3, 250, { cover: { "home-emergency": { status: "included" } } }],
      ["life", 4.5, 0, { productName: "Northgate Life Protect" }],
      ["medical", 4.2, 100],
    ],
  ),
  insurer(
    "kestrel-mutual",
    "Kestrel Mutual",
    {
      featured: true,
      summary: "Member-owned mutual that shares its profits with policyholders.",
      perk: "Owned by its members",
    },
    [
      ["car", 4.5, 250, { cover: { "legal-expenses": { status: "included", limit: "£100,000" } } }],
      [
        "bike",
        4.4,
        200,
        { productName: "Kestrel Rider", cover: { "protected-ncd": { status: "included" } } },
      ],
      ["home", 4.6, 150],
      ["life", 4.4, 0],
    ],
  ),
  insurer(
    "brightwater",
    "Brightwater",
    {
      featured: true,
      summary: "App-first insurer: buy, change and claim from your phone.",
      perk: "Manage everything in the app",
    },
    [
      ["car", 4.3, 250],
      ["home", 4.2, 200],
      ["travel", 4.5, 75, { cover: { baggage: { status: "included", limit: "£1,000" } } }],
      ["pet", 4.3, 120, { cover: { "overseas-travel": { status: "included" } } }],
      ["medical", 4.1, 250, { productName: "Brightwater Health Essentials" }],
    ],
  ),
  insurer(
    "lanternhouse",
    "Lanternhouse",
    {
      featured: true,
      summary: "Household and family protection specialist.",
      perk: "Claims decided within 48 hours",
    },
    [
      [
        "home",
        4.7,
        100,
        { productName: "Lanternhouse Home Shield", cover: { "accidental-damage": { status: "included" } } },
      ],
      [
        "life",
        4.6,
        0,
        { productName: "Lanternhouse Family Life", cover: { "waiver-of-premium": { status: "included" } } },
      ],
      ["medical", 4.5, 0, { cover: { therapies: { status: "included" } } }],
    ],
  ),
  insurer(
    "copperbeech",
    "Copperbeech",
    {
      featured: true,
      summary: "Regional insurer for drivers and homeowners across the UK.",
      perk: "No fees for policy changes",
    },
    [
      ["car", 4.1, 300],
      [
        "van",
        4.2,
        300,
        { productName: "Copperbeech Trade Van", cover: { windscreen: { status: "included" } } },
      ],
      ["home", 4.0, 250],
      [
        "breakdown",
        4.1,
        0,
        { productName: "Copperbeech Rescue", cover: { "national-recovery": { status: "included" } } },
      ],
    ],
  ),
  insurer(
    "fenwick-hale",
    "Fenwick & Hale",
    {
      featured: true,
      summary: "Premium insurer with high limits and a personal claims handler.",
      perk: "A named claims handler",
    },
    [
      [
        "car",
        4.7,
        350,
        {
          productName: "Fenwick & Hale Prestige Motor",
          cover: {
            "european-cover": { status: "included", limit: "90 days a year" },
            "driving-other-cars": { status: "included", limit: "Third party only" },
          },
        },
      ],
      [
        "home",
        4.8,
        350,
        {
          cover: {
            "accidental-damage": { status: "included" },
            "legal-expenses": { status: "included", limit: "£100,000" },
          },
        },
      ],
      ["travel", 4.6, 50, { cover: { worldwide: { status: "included" } } }],
      ["life", 4.7, 0],
      [
        "medical",
        4.8,
        0,
        { productName: "Fenwick & Hale Private Health", cover: { "mental-health": { status: "included" } } },
      ],
    ],
  ),
  insurer(
    "thistledown",
    "Thistledown",
    { summary: "Scottish-founded insurer for motorists and pet owners.", perk: "Claims tracked online" },
    [
      ["car", 4.0, 250],
      ["bike", 3.9, 250, { cover: { "accident-recovery": { status: "included" } } }],
      ["home", 4.1, 200],
      ["pet", 4.2, 90],
    ],
  ),
  insurer(
    "meadowgate",
    "Meadowgate",
    {
      summary: "Straightforward cover with plain-English policy wording.",
      perk: "Plain-English policy wording",
    },
    [
      ["car", 3.9, 300],
      ["van", 3.8, 400],
      ["home", 4.0, 250],
      ["travel", 3.9, 100],
      ["breakdown", 3.8, 0],
    ],
  ),
  insurer(
    "saltmarsh-mutual",
    "Saltmarsh Mutual",
    { summary: "Small mutual with a loyal rural following.", perk: "Owned by its members" },
    [
      ["car", 4.3, 200],
      ["home", 4.4, 150],
      ["life", 4.2, 0],
    ],
  ),
  insurer(
    "wrenford",
    "Wrenford",
    { summary: "Motor and travel insurer for younger customers.", perk: "Instant cover online" },
    [
      ["car", 3.7, 350],
      ["bike", 3.8, 300],
      ["travel", 3.9, 100, { cover: { "winter-sports": { status: "included" } } }],
    ],
  ),
  insurer(
    "tollbridge-direct",
    "Tollbridge Direct",
    { summary: "Low-cost direct motor insurer.", perk: "Pay in up to 10 instalments" },
    [
      ["car", 3.6, 350],
      ["van", 3.7, 450],
      ["bike", 3.6, 300],
      ["breakdown", 3.7, 0],
    ],
  ),
  insurer(
    "bramblecote",
    "Bramblecote",
    { summary: "Home, pet and travel cover for families.", perk: "Multi-policy discount" },
    [
      ["home", 4.2, 200],
      ["pet", 4.4, 100],
      ["travel", 4.1, 75],
    ],
  ),
  insurer(
    "quayside-assurance",
    "Quayside Assurance",
    { summary: "General insurer with a network of local repairers.", perk: "Local approved repairers" },
    [
      [
        "car",
        4.1,
        250,
        { cover: { "courtesy-car": { status: "included", limit: "While yours is repaired" } } },
      ],
      [
        "van",
        4.0,
        350,
        { cover: { "replacement-van": { status: "included", limit: "While yours is repaired" } } },
      ],
      ["bike", 4.1, 250],
      ["home", 4.0, 250],
    ],
  ),
  insurer(
    "larkspur-life",
    "Larkspur Life",
    {
      summary: "Protection specialist for life and health cover.",
      perk: "Free will-writing service",
      perkFor: ["life"],
    },
    [
      ["life", 4.6, 0, { productName: "Larkspur Term Assurance" }],
      ["medical", 4.3, 150],
    ],
  ),
  insurer(
    "redmarsh-motor",
    "Redmarsh Motor",
    { summary: "Motor specialist for cars, vans and motorcycles.", perk: "Motor claims team in-house" },
    [
      ["car", 4.0, 300, { cover: { "legal-expenses": { status: "included", limit: "£100,000" } } }],
      ["van", 4.1, 350, { cover: { "legal-expenses": { status: "included", limit: "£100,000" } } }],
      ["bike", 4.2, 250, { productName: "Redmarsh Two Wheels" }],
    ],
  ),
  insurer(
    "ashcombe-rye",
    "Ashcombe & Rye",
    { summary: "Established insurer for homes, cars and health.", perk: "Dedicated customer adviser" },
    [
      ["car", 4.4, 250],
      ["home", 4.5, 250],
      ["travel", 4.3, 75],
      ["medical", 4.4, 100, { cover: { "out-patient": { status: "included", limit: "£500" } } }],
    ],
  ),
  insurer(
    "silverbirch",
    "Silverbirch",
    {
      summary: "Insurer with products designed for the over-50s, open to all ages.",
      perk: "No upper age limit on renewal",
    },
    [
      ["car", 4.2, 200],
      ["home", 4.3, 150],
      ["travel", 4.4, 50],
      ["life", 4.1, 0],
    ],
  ),
  insurer(
    "tidewell",
    "Tidewell",
    {
      summary: "Travel and pet insurer with its own emergency assistance line.",
      perk: "24-hour emergency assistance",
    },
    [
      ["travel", 4.2, 75, { cover: { baggage: { status: "included", limit: "£1,500" } } }],
      ["pet", 4.1, 100],
    ],
  ),
  insurer(
    "cobblestone-cover",
    "Cobblestone Cover",
    {
      summary: "Budget-friendly cover for city drivers and renters.",
      perk: "Monthly payments at no extra cost on some policies",
    },
    [
      ["car", 3.8, 350],
      ["van", 3.7, 450],
      ["bike", 3.7, 350],
      ["home", 3.9, 300],
    ],
  ),
  insurer(
    "marrowby",
    "Marrowby",
    { summary: "Motor and breakdown insurer for rural drivers.", perk: "Rural recovery network" },
    [
      ["car", 4.1, 250],
      ["van", 4.0, 300],
      ["bike", 4.0, 250],
      ["breakdown", 4.2, 0, { cover: { "national-recovery": { status: "included" } } }],
    ],
  ),
  insurer(
    "dunmere-general",
    "Dunmere General",
    {
      summary: "General insurer covering cars, vans, homes, pets and travel.",
      perk: "Online claims in minutes",
    },
    [
      ["car", 3.9, 300],
      ["van", 3.9, 350],
      ["home", 4.0, 250, { cover: { "home-emergency": { status: "included" } } }],
      ["travel", 3.8, 100],
      ["pet", 3.9, 120],
    ],
  ),
  insurer(
    "heronsgate-health",
    "Heronsgate Health",
    {
      summary: "Health insurer with fast access to specialists.",
      perk: "Specialist appointment within 5 days",
      perkFor: ["medical"],
    },
    [
      [
        "medical",
        4.6,
        100,
        {
          productName: "Heronsgate Health Plan",
          cover: {
            "out-patient": { status: "included", limit: "£1,000" },
            therapies: { status: "included" },
          },
        },
      ],
      ["life", 4.3, 0],
    ],
  ),
  insurer(
    "whistlestop-travel",
    "Whistlestop Travel",
    {
      summary: "Travel insurance specialist covering pre-existing conditions.",
      perk: "Pre-existing conditions considered",
    },
    [["travel", 4.3, 50]],
  ),
  insurer(
    "roamwell",
    "Roamwell",
    { summary: "Travel and breakdown cover for people on the move.", perk: "Help in 40 languages" },
    [
      ["travel", 4.0, 75],
      ["breakdown", 4.0, 0, { cover: { "european-breakdown": { status: "included" } } }],
    ],
  ),
  insurer(
    "pawsbury",
    "Pawsbury",
    { summary: "Pet insurance specialist for cats and dogs.", perk: "24/7 video vet" },
    [["pet", 4.6, 80, { productName: "Pawsbury Pet Care" }]],
  ),
  insurer(
    "hound-hearth",
    "Hound & Hearth",
    { summary: "Cover for homes with pets.", perk: "Pet damage option for homes", perkFor: ["home"] },
    [
      ["pet", 4.3, 100, { cover: { dental: { status: "included" } } }],
      ["home", 4.1, 200],
    ],
  ),
  insurer(
    "kettleby",
    "Kettleby",
    { summary: "Family insurer for cars, homes, pets and breakdown.", perk: "Loyalty discount every year" },
    [
      ["car", 4.0, 250],
      ["home", 4.1, 200],
      ["pet", 4.0, 100],
      ["breakdown", 4.1, 0, { cover: { "home-start": { status: "included" } } }],
    ],
  ),
  insurer(
    "ironbridge-commercial",
    "Ironbridge Commercial",
    { summary: "Van insurance for tradespeople and couriers.", perk: "Cover for business use as standard" },
    [["van", 4.4, 300, { productName: "Ironbridge Tradesman Van" }]],
  ),
  insurer(
    "spokewise",
    "Spokewise",
    { summary: "Motorcycle specialist run by riders.", perk: "Run by riders" },
    [["bike", 4.5, 200, { productName: "Spokewise Motorcycle" }]],
  ),
  insurer(
    "throttleline",
    "Throttleline",
    {
      summary: "Motorcycle and car insurer with track-day options.",
      perk: "Discount for advanced rider and driver courses",
    },
    [
      ["bike", 4.2, 250, { cover: { "legal-expenses": { status: "included", limit: "£100,000" } } }],
      ["car", 3.9, 300],
    ],
  ),
  insurer(
    "roadhaven-rescue",
    "Roadhaven Rescue",
    { summary: "Breakdown specialist with its own patrol fleet.", perk: "Own patrol fleet" },
    [["breakdown", 4.4, 0]],
  ),
  insurer(
    "mileway-rescue",
    "Mileway Rescue",
    {
      summary: "Breakdown cover through a nationwide network of local garages.",
      perk: "Nationwide garage network",
    },
    [["breakdown", 4.0, 0]],
  ),
  insurer(
    "beaconfield-life",
    "Beaconfield Life",
    {
      summary: "Life insurer offering straightforward term cover.",
      perk: "Cover can start on the day you apply",
    },
    [["life", 4.4, 0]],
  ),
  insurer(
    "yewtree-life",
    "Yewtree Life",
    {
      summary: "Life and health insurer with rewards for staying active.",
      perk: "Rewards for staying active",
    },
    [
      ["life", 4.3, 0, { cover: { "waiver-of-premium": { status: "included" } } }],
      ["medical", 4.2, 100],
    ],
  ),
  insurer(
    "hearthwell-home",
    "Hearthwell Home",
    { summary: "Home insurance specialist.", perk: "Emergency repairs arranged for you" },
    [["home", 4.5, 150]],
  ),
  insurer(
    "granary-mutual",
    "Granary Mutual",
    { summary: "Mutual insurer for rural households.", perk: "Owned by its members" },
    [
      ["car", 4.3, 250],
      ["home", 4.4, 200],
      ["pet", 4.2, 100, { cover: { "overseas-travel": { status: "included" } } }],
      ["life", 4.3, 0],
    ],
  ),
  insurer(
    "cloudberry",
    "Cloudberry",
    { summary: "Travel and pet insurer with simple online claims.", perk: "Claim online with photos" },
    [
      ["travel", 4.0, 100],
      ["pet", 4.1, 100],
    ],
  ),
  insurer(
    "foxglove-health",
    "Foxglove Health",
    { summary: "Private medical insurer with a guided option.", perk: "Digital GP appointments" },
    [["medical", 4.4, 250]],
  ),
  insurer(
    "farstep-travel",
    "Farstep Travel",
    { summary: "Travel insurer for long trips and older travellers.", perk: "No upper age limit" },
    [["travel", 4.1, 100]],
  ),
  insurer(
    "ploverly",
    "Ploverly",
    {
      summary: "Online insurer for cars, homes, travel and breakdown.",
      perk: "Cancel any time without a fee",
    },
    [
      ["car", 3.8, 300],
      ["home", 3.9, 250],
      ["travel", 3.9, 100],
      ["breakdown", 3.9, 0],
    ],
  ),
  insurer(
    "linnet-bow",
    "Linnet & Bow",
    {
      summary: "Home and life cover for first-time buyers.",
      perk: "Cover for new homeowners",
      perkFor: ["home"],
    },
    [
      ["home", 4.2, 250],
      ["life", 4.2, 0],
    ],
  ),
  insurer(
    "stonechat",
    "Stonechat",
    {
      summary: "Motor insurer for cars, vans, motorcycles and breakdown.",
      perk: "Accident recovery included",
    },
    [
      ["car", 4.0, 300],
      ["van", 3.9, 400, { cover: { "legal-expenses": { status: "included", limit: "£100,000" } } }],
      ["bike", 4.0, 300, { cover: { "accident-recovery": { status: "included" } } }],
      ["breakdown", 3.9, 0],
    ],
  ),
  insurer(
    "millrace",
    "Millrace",
    { summary: "Travel, pet and breakdown cover sold online.", perk: "Instant documents by email" },
    [
      ["travel", 3.8, 100],
      ["pet", 3.8, 120],
      ["breakdown", 3.8, 0],
    ],
  ),
  insurer(
    "calderbrook",
    "Calderbrook",
    { summary: "Northern insurer for drivers and health cover.", perk: "Claims team based in the North" },
    [
      ["car", 4.1, 250],
      ["van", 4.2, 300, { cover: { "goods-in-transit": { status: "included", limit: "£2,500" } } }],
      ["medical", 4.0, 150],
    ],
  ),
  insurer(
    "orchardly",
    "Orchardly",
    { summary: "Pet and travel insurer with flexible cover.", perk: "Choose your own excess" },
    [
      ["pet", 4.0, 150],
      ["travel", 4.0, 75],
    ],
  ),
  insurer(
    "tamberlane",
    "Tamberlane",
    { summary: "Protection and motorcycle insurer.", perk: "Advice from a qualified adviser" },
    [
      [
        "life",
        4.1,
        0,
        { cover: { "critical-illness": { status: "included", limit: "Half the sum assured" } } },
      ],
      ["medical", 4.0, 200],
      ["bike", 3.9, 300],
    ],
  ),
]);

export const insurersBySlug: ReadonlyMap<string, Insurer> = new Map(
  insurers.map((insurer) => [insurer.slug, insurer]),
);

/** The eight insurers whose logos the home page shows. */
export const featuredInsurers: Insurer[] = insurers.filter((insurer) => insurer.featured);

/** Insurers that offer a kind of cover, in panel order. */
export function insurersOffering(type: InsuranceType): Insurer[] {
  return insurers.filter((insurer) => insurer.products.some((product) => product.type === type));
}
