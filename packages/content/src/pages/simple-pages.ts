import { SimplePage } from "../schemas";
import { site } from "../site";

/** /resources: the guides hub. */
export const resourcesPage = SimplePage.parse({
  meta: {
    title: "Insurance Guides and Resources | Plummet",
    description:
      "Plain-English insurance guides for UK drivers, homeowners, travellers and pet owners: choosing cover, making a claim and saving money on your premiums.",
  },
  title: "Insurance Resources",
  intro:
    "Expert guides that explain insurance in plain English: what each type of cover does, how to make a claim and how to pay less without losing the protection you need.",
});

/** /contact: company details, opening hours and the message form. */
export const contactPage = SimplePage.parse({
  meta: {
    title: "Contact Plummet | Help with Insurance Quotes",
    description:
      "Contact the Plummet team about your insurance quotes, a question or a complaint. Opening hours, email addresses and a message form. We reply within about 24 hours.",
  },
  title: "Contact Us",
  intro: `Questions about your quotes, our service or a guide? Send us a message and our team will get back to you. ${site.contact.replyTime}`,
});

/** /call-back: asking the team to call a UK number back ("Get Expert Call Back"). */
export const callBackPage = SimplePage.parse({
  meta: {
    title: "Ask for a Call Back | Plummet",
    description:
      "Ask the Plummet team to call you back about car, home, travel, pet, life or other insurance. Choose a time that suits you; we email you a confirmation.",
  },
  title: "Ask for a call back",
  intro:
    "Tell us how to reach you, when suits you and what you would like to talk about. A call back is free, within our opening hours, and there is no obligation.",
});

/** /sitemap: every main page of the site. */
export const sitemapPage = SimplePage.parse({
  meta: {
    title: "Sitemap | Plummet",
    description:
      "Every page on Plummet in one place: compare car, van, bike, home, travel, pet, breakdown, life and private medical insurance, plus our guides and policies.",
  },
  title: "Sitemap",
  intro:
    "Find your way around Plummet: our insurance products, how we work and our policies, all in one list.",
});
