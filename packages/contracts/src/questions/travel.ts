// The full quote for travel: the trip, each traveller's age, medical screening and the extras.
import { detailQuestions } from "../quote-details";
import * as common from "./common";
import { choice, fromDetailQuestion, type QuestionSet, yesNo } from "./question";

const travel = detailQuestions.travel;

export const travelQuestions: QuestionSet = {
  steps: [
    {
      id: "trip",
      title: "Your trip",
      questions: [
        fromDetailQuestion("tripType", travel.tripType),
        fromDetailQuestion("region", travel.region),
        fromDetailQuestion("tripLength", travel.tripLength),
        {
          ...common.startDate,
          id: "departureDate",
          label: "When do you leave (or start the annual cover)?",
          hint: "Cancellation cover starts the day you buy, so buy as soon as you book",
          message: "Enter a date from today to a year ahead",
          limits: { earliest: { yearsAgo: 0 }, latest: { daysAhead: 365 } },
          priced: false,
        },
        yesNo({
          id: "cruise",
          label: "Are you going on a cruise?",
          hint: "Medical evacuation from a ship costs far more",
          message: "Say whether you are going on a cruise",
          priced: true,
        }),
        yesNo({
          id: "wintersports",
          label: "Add winter sports?",
          hint: "Skiing and snowboarding need their own cover",
          message: "Say whether to add winter sports",
          priced: true,
        }),
        choice({
          id: "cancellationCover",
          label: "Cancellation cover per person",
          hint: "Enough for what you would lose if you had to cancel",
          message: "Choose the cancellation cover",
          choices: [
            ["1000", "£1,000"],
            ["3000", "£3,000"],
            ["5000", "£5,000"],
            ["10000", "£10,000"],
          ],
          assumed: "3000",
          priced: true,
        }),
        yesNo({
          id: "gadgetCover",
          label: "Add gadget cover?",
          hint: "Phones, cameras and tablets, lost, stolen or damaged",
          message: "Say whether to add gadget cover",
          priced: true,
        }),
      ],
    },
    {
      id: "travellers",
      title: "Who is travelling",
      questions: [
        fromDetailQuestion("travellers", travel.travellers),
        {
          id: "travellerAges",
          kind: "group",
          label: "Each traveller's age",
          hint: "Everyone on the policy, you included; medical costs rise with age",
          message: "Add each traveller, up to 8",
          itemName: "traveller",
          maxItems: 8,
          priced: true,
          fields: [
            {
              id: "age",
              kind: "number",
              label: "Age",
              hint: "Their age on the day you leave",
              message: "Enter their age, from 0 to 100",
              min: 0,
              max: 100,
              priced: true,
            },
          ],
        },
        yesNo({
          id: "ukResident",
          label: "Does everyone live in the UK and are registered with a GP here?",
          hint: "UK travel insurance covers UK residents",
          message: "Say whether everyone lives in the UK",
          assumed: "yes",
          priced: false,
        }),
        common.firstName,
        common.lastName,
      ],
    },
    {
      id: "health",
      title: "Medical screening",
      questions: [
        fromDetailQuestion("medicalConditions", travel.medicalConditions),
        {
          id: "conditions",
          kind: "group",
          label: "Each condition to declare",
          hint: "What a doctor treated or is investigating, for anyone travelling",
          message: "Add each condition, up to 6",
          itemName: "condition",
          maxItems: 6,
          askedIf: { question: "medicalConditions", oneOf: ["declared"] },
          priced: true,
          fields: [
            choice({
              id: "category",
              label: "Kind of condition",
              hint: "The insurer's screening asks more about each",
              message: "Choose the kind of condition",
              choices: [
                ["heart", "Heart or circulation"],
                ["diabetes", "Diabetes"],
                ["respiratory", "Breathing (asthma, COPD)"],
                ["cancer", "Cancer"],
                ["mental-health", "Mental health"],
                ["other", "Something else"],
              ],
              priced: true,
            }),
            yesNo({
              id: "hospitalStay",
              label: "A hospital stay for it in the last 12 months?",
              hint: "Recent admissions are priced higher",
              message: "Say whether it needed a hospital stay in the last 12 months",
              priced: true,
            }),
          ],
        },
        yesNo({
          id: "awaitingTreatment",
          label: "Is anyone travelling waiting for treatment or tests?",
          hint: "Insurers must know; most will not cover a condition under investigation",
          message: "Say whether anyone is waiting for treatment or tests",
          priced: true,
        }),
      ],
    },
  ],
};
