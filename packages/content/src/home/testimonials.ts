import type { Testimonial } from "../schemas";

/** Three illustrative customer stories for the home page (illustrated avatars, not photos). */
export const testimonials: Testimonial[] = [
  {
    id: "sarah-manchester",
    rating: 5,
    title: "Saved on my car insurance renewal",
    content:
      "My renewal came in much higher than last year. I compared quotes on Plummet in a few minutes, found the same level of cover for a lot less and kept my no-claims discount. Switching took one phone call.",
    author: "Sarah M.",
    location: "Manchester",
    image: { path: "people/sarah.svg", alt: "Illustrated portrait of Sarah, a customer from Manchester" },
  },
  {
    id: "james-bristol",
    rating: 5,
    title: "Clear comparison for our home cover",
    content:
      "We had just bought our first house and had no idea what buildings cover should cost. Seeing the excess and the monthly cost next to the annual price made it easy to compare like with like.",
    author: "James T.",
    location: "Bristol",
    image: { path: "people/james.svg", alt: "Illustrated portrait of James, a customer from Bristol" },
  },
  {
    id: "priya-leeds",
    rating: 4,
    title: "Pet insurance sorted in one evening",
    content:
      "I wanted lifetime cover for our new puppy. Plummet showed me several policies side by side and the guide on pet claims explained what to look for. I would have liked more evening phone hours, but I am very happy with the policy.",
    author: "Priya K.",
    location: "Leeds",
    image: { path: "people/priya.svg", alt: "Illustrated portrait of Priya, a customer from Leeds" },
  },
];
