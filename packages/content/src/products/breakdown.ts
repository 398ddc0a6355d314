import type { ProductPageInput } from "./product-page";

export const breakdownCover: ProductPageInput = {
  path: "/breakdown-cover",
  insuranceType: "breakdown",
  serviceType: "Breakdown Cover",
  meta: {
    title: "Compare Breakdown Cover: Roadside, Recovery, Home Start | Plummet",
    description:
      "Compare breakdown cover from UK providers: roadside assistance, national recovery, home start and European cover, for you or your vehicle. Free to use.",
  },
  hero: {
    title: "Compare Breakdown Cover",
    description:
      "A flat battery on the drive or a blown tyre on the motorway: compare breakdown cover from roadside assistance to national recovery and European cover.",
    primaryCta: "Compare Breakdown Cover Quotes",
  },
  coverTypes: {
    title: "Levels of breakdown cover",
    items: [
      {
        title: "Roadside Assistance",
        quotedAs: ["basic"],
        description:
          "A patrol comes to you and tries to fix the problem at the roadside, or tows you to a nearby garage. Most policies exclude breakdowns at or near your home.",
        features: ["Roadside repair", "Tow to a local garage, often within 10 miles"],
      },
      {
        title: "National Recovery",
        quotedAs: ["standard", "comprehensive"],
        description:
          "Adds taking you, your vehicle and your passengers to any single destination in the UK if it cannot be fixed.",
        features: ["Recovery anywhere in the UK", "You and your passengers travel too"],
      },
      {
        title: "Home Start",
        quotedAs: ["standard", "comprehensive"],
        description:
          "Adds help at or close to your home, such as a car that will not start on a cold morning.",
        features: ["Help on your driveway or street", "Often the add-on people need most"],
      },
      {
        title: "European Cover",
        quotedAs: ["comprehensive"],
        description:
          "Roadside help and recovery while you drive in Europe, bought for a trip or for the year.",
        features: ["Roadside help abroad", "Repatriation of your vehicle", "Onward travel and accommodation"],
      },
    ],
  },
  covered: {
    title: "What breakdown cover can include",
    items: [
      "Roadside repairs for common faults such as flat batteries and punctures",
      "Towing to a garage or recovery home",
      "Help at or near your home (home start)",
      "Onward travel, a hire car or an overnight stay if repairs take longer",
      "Cover for you in any vehicle (personal cover) or for one vehicle whoever drives it",
      "Misfuelling, lost keys and running out of fuel on some policies",
    ],
  },
  tips: {
    title: "Tips for choosing breakdown cover",
    items: [
      "Choose personal cover if you drive several cars, or vehicle cover if several people drive one car.",
      "Check whether your car insurance already includes basic breakdown cover so you do not pay twice.",
      "Add home start if your car is older or you make lots of short trips.",
      "Check age and mileage limits for older vehicles before you buy.",
      "An annual policy is usually cheaper than paying for a single call-out when you break down.",
    ],
  },
  formTitle: "Get Your Breakdown Cover Quote",
};
