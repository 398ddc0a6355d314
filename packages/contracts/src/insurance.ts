import { z } from "zod/mini";
import { coverageLevels, insuranceTypes } from "./insurance-types";

export const InsuranceType = z.enum(insuranceTypes);
export type InsuranceType = z.infer<typeof InsuranceType>;

export const CoverageLevel = z.enum(coverageLevels);
export type CoverageLevel = z.infer<typeof CoverageLevel>;
