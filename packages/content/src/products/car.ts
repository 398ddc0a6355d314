import { carFromClaim, noClaimsClaim } from "../claims";
import type { ProductPageInput } from "./product-page";

export const carInsurance: ProductPageInput = {
  path: "/car-insurance",
  insuranceType: "car",
  serviceType: "Car Insurance",
  meta: {
    title: "Compare Car Insurance Quotes from 40+ Providers | Plummet",
    description: `Compare car insurance quotes from our panel with one short form. Quotes from ${carFromClaim.figure} a year, from third party, fire and theft to comprehensive. Free.`,
  },
  hero: {
    title: "Compare Car Insurance Quotes",
    description: `Third party, fire and theft or fully comprehensive: compare car insurance from the insurers on our panel with one short form. Quotes start from ${carFromClaim.figure}${carFromClaim.mark} a year, and a no-claims discount can take up to ${noClaimsClaim.figure}${noClaimsClaim.mark} off your premium.`,
    primaryCta: "Compare Car Insurance Quotes",
  },
  coverTypes: {
    title: "Types of car insurance",
    items: [
      {
        title: "Third Party Only",
        quotedAs: [],
        description:
          "The legal minimum for driving on UK roads. It pays for injury to other people and damage to their property, but not for damage to your own car.",
        features: [
          "Injury to other people, including your passengers",
          "Damage to other people's vehicles and property",
          "Often costs no less than third party, fire and theft",
        ],
      },
      {
        title: "Third Party, Fire and Theft",
        quotedAs: ["basic"],
        description:
          "Everything third party only covers, plus cover for your own car if it is stolen or damaged by fire.",
        features: [
          "All third party cover",
          "Your car if it catches fire",
          "Your car if it is stolen or damaged in an attempted theft",
        ],
      },
      {
        title: "Comprehensive",
        quotedAs: ["standard", "comprehensive"],
        description:
          "The highest level of cover. It adds damage to your own car in an accident, even when the accident was your fault.",
        features: [
          "All third party, fire and theft cover",
          "Accidental damage to your own car",
          "Windscreen cover and a courtesy car on many policies",
          "Often the best value for careful drivers",
        ],
      },
    ],
  },
  covered: {
    title: "What car insurance can cover",
    items: [
      "Injury to other people and damage to their property (every policy)",
      "Fire damage and theft of your car",
      "Accidental damage to your own car (comprehensive policies)",
      "Windscreen and window repair or replacement",
      "A courtesy car while yours is being repaired",
      "Personal belongings and child car seats in the car",
      "Legal expenses to recover uninsured losses (often an optional extra)",
      "Driving in the EU, usually for a set number of days a year",
    ],
  },
  tips: {
    title: "Ways to lower your car insurance cost",
    items: [
      "Compare quotes 21-28 days before your renewal date: prices are often higher in the last few days.",
      `Protect your no-claims discount once you have built it up, as it can be worth up to ${noClaimsClaim.figure}${noClaimsClaim.mark} off.`,
      "Pay annually if you can: paying monthly can add 15-20% to the cost.",
      "Choose a voluntary excess you could afford to pay if you needed to claim.",
      "Give an accurate annual mileage and say where the car is parked overnight.",
      "New and young drivers can save with a telematics (black box) policy.",
      "Never list yourself as the main driver of a car someone else mainly drives: that is fronting, and it can void the policy.",
    ],
  },
  formTitle: "Get Your Car Insurance Quote",
};
