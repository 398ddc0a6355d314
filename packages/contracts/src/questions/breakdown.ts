// The full quote for breakdown cover: the cover, the vehicle and how often it has needed help.
import { detailQuestions } from "../quote-details";
import * as common from "./common";
import { choice, fromDetailQuestion, type QuestionSet } from "./question";

const breakdown = detailQuestions.breakdown;

export const breakdownQuestions: QuestionSet = {
  steps: [
    {
      id: "cover",
      title: "Your cover",
      questions: [
        fromDetailQuestion("coverType", breakdown.coverType),
        fromDetailQuestion("coveredFor", breakdown.coveredFor),
        { ...common.startDate, priced: false },
      ],
    },
    {
      id: "vehicle",
      title: "The vehicle",
      questions: [
        { ...common.registration, askedIf: { question: "coveredFor", oneOf: ["vehicle"] } },
        fromDetailQuestion("vehicleAge", breakdown.vehicleAge),
        { ...common.fuelType, hint: "Electric vehicles need recovery rather than a roadside fix more often" },
        choice({
          id: "annualMileage",
          label: "Miles a year",
          hint: "More miles, more call-outs",
          message: "Choose your annual mileage",
          choices: [
            ["up-to-8000", "Up to 8,000"],
            ["8001-15000", "8,001 to 15,000"],
            ["over-15000", "Over 15,000"],
          ],
          assumed: "up-to-8000",
          priced: true,
        }),
        choice({
          id: "callOuts",
          label: "Breakdown call-outs in the last 12 months",
          hint: "Providers price on how often help was needed",
          message: "Choose how many call-outs you had",
          choices: [
            ["0", "None"],
            ["1", "One"],
            ["2-plus", "Two or more"],
          ],
          assumed: "0",
          priced: true,
        }),
        common.firstName,
        common.lastName,
      ],
    },
  ],
};
