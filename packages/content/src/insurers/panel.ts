import type { InsuranceType } from "@plummet/contracts";
import { z } from "zod";
import { type CoverOverrides, coverAtLevel } from "./cover-catalogue";
import { alternativeProductSuffix, coverFeatures, defaultProductSuffix } from "./cover-features";
import { Insurer, type InsurerInput, type InsurerProduct } from "./schema";

/**
 * One product an insurer offers: kind, star rating, compulsory excess, and optionally its own
 * name, an extra for the card's list, and where its cover beats the market's (`cover`).
 */
export interface Offer {
  type: InsuranceType;
  rating: number;
  excess: number;
  productName?: string;
  extra?: string;
  cover?: CoverOverrides;
}

/**
 * One insurer of the panel, all its public facts in one record: its slug (the key the quotes
 * service's pricing is kept under), name, one sentence about it, its perk (on the kinds in
 * `perkFor`, or on all), whether the home page shows its logo, and what it offers.
 */
export interface InsurerRecord {
  slug: string;
  name: string;
  summary: string;
  perk: string;
  perkFor?: InsuranceType[];
  featured?: boolean;
  offers: Offer[];
}

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
  { type, rating, excess, productName, extra, cover }: Offer,
): InsurerProduct {
  const extras = [
    ...(perk.types && !perk.types.includes(type) ? [] : [perk.text]),
    ...(extra ? [extra] : []),
  ];
  return {
    type,
    productName: productName ?? defaultProductName(insurerName, type),
    rating,
    excess,
    features: {
      basic: [...extras, ...coverFeatures[type].basic],
      standard: [...extras, ...coverFeatures[type].standard],
      comprehensive: [...extras, ...coverFeatures[type].comprehensive],
    },
    cover: {
      basic: coverAtLevel(type, "basic", cover),
      standard: coverAtLevel(type, "standard", cover),
      comprehensive: coverAtLevel(type, "comprehensive", cover),
    },
  };
}

function insurerOf({ slug, name, summary, perk, perkFor, featured, offers }: InsurerRecord): InsurerInput {
  return {
    slug,
    name,
    featured: featured ?? false,
    summary,
    products: offers.map((offer) => product(name, { text: perk, types: perkFor }, offer)),
  };
}

/** The records as written, each slug kept as its literal type (`InsurerSlug`). */
const records = <const Slug extends string>(panel: Array<InsurerRecord & { slug: Slug }>) => panel;

/**
 * The panel. Every brand here is fictional (checked against the UK insurers and brokers we know
 * of); a deployment can swap in real partners. Prices are not here: the quotes service keeps each
 * insurer's pricing appetite to itself.
 */
const panel = records([
  {
    slug: "harbourline",
    name: "Harbourline",
    featured: true,
    summary: "Coastal insurer known for its round-the-clock claims team.",
    perk: "24/7 claims line",
    offers: [
      {
        type: "car",
        rating: 4.6,
        excess: 250,
        productName: "Harbourline Drive",
        cover: { "legal-expenses": { status: "included", limit: "£100,000" } },
      },
      { type: "home", rating: 4.5, excess: 250 },
      { type: "travel", rating: 4.4, excess: 100, productName: "Harbourline Voyager" },
      { type: "breakdown", rating: 4.3, excess: 0, cover: { "home-start": { status: "included" } } },
    ],
  },
  {
    slug: "oakfield-direct",
    name: "Oakfield Direct",
    featured: true,
    summary: "Direct insurer with a UK call centre and no broker fees.",
    perk: "UK call centre",
    offers: [
      {
        type: "car",
        rating: 4.2,
        excess: 300,
        productName: "Oakfield Motor",
        cover: { windscreen: { status: "included" } },
      },
      { type: "van", rating: 4.1, excess: 350 },
      {
        type: "home",
        rating: 4.2,
        excess: 200,
        cover: { "legal-expenses": { status: "included", limit: "£50,000" } },
      },
      { type: "pet", rating: 4.0, excess: 99 },
    ],
  },
  {
    slug: "northgate-assurance",
    name: "Northgate Assurance",
    featured: true,
    summary: "Long-standing general and life insurer with an approved repairer network.",
    perk: "Approved repairers and suppliers",
    perkFor: ["car", "home"],
    offers: [
      {
        type: "car",
        rating: 4.4,
        excess: 200,
        productName: "Northgate Car Plus",
        cover: { "courtesy-car": { status: "included", limit: "While yours is repaired" } },
      },
      { type: "home", rating: 4.3, excess: 250, cover: { "home-emergency": { status: "included" } } },
      { type: "life", rating: 4.5, excess: 0, productName: "Northgate Life Protect" },
      { type: "medical", rating: 4.2, excess: 100 },
    ],
  },
  {
    slug: "kestrel-mutual",
    name: "Kestrel Mutual",
    featured: true,
    summary: "Member-owned mutual that shares its profits with policyholders.",
    perk: "Owned by its members",
    offers: [
      {
        type: "car",
        rating: 4.5,
        excess: 250,
        cover: { "legal-expenses": { status: "included", limit: "£100,000" } },
      },
      {
        type: "bike",
        rating: 4.4,
        excess: 200,
        productName: "Kestrel Rider",
        cover: { "protected-ncd": { status: "included" } },
      },
      { type: "home", rating: 4.6, excess: 150 },
      { type: "life", rating: 4.4, excess: 0 },
    ],
  },
  {
    slug: "brightwater",
    name: "Brightwater",
    featured: true,
    summary: "App-first insurer: buy, change and claim from your phone.",
    perk: "Manage everything in the app",
    offers: [
      { type: "car", rating: 4.3, excess: 250 },
      { type: "home", rating: 4.2, excess: 200 },
      {
        type: "travel",
        rating: 4.5,
        excess: 75,
        cover: { baggage: { status: "included", limit: "£1,000" } },
      },
      { type: "pet", rating: 4.3, excess: 120, cover: { "overseas-travel": { status: "included" } } },
      { type: "medical", rating: 4.1, excess: 250, productName: "Brightwater Health Essentials" },
    ],
  },
  {
    slug: "lanternhouse",
    name: "Lanternhouse",
    featured: true,
    summary: "Household and family protection specialist.",
    perk: "Claims decided within 48 hours",
    offers: [
      {
        type: "home",
        rating: 4.7,
        excess: 100,
        productName: "Lanternhouse Home Shield",
        cover: { "accidental-damage": { status: "included" } },
      },
      {
        type: "life",
        rating: 4.6,
        excess: 0,
        productName: "Lanternhouse Family Life",
        cover: { "waiver-of-premium": { status: "included" } },
      },
      { type: "medical", rating: 4.5, excess: 0, cover: { therapies: { status: "included" } } },
    ],
  },
  {
    slug: "copperbeech",
    name: "Copperbeech",
    featured: true,
    summary: "Regional insurer for drivers and homeowners across the UK.",
    perk: "No fees for policy changes",
    offers: [
      { type: "car", rating: 4.1, excess: 300 },
      {
        type: "van",
        rating: 4.2,
        excess: 300,
        productName: "Copperbeech Trade Van",
        cover: { windscreen: { status: "included" } },
      },
      { type: "home", rating: 4.0, excess: 250 },
      {
        type: "breakdown",
        rating: 4.1,
        excess: 0,
        productName: "Copperbeech Rescue",
        cover: { "national-recovery": { status: "included" } },
      },
    ],
  },
  {
    slug: "fenwick-hale",
    name: "Fenwick & Hale",
    featured: true,
    summary: "Premium insurer with high limits and a personal claims handler.",
    perk: "A named claims handler",
    offers: [
      {
        type: "car",
        rating: 4.7,
        excess: 350,
        productName: "Fenwick & Hale Prestige Motor",
        cover: {
          "european-cover": { status: "included", limit: "90 days a year" },
          "driving-other-cars": { status: "included", limit: "Third party only" },
        },
      },
      {
        type: "home",
        rating: 4.8,
        excess: 350,
        cover: {
          "accidental-damage": { status: "included" },
          "legal-expenses": { status: "included", limit: "£100,000" },
        },
      },
      { type: "travel", rating: 4.6, excess: 50, cover: { worldwide: { status: "included" } } },
      { type: "life", rating: 4.7, excess: 0 },
      {
        type: "medical",
        rating: 4.8,
        excess: 0,
        productName: "Fenwick & Hale Private Health",
        cover: { "mental-health": { status: "included" } },
      },
    ],
  },
  {
    slug: "thistledown",
    name: "Thistledown",
    summary: "Scottish-founded insurer for motorists and pet owners.",
    perk: "Claims tracked online",
    offers: [
      { type: "car", rating: 4.0, excess: 250 },
      { type: "bike", rating: 3.9, excess: 250, cover: { "accident-recovery": { status: "included" } } },
      { type: "home", rating: 4.1, excess: 200 },
      { type: "pet", rating: 4.2, excess: 90 },
    ],
  },
  {
    slug: "meadowgate",
    name: "Meadowgate",
    summary: "Straightforward cover with plain-English policy wording.",
    perk: "Plain-English policy wording",
    offers: [
      { type: "car", rating: 3.9, excess: 300 },
      { type: "van", rating: 3.8, excess: 400 },
      { type: "home", rating: 4.0, excess: 250 },
      { type: "travel", rating: 3.9, excess: 100 },
      { type: "breakdown", rating: 3.8, excess: 0 },
    ],
  },
  {
    slug: "saltmarsh-mutual",
    name: "Saltmarsh Mutual",
    summary: "Small mutual with a loyal rural following.",
    perk: "Owned by its members",
    offers: [
      { type: "car", rating: 4.3, excess: 200 },
      { type: "home", rating: 4.4, excess: 150 },
      { type: "life", rating: 4.2, excess: 0 },
    ],
  },
  {
    slug: "wrenford",
    name: "Wrenford",
    summary: "Motor and travel insurer for younger customers.",
    perk: "Instant cover online",
    offers: [
      { type: "car", rating: 3.7, excess: 350 },
      { type: "bike", rating: 3.8, excess: 300 },
      { type: "travel", rating: 3.9, excess: 100, cover: { "winter-sports": { status: "included" } } },
    ],
  },
  {
    slug: "tollbridge-direct",
    name: "Tollbridge Direct",
    summary: "Low-cost direct motor insurer.",
    perk: "Pay in up to 10 instalments",
    offers: [
      { type: "car", rating: 3.6, excess: 350 },
      { type: "van", rating: 3.7, excess: 450 },
      { type: "bike", rating: 3.6, excess: 300 },
      { type: "breakdown", rating: 3.7, excess: 0 },
    ],
  },
  {
    slug: "bramblecote",
    name: "Bramblecote",
    summary: "Home, pet and travel cover for families.",
    perk: "Multi-policy discount",
    offers: [
      { type: "home", rating: 4.2, excess: 200 },
      { type: "pet", rating: 4.4, excess: 100 },
      { type: "travel", rating: 4.1, excess: 75 },
    ],
  },
  {
    slug: "quayside-assurance",
    name: "Quayside Assurance",
    summary: "General insurer with a network of local repairers.",
    perk: "Local approved repairers",
    offers: [
      {
        type: "car",
        rating: 4.1,
        excess: 250,
        cover: { "courtesy-car": { status: "included", limit: "While yours is repaired" } },
      },
      {
        type: "van",
        rating: 4.0,
        excess: 350,
        cover: { "replacement-van": { status: "included", limit: "While yours is repaired" } },
      },
      { type: "bike", rating: 4.1, excess: 250 },
      { type: "home", rating: 4.0, excess: 250 },
    ],
  },
  {
    slug: "larkspur-life",
    name: "Larkspur Life",
    summary: "Protection specialist for life and health cover.",
    perk: "Free will-writing service",
    perkFor: ["life"],
    offers: [
      { type: "life", rating: 4.6, excess: 0, productName: "Larkspur Term Assurance" },
      { type: "medical", rating: 4.3, excess: 150 },
    ],
  },
  {
    slug: "redmarsh-motor",
    name: "Redmarsh Motor",
    summary: "Motor specialist for cars, vans and motorcycles.",
    perk: "Motor claims team in-house",
    offers: [
      {
        type: "car",
        rating: 4.0,
        excess: 300,
        cover: { "legal-expenses": { status: "included", limit: "£100,000" } },
      },
      {
        type: "van",
        rating: 4.1,
        excess: 350,
        cover: { "legal-expenses": { status: "included", limit: "£100,000" } },
      },
      { type: "bike", rating: 4.2, excess: 250, productName: "Redmarsh Two Wheels" },
    ],
  },
  {
    slug: "ashcombe-rye",
    name: "Ashcombe & Rye",
    summary: "Established insurer for homes, cars and health.",
    perk: "Dedicated customer adviser",
    offers: [
      { type: "car", rating: 4.4, excess: 250 },
      { type: "home", rating: 4.5, excess: 250 },
      { type: "travel", rating: 4.3, excess: 75 },
      {
        type: "medical",
        rating: 4.4,
        excess: 100,
        cover: { "out-patient": { status: "included", limit: "£500" } },
      },
    ],
  },
  {
    slug: "silverbirch",
    name: "Silverbirch",
    summary: "Insurer with products designed for the over-50s, open to all ages.",
    perk: "No upper age limit on renewal",
    offers: [
      { type: "car", rating: 4.2, excess: 200 },
      { type: "home", rating: 4.3, excess: 150 },
      { type: "travel", rating: 4.4, excess: 50 },
      { type: "life", rating: 4.1, excess: 0 },
    ],
  },
  {
    slug: "tidewell",
    name: "Tidewell",
    summary: "Travel and pet insurer with its own emergency assistance line.",
    perk: "24-hour emergency assistance",
    offers: [
      {
        type: "travel",
        rating: 4.2,
        excess: 75,
        cover: { baggage: { status: "included", limit: "£1,500" } },
      },
      { type: "pet", rating: 4.1, excess: 100 },
    ],
  },
  {
    slug: "cobblestone-cover",
    name: "Cobblestone Cover",
    summary: "Budget-friendly cover for city drivers and renters.",
    perk: "Monthly payments at no extra cost on some policies",
    offers: [
      { type: "car", rating: 3.8, excess: 350 },
      { type: "van", rating: 3.7, excess: 450 },
      { type: "bike", rating: 3.7, excess: 350 },
      { type: "home", rating: 3.9, excess: 300 },
    ],
  },
  {
    slug: "marrowby",
    name: "Marrowby",
    summary: "Motor and breakdown insurer for rural drivers.",
    perk: "Rural recovery network",
    offers: [
      { type: "car", rating: 4.1, excess: 250 },
      { type: "van", rating: 4.0, excess: 300 },
      { type: "bike", rating: 4.0, excess: 250 },
      { type: "breakdown", rating: 4.2, excess: 0, cover: { "national-recovery": { status: "included" } } },
    ],
  },
  {
    slug: "dunmere-general",
    name: "Dunmere General",
    summary: "General insurer covering cars, vans, homes, pets and travel.",
    perk: "Online claims in minutes",
    offers: [
      { type: "car", rating: 3.9, excess: 300 },
      { type: "van", rating: 3.9, excess: 350 },
      { type: "home", rating: 4.0, excess: 250, cover: { "home-emergency": { status: "included" } } },
      { type: "travel", rating: 3.8, excess: 100 },
      { type: "pet", rating: 3.9, excess: 120 },
    ],
  },
  {
    slug: "heronsgate-health",
    name: "Heronsgate Health",
    summary: "Health insurer with fast access to specialists.",
    perk: "Specialist appointment within 5 days",
    perkFor: ["medical"],
    offers: [
      {
        type: "medical",
        rating: 4.6,
        excess: 100,
        productName: "Heronsgate Health Plan",
        cover: {
          "out-patient": { status: "included", limit: "£1,000" },
          therapies: { status: "included" },
        },
      },
      { type: "life", rating: 4.3, excess: 0 },
    ],
  },
  {
    slug: "whistlestop-travel",
    name: "Whistlestop Travel",
    summary: "Travel insurance specialist covering pre-existing conditions.",
    perk: "Pre-existing conditions considered",
    offers: [{ type: "travel", rating: 4.3, excess: 50 }],
  },
  {
    slug: "roamwell",
    name: "Roamwell",
    summary: "Travel and breakdown cover for people on the move.",
    perk: "Help in 40 languages",
    offers: [
      { type: "travel", rating: 4.0, excess: 75 },
      { type: "breakdown", rating: 4.0, excess: 0, cover: { "european-breakdown": { status: "included" } } },
    ],
  },
  {
    slug: "pawsbury",
    name: "Pawsbury",
    summary: "Pet insurance specialist for cats and dogs.",
    perk: "24/7 video vet",
    offers: [{ type: "pet", rating: 4.6, excess: 80, productName: "Pawsbury Pet Care" }],
  },
  {
    slug: "hound-hearth",
    name: "Hound & Hearth",
    summary: "Cover for homes with pets.",
    perk: "Pet damage option for homes",
    perkFor: ["home"],
    offers: [
      { type: "pet", rating: 4.3, excess: 100, cover: { dental: { status: "included" } } },
      { type: "home", rating: 4.1, excess: 200 },
    ],
  },
  {
    slug: "kettleby",
    name: "Kettleby",
    summary: "Family insurer for cars, homes, pets and breakdown.",
    perk: "Loyalty discount every year",
    offers: [
      { type: "car", rating: 4.0, excess: 250 },
      { type: "home", rating: 4.1, excess: 200 },
      { type: "pet", rating: 4.0, excess: 100 },
      { type: "breakdown", rating: 4.1, excess: 0, cover: { "home-start": { status: "included" } } },
    ],
  },
  {
    slug: "ironbridge-commercial",
    name: "Ironbridge Commercial",
    summary: "Van insurance for tradespeople and couriers.",
    perk: "Cover for business use as standard",
    offers: [{ type: "van", rating: 4.4, excess: 300, productName: "Ironbridge Tradesman Van" }],
  },
  {
    slug: "spokewise",
    name: "Spokewise",
    summary: "Motorcycle specialist run by riders.",
    perk: "Run by riders",
    offers: [{ type: "bike", rating: 4.5, excess: 200, productName: "Spokewise Motorcycle" }],
  },
  {
    slug: "throttleline",
    name: "Throttleline",
    summary: "Motorcycle and car insurer with track-day options.",
    perk: "Discount for advanced rider and driver courses",
    offers: [
      {
        type: "bike",
        rating: 4.2,
        excess: 250,
        cover: { "legal-expenses": { status: "included", limit: "£100,000" } },
      },
      { type: "car", rating: 3.9, excess: 300 },
    ],
  },
  {
    slug: "roadhaven-rescue",
    name: "Roadhaven Rescue",
    summary: "Breakdown specialist with its own patrol fleet.",
    perk: "Own patrol fleet",
    offers: [{ type: "breakdown", rating: 4.4, excess: 0 }],
  },
  {
    slug: "mileway-rescue",
    name: "Mileway Rescue",
    summary: "Breakdown cover through a nationwide network of local garages.",
    perk: "Nationwide garage network",
    offers: [{ type: "breakdown", rating: 4.0, excess: 0 }],
  },
  {
    slug: "beaconfield-life",
    name: "Beaconfield Life",
    summary: "Life insurer offering straightforward term cover.",
    perk: "Cover can start on the day you apply",
    offers: [{ type: "life", rating: 4.4, excess: 0 }],
  },
  {
    slug: "yewtree-life",
    name: "Yewtree Life",
    summary: "Life and health insurer with rewards for staying active.",
    perk: "Rewards for staying active",
    offers: [
      { type: "life", rating: 4.3, excess: 0, cover: { "waiver-of-premium": { status: "included" } } },
      { type: "medical", rating: 4.2, excess: 100 },
    ],
  },
  {
    slug: "hearthwell-home",
    name: "Hearthwell Home",
    summary: "Home insurance specialist.",
    perk: "Emergency repairs arranged for you",
    offers: [{ type: "home", rating: 4.5, excess: 150 }],
  },
  {
    slug: "granary-mutual",
    name: "Granary Mutual",
    summary: "Mutual insurer for rural households.",
    perk: "Owned by its members",
    offers: [
      { type: "car", rating: 4.3, excess: 250 },
      { type: "home", rating: 4.4, excess: 200 },
      { type: "pet", rating: 4.2, excess: 100, cover: { "overseas-travel": { status: "included" } } },
      { type: "life", rating: 4.3, excess: 0 },
    ],
  },
  {
    slug: "cloudberry",
    name: "Cloudberry",
    summary: "Travel and pet insurer with simple online claims.",
    perk: "Claim online with photos",
    offers: [
      { type: "travel", rating: 4.0, excess: 100 },
      { type: "pet", rating: 4.1, excess: 100 },
    ],
  },
  {
    slug: "foxglove-health",
    name: "Foxglove Health",
    summary: "Private medical insurer with a guided option.",
    perk: "Digital GP appointments",
    offers: [{ type: "medical", rating: 4.4, excess: 250 }],
  },
  {
    slug: "farstep-travel",
    name: "Farstep Travel",
    summary: "Travel insurer for long trips and older travellers.",
    perk: "No upper age limit",
    offers: [{ type: "travel", rating: 4.1, excess: 100 }],
  },
  {
    slug: "ploverly",
    name: "Ploverly",
    summary: "Online insurer for cars, homes, travel and breakdown.",
    perk: "Cancel any time without a fee",
    offers: [
      { type: "car", rating: 3.8, excess: 300 },
      { type: "home", rating: 3.9, excess: 250 },
      { type: "travel", rating: 3.9, excess: 100 },
      { type: "breakdown", rating: 3.9, excess: 0 },
    ],
  },
  {
    slug: "linnet-bow",
    name: "Linnet & Bow",
    summary: "Home and life cover for first-time buyers.",
    perk: "Cover for new homeowners",
    perkFor: ["home"],
    offers: [
      { type: "home", rating: 4.2, excess: 250 },
      { type: "life", rating: 4.2, excess: 0 },
    ],
  },
  {
    slug: "stonechat",
    name: "Stonechat",
    summary: "Motor insurer for cars, vans, motorcycles and breakdown.",
    perk: "Accident recovery included",
    offers: [
      { type: "car", rating: 4.0, excess: 300 },
      {
        type: "van",
        rating: 3.9,
        excess: 400,
        cover: { "legal-expenses": { status: "included", limit: "£100,000" } },
      },
      { type: "bike", rating: 4.0, excess: 300, cover: { "accident-recovery": { status: "included" } } },
      { type: "breakdown", rating: 3.9, excess: 0 },
    ],
  },
  {
    slug: "millrace",
    name: "Millrace",
    summary: "Travel, pet and breakdown cover sold online.",
    perk: "Instant documents by email",
    offers: [
      { type: "travel", rating: 3.8, excess: 100 },
      { type: "pet", rating: 3.8, excess: 120 },
      { type: "breakdown", rating: 3.8, excess: 0 },
    ],
  },
  {
    slug: "calderbrook",
    name: "Calderbrook",
    summary: "Northern insurer for drivers and health cover.",
    perk: "Claims team based in the North",
    offers: [
      { type: "car", rating: 4.1, excess: 250 },
      {
        type: "van",
        rating: 4.2,
        excess: 300,
        cover: { "goods-in-transit": { status: "included", limit: "£2,500" } },
      },
      { type: "medical", rating: 4.0, excess: 150 },
    ],
  },
  {
    slug: "orchardly",
    name: "Orchardly",
    summary: "Pet and travel insurer with flexible cover.",
    perk: "Choose your own excess",
    offers: [
      { type: "pet", rating: 4.0, excess: 150 },
      { type: "travel", rating: 4.0, excess: 75 },
    ],
  },
  {
    slug: "tamberlane",
    name: "Tamberlane",
    summary: "Protection and motorcycle insurer.",
    perk: "Advice from a qualified adviser",
    offers: [
      {
        type: "life",
        rating: 4.1,
        excess: 0,
        cover: { "critical-illness": { status: "included", limit: "Half the sum assured" } },
      },
      { type: "medical", rating: 4.0, excess: 200 },
      { type: "bike", rating: 3.9, excess: 300 },
    ],
  },
]);

/**
 * An insurer's slug: the key that ties its facts here to its pricing in the quotes service
 * (`apps/api/src/rating/provider-factors.ts`, a table the type-check holds to every slug).
 */
export type InsurerSlug = (typeof panel)[number]["slug"];

/** Every slug of the panel, in panel order. */
export const insurerSlugs: InsurerSlug[] = panel.map((record) => record.slug);

export const insurers: Insurer[] = z.array(Insurer).parse(panel.map(insurerOf));

export const insurersBySlug: ReadonlyMap<string, Insurer> = new Map(
  insurers.map((insurer) => [insurer.slug, insurer]),
);

/** The eight insurers whose logos the home page shows. */
export const featuredInsurers: Insurer[] = insurers.filter((insurer) => insurer.featured);

/** Insurers that offer a kind of cover, in panel order. */
export function insurersOffering(type: InsuranceType): Insurer[] {
  return insurers.filter((insurer) => insurer.products.some((product) => product.type === type));
}
