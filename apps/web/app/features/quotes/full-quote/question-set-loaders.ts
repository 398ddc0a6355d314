import type { InsuranceType, QuestionSet } from "@plummet/contracts";

/**
 * Each product's questions, fetched on their own: the full quote's page asks about one product,
 * so it loads that product family's questions and no other's.
 */
export const loadQuestionSet: Readonly<Record<InsuranceType, () => Promise<QuestionSet>>> = {
  car: () => import("@plummet/contracts/questions/motor").then((family) => family.carQuestions),
  van: () => import("@plummet/contracts/questions/motor").then((family) => family.vanQuestions),
  bike: () => import("@plummet/contracts/questions/motor").then((family) => family.bikeQuestions),
  home: () => import("@plummet/contracts/questions/home").then((family) => family.homeQuestions),
  travel: () => import("@plummet/contracts/questions/travel").then((family) => family.travelQuestions),
  pet: () => import("@plummet/contracts/questions/pet").then((family) => family.petQuestions),
  breakdown: () =>
    import("@plummet/contracts/questions/breakdown").then((family) => family.breakdownQuestions),
  life: () => import("@plummet/contracts/questions/health").then((family) => family.lifeQuestions),
  medical: () => import("@plummet/contracts/questions/health").then((family) => family.medicalQuestions),
};
