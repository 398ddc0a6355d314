import { type InsuranceType, insuranceTypes } from "@plummet/contracts";

/** Whether a value from an address or a form names one of the products compared. */
export function isInsuranceType(value: string | null): value is InsuranceType {
  return (insuranceTypes as readonly string[]).includes(value ?? "");
}
