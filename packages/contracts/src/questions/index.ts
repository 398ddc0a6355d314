import type { InsuranceType } from "../insurance";
import { breakdownQuestions } from "./breakdown";
import { lifeQuestions, medicalQuestions } from "./health";
import { homeQuestions } from "./home";
import { bikeQuestions, carQuestions, vanQuestions } from "./motor";
import { petQuestions } from "./pet";
import type { QuestionSet } from "./question";
import { travelQuestions } from "./travel";

export * from "./question";

/** Every question a UK insurer prices each product on, in the order the full quote asks them. */
export const questionSets: Readonly<Record<InsuranceType, QuestionSet>> = {
  car: carQuestions,
  van: vanQuestions,
  bike: bikeQuestions,
  home: homeQuestions,
  travel: travelQuestions,
  pet: petQuestions,
  breakdown: breakdownQuestions,
  life: lifeQuestions,
  medical: medicalQuestions,
};
