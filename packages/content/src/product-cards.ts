import type { ProductCard } from "./schemas";

/** The eight cards of the home page's "Our Insurance Products" section (no van card, as required). */
export const productCards: ProductCard[] = [
  {
    id: "car",
    title: "Car Insurance",
    description:
      "Third party, fire and theft or fully comprehensive cover for your car, with your no-claims discount protected.",
    image: { path: "products/car.svg", alt: "Illustration of a purple family car on a sunny road" },
    link: "/car-insurance",
  },
  {
    id: "bike",
    title: "Bike Insurance",
    description: "Cover for motorbikes and scooters, from a first 125cc learner bike to a big tourer.",
    image: { path: "products/bike.svg", alt: "Illustration of a purple motorbike" },
    link: "/bike-insurance",
  },
  {
    id: "home",
    title: "Home Insurance",
    description: "Buildings and contents cover that protects the home you own or rent and everything in it.",
    image: {
      path: "products/home.svg",
      alt: "Illustration of a house with a yellow front door between two trees",
    },
    link: "/home-insurance",
  },
  {
    id: "travel",
    title: "Travel Insurance",
    description: "Single-trip and annual multi-trip policies with medical cover, cancellation and baggage.",
    image: {
      path: "products/travel.svg",
      alt: "Illustration of a suitcase with an aeroplane flying overhead",
    },
    link: "/travel-insurance",
  },
  {
    id: "pet",
    title: "Pet Insurance",
    description:
      "Lifetime, maximum benefit and accident-only policies to help with vet bills for cats and dogs.",
    image: { path: "products/pet.svg", alt: "Illustration of a dog and a cat sitting side by side" },
    link: "/pet-insurance",
  },
  {
    id: "breakdown",
    title: "Breakdown Cover",
    description: "Roadside assistance, recovery and home start, so a breakdown never leaves you stranded.",
    image: {
      path: "products/breakdown.svg",
      alt: "Illustration of a recovery truck beside a warning triangle",
    },
    link: "/breakdown-cover",
  },
  {
    id: "life",
    title: "Life Insurance",
    description:
      "Term and whole-of-life cover that pays a lump sum to look after the people who depend on you.",
    image: { path: "products/life.svg", alt: "Illustration of a family sheltering under an umbrella" },
    link: "/life-insurance",
  },
  {
    id: "medical",
    title: "Private Medical Insurance",
    description: "Faster access to specialists, scans and private treatment, with cover you can tailor.",
    image: {
      path: "products/medical.svg",
      alt: "Illustration of a heart with a medical cross and a stethoscope",
    },
    link: "/private-medical-insurance",
  },
];
