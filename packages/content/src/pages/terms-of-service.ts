import { dataRetention, quoteOrderRule } from "@plummet/contracts";
import { LegalPage } from "../schemas";
import { type Company, site, tradingStyle } from "../site";

const { contact } = site;

/**
 * The terms of service. The "insurer-panel" section is linked from the quote results (FCA: say
 * the panel is not the whole market); the website lists the panel's insurers beneath it.
 */
export function termsOfServiceFor(company: Company): LegalPage {
  return LegalPage.parse({
    meta: {
      title: "Terms of Service | Plummet",
      description:
        "The terms for using Plummet's free insurance comparison service: our panel of insurers, how we are paid, your quotes, and how to complain.",
    },
    title: "Terms of Service",
    lastUpdated: "2026-11-01",
    intro: `These terms apply when you use the ${site.brand} website to compare insurance quotes or read our guides. Please read them with our privacy policy. Using the website is free.`,
    sections: [
      {
        id: "about-us",
        heading: "About us",
        blocks: [
          {
            type: "paragraph",
            text: tradingStyle(company),
          },
          { type: "paragraph", text: company.fcaStatement },
        ],
      },
      {
        id: "our-service",
        heading: "Our service",
        blocks: [
          {
            type: "paragraph",
            text: "We are an insurance intermediary. We compare quotes from insurers and show you the results so you can choose a policy. We do not give advice or a personal recommendation: it is for you to decide whether a policy meets your needs, so read its policy documents and key facts before you buy.",
          },
          {
            type: "paragraph",
            text: "Your contract of insurance is with the insurer you choose, on the insurer's own terms. The insurer sets the final price and decides whether to offer you cover.",
          },
        ],
      },
      {
        id: "insurer-panel",
        heading: "Our panel of insurers",
        blocks: [
          {
            type: "paragraph",
            text: "We compare quotes from a limited panel of 40+ insurers, not the whole market. Other insurers, including some that only sell directly, may offer cover that is not shown on our website.",
          },
          {
            type: "paragraph",
            text: `How we order results: ${quoteOrderRule} The results open in the order for paying once a year, the order our quote email and our API use too; choose "Monthly" and they are ordered by the total of the deposit and every instalment. You can also sort by star rating or excess. Not every insurer quotes for every type of cover or every customer, so the number of quotes you see will vary.`,
          },
          {
            type: "paragraph",
            text: "The insurers on our panel are listed below.",
          },
        ],
      },
      {
        id: "how-we-are-paid",
        heading: "How we are paid",
        blocks: [
          { type: "paragraph", text: company.howWeArePaid },
          {
            type: "paragraph",
            text: "The commission is included in the premium the insurer charges; you never pay us a separate fee.",
          },
        ],
      },
      {
        id: "your-quotes",
        heading: "Your quotes",
        blocks: [
          {
            type: "list",
            ordered: false,
            items: [
              "Quotes are based on the details you give us and the assumptions shown with each quote, such as the level of cover and the excess.",
              `Each set of quotes has a reference and can be reopened for ${dataRetention.quoteValidityDays} days. Prices can change after that, or if your details change.`,
              "The annual price and the monthly price are both shown. Paying monthly usually costs more because the insurer charges interest.",
              "Insurance Premium Tax is included in every price shown.",
            ],
          },
        ],
      },
      {
        id: "your-responsibilities",
        heading: "Your responsibilities",
        blocks: [
          {
            type: "paragraph",
            text: "Under the Consumer Insurance (Disclosure and Representations) Act 2012 you must take reasonable care to answer an insurer's questions fully and accurately. Wrong or missing information can mean a claim is refused or reduced, or your policy is cancelled.",
          },
          {
            type: "paragraph",
            text: "Do not use the website to get quotes for someone else without their permission, to submit false information, or to interfere with the service.",
          },
        ],
      },
      {
        id: "guides",
        heading: "Our guides",
        blocks: [
          {
            type: "paragraph",
            text: "Our guides are general information, written to be accurate when published or last reviewed. They are not advice about your own circumstances. Prices and figures in them are typical examples, and insurers' terms change.",
          },
        ],
      },
      {
        id: "liability",
        heading: "Our liability",
        blocks: [
          {
            type: "paragraph",
            text: "We take care to keep the website accurate and available, but we cannot promise it will always be free of errors or interruptions. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, for our duties under FCA rules, or for anything else the law does not allow us to limit, and nothing affects your statutory rights.",
          },
        ],
      },
      {
        id: "complaints",
        heading: "Complaints",
        blocks: [
          {
            type: "steps",
            items: [
              {
                title: "Tell us",
                text: `Email ${contact.complaintsEmail}${company.authorised ? `, call us on ${company.phone},` : ""} or write to us at ${company.registeredOffice}. Tell us what went wrong and how you would like us to put it right.`,
              },
              {
                title: "We acknowledge and investigate",
                text: "We will acknowledge your complaint promptly and keep you updated while we look into it.",
              },
              {
                title: "Our final response",
                text: "We will send you our final response in writing within eight weeks of receiving your complaint.",
              },
              {
                title: "The Financial Ombudsman Service",
                text: "If you are not happy with our final response, or we have not sent one within eight weeks, you can refer your complaint to the Financial Ombudsman Service free of charge. You must do so within six months of our final response.",
              },
            ],
          },
          {
            type: "paragraph",
            text: "Financial Ombudsman Service, Exchange Tower, London E14 9SR. Phone 0800 023 4567. Website financial-ombudsman.org.uk.",
          },
          {
            type: "paragraph",
            text: "A complaint about an insurance policy or a claim is handled by the insurer that sold it. We will help you reach the right team.",
          },
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        blocks: [
          {
            type: "paragraph",
            text: "These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        blocks: [
          {
            type: "paragraph",
            text: "We may update these terms from time to time. The version on this page, with the date at the top, applies each time you use the website.",
          },
        ],
      },
    ],
  });
}

/** The page with the placeholder details, as a build without `PLUMMET_FIRM` shows it. */
export const termsOfService = termsOfServiceFor(site.company);
