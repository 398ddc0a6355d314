import { placeholderFirm } from "@plummet/content/site";
import { describe, expect, it } from "vitest";
import { companyFromConfig } from "./firm";

const real = {
  legalName: "Plummet Comparison Ltd",
  companyNumber: "12345678",
  registeredOffice: "2 Example Street, London EC1A 1BB",
  fcaFirmReference: "987654",
  icoRegistrationNumber: "ZA123456",
  phone: "0800 123 4567",
};

describe("companyFromConfig", () => {
  it("shows the placeholders as a demonstration when PLUMMET_FIRM is not set", () => {
    const company = companyFromConfig(undefined);
    expect(company).toMatchObject(placeholderFirm);
    expect(company.authorised).toBe(false);
    expect(company.fcaStatement).toContain("a demonstration, not an authorised firm");
    expect(company.phoneHref).toBeUndefined();
  });

  it("brings the regulatory wording and the phone link back with real details", () => {
    const company = companyFromConfig(JSON.stringify(real));
    expect(company.authorised).toBe(true);
    expect(company.fcaStatement).toMatch(
      /^Authorised and regulated by the Financial Conduct Authority, firm reference number 987654\./,
    );
    expect(company.phoneHref).toBe("tel:+448001234567");
  });
});
