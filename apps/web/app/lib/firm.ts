import { type Company, companyFor, type FirmDetails, placeholderFirm } from "@plummet/content/site";

/**
 * The firm's details, from one configuration: `PLUMMET_FIRM` at build time (a JSON object with
 * legalName, companyNumber, registeredOffice, fcaFirmReference and icoRegistrationNumber, checked
 * by vite.config.ts, which fails the build on a bad one), or the placeholders. With the
 * placeholders the footer, the contact page, the privacy policy and the terms say that Plummet
 * is a demonstration and not an authorised firm.
 */
export function companyFromConfig(json: string | undefined): Company {
  if (!json) return companyFor(placeholderFirm);
  return companyFor(JSON.parse(json) as FirmDetails);
}

export const company: Company = companyFromConfig(import.meta.env.PLUMMET_FIRM);
