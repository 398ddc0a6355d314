import type { Faq } from "../schemas";

/**
 * The home page's six questions. Five go into the FAQPage structured data; the sixth (how to
 * reach us) is only useful on the page itself. Figures are the required ones: application 10-15 minutes,
 * approval 24-48 hours, underwriting 1-2 weeks, cooling-off 14-30 days, reply about 24 hours.
 */
export const faqs: Faq[] = [
  {
    id: "how-comparison-works",
    question: "How does Plummet compare insurance quotes?",
    answer:
      "Tell us what you want to cover, the level of cover, your age, your postcode and your email address. We ask the insurers on our panel of 40+ UK providers for a price and list the quotes they return, cheapest first. Our panel is not the whole market, and we show you each quote's excess, annual price and the cost of paying monthly so you can compare like with like before you choose.",
    inStructuredData: true,
  },
  {
    id: "application-time",
    question: "How long does an insurance application take?",
    answer:
      "Getting quotes through Plummet takes a couple of minutes. Once you pick a policy, most applications with the insurer take 10-15 minutes to complete. Have your details to hand, such as your vehicle registration, the rebuild cost of your home or your pet's date of birth, and it will be quicker.",
    inStructuredData: true,
  },
  {
    id: "approval-time",
    question: "How quickly will my policy be approved?",
    answer:
      "Many car, home, travel and pet policies start straight away. Where an insurer needs to check your details, approval usually takes 24-48 hours. Life insurance and private medical insurance may need medical underwriting, where the insurer reviews your health history or asks your GP for a report; that typically takes 1-2 weeks.",
    inStructuredData: true,
  },
  {
    id: "cooling-off",
    question: "Can I cancel if I change my mind?",
    answer:
      "Yes. You have a cooling-off period of 14-30 days, depending on the product: 14 days for general insurance such as car, home, travel and pet cover, and 30 days for life insurance. If you cancel within it you get your money back, less any cover you have already used where the insurer's terms allow. After the cooling-off period the insurer's own cancellation terms apply.",
    inStructuredData: true,
  },
  {
    id: "is-it-free",
    question: "Is Plummet free to use?",
    answer:
      "Yes. Comparing quotes is free, with no hidden fees and no obligation to buy. We are paid a commission by the insurer if you buy a policy through us, and that never changes the order of your results. How much you could save depends on what you pay now and on you: for the same driver, the car quotes on our panel can differ by hundreds of pounds a year.",
    inStructuredData: true,
  },
  {
    id: "contact-adviser",
    question: "How can I speak to someone about my cover?",
    answer:
      "Use the contact form or email our support team and we aim to reply within about 24 hours. You can also ask for an expert call back from the top of this page. Our team can explain how comparison works and what a policy feature means, but we do not give personal advice on which policy to buy.",
    inStructuredData: false,
  },
];
