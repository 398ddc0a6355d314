// The full quote for life cover and private medical insurance: the cover's shape, health,
// smoking, height and weight, work and pastimes. Never a genetic test result, never sex.
import { detailQuestions } from "../quote-details";
import * as common from "./common";
import { choice, fromDetailQuestion, type NumberQuestion, type QuestionSet, yesNo } from "./question";

const heightCm: NumberQuestion = {
  id: "heightCm",
  kind: "number",
  label: "Your height",
  hint: "In centimetres; with your weight it gives your body mass index, which insurers price on",
  message: "Enter your height in centimetres, from 120 to 230",
  min: 120,
  max: 230,
  unit: "cm",
  assumed: 172,
  priced: true,
};

const weightKg: NumberQuestion = {
  id: "weightKg",
  kind: "number",
  label: "Your weight",
  hint: "In kilograms",
  message: "Enter your weight in kilograms, from 30 to 300",
  min: 30,
  max: 300,
  unit: "kg",
  assumed: 75,
  priced: true,
};

const healthOccupation = choice({
  id: "occupationRisk",
  label: "What kind of work do you do?",
  hint: "Manual and hazardous work carries more risk of injury",
  message: "Choose the kind of work you do",
  choices: [
    ["office", "Office or professional work"],
    ["light-manual", "Light manual work (retail, care, hospitality)"],
    ["heavy-manual", "Heavy manual work (building, farming)"],
    ["hazardous", "Hazardous work (offshore, at heights, armed forces)"],
    ["not-working", "Not working or retired"],
  ],
  assumed: "office",
  priced: true,
});

const medicalConditions = yesNo({
  id: "medicalConditions",
  label: "In the last 5 years, have you been treated for a serious condition?",
  hint: "Such as cancer, heart disease, diabetes or a mental health condition. We never ask for genetic test results",
  message: "Say whether you have been treated for a serious condition",
  priced: true,
});

const life = detailQuestions.life;

export const lifeQuestions: QuestionSet = {
  steps: [
    {
      id: "cover",
      title: "Your cover",
      questions: [
        fromDetailQuestion("sumAssured", life.sumAssured),
        fromDetailQuestion("term", life.term),
        choice({
          id: "coverShape",
          label: "Level or decreasing cover?",
          hint: "Decreasing cover falls with a repayment mortgage, so it costs less",
          message: "Choose level or decreasing cover",
          choices: [
            ["level", "Level: the payout stays the same"],
            ["decreasing", "Decreasing: the payout falls over the term"],
          ],
          assumed: "level",
          priced: true,
        }),
        yesNo({
          id: "criticalIllness",
          label: "Add critical illness cover?",
          hint: "Pays out on diagnosis of a listed serious illness; it costs much more",
          message: "Say whether to add critical illness cover",
          priced: true,
        }),
        yesNo({
          id: "jointPolicy",
          label: "A joint policy with a partner?",
          hint: "Pays once, on the first death; cheaper than two single policies",
          message: "Say whether the policy is joint",
          priced: true,
        }),
        { ...common.startDate, priced: false },
      ],
    },
    {
      id: "you",
      title: "About you",
      questions: [common.firstName, common.lastName, common.dateOfBirth, healthOccupation],
    },
    {
      id: "health",
      title: "Your health",
      questions: [
        fromDetailQuestion("smoker", life.smoker),
        heightCm,
        weightKg,
        {
          id: "alcoholUnits",
          kind: "number",
          label: "Units of alcohol a week",
          hint: "A pint of beer is about 2 units, a glass of wine about 2; over 14 a week is priced higher",
          message: "Enter the units you drink in a week, from 0 to 150",
          min: 0,
          max: 150,
          unit: "units",
          assumed: 6,
          priced: true,
        },
        medicalConditions,
        yesNo({
          id: "familyHistory",
          label: "Did a parent, brother or sister have heart disease, a stroke or cancer before 60?",
          hint: "What your family was diagnosed with, never the result of a genetic test",
          message: "Say whether a close relative had one of these before 60",
          priced: true,
        }),
        yesNo({
          id: "hazardousPastimes",
          label: "Do you take part in a hazardous pastime?",
          hint: "Such as climbing, diving, motor racing or flying a private aircraft",
          message: "Say whether you take part in a hazardous pastime",
          priced: true,
        }),
      ],
    },
  ],
};

const medical = detailQuestions.medical;

export const medicalQuestions: QuestionSet = {
  steps: [
    {
      id: "cover",
      title: "Your cover",
      questions: [
        fromDetailQuestion("outpatientLimit", medical.outpatientLimit),
        fromDetailQuestion("excess", medical.excess),
        choice({
          id: "hospitalList",
          label: "Which hospitals?",
          hint: "A list without central London hospitals costs less",
          message: "Choose the hospital list",
          choices: [
            ["local", "A local list of hospitals"],
            ["national", "A national list, without central London"],
            ["full", "Every hospital, central London included"],
          ],
          assumed: "national",
          priced: true,
        }),
        yesNo({
          id: "sixWeekOption",
          label: "Add the six-week option?",
          hint: "Uses the NHS when it can treat you within six weeks, for a lower price",
          message: "Say whether to add the six-week option",
          priced: true,
        }),
        yesNo({
          id: "therapies",
          label: "Include therapies (physiotherapy, osteopathy)?",
          hint: "Covers treatment for muscles and joints",
          message: "Say whether to include therapies",
          assumed: "yes",
          priced: true,
        }),
        yesNo({
          id: "mentalHealth",
          label: "Include mental health treatment?",
          hint: "Out-patient and in-patient psychiatric care",
          message: "Say whether to include mental health treatment",
          priced: true,
        }),
        choice({
          id: "underwriting",
          label: "How should your medical history be treated?",
          hint: "Moratorium excludes recent conditions without forms; full medical underwriting asks now",
          message: "Choose how your medical history is treated",
          choices: [
            ["moratorium", "Moratorium"],
            ["full-medical", "Full medical underwriting"],
          ],
          assumed: "moratorium",
          priced: true,
        }),
        { ...common.startDate, priced: false },
      ],
    },
    {
      id: "you",
      title: "About you and your health",
      questions: [
        common.firstName,
        common.lastName,
        common.dateOfBirth,
        fromDetailQuestion("smoker", medical.smoker),
        heightCm,
        weightKg,
        {
          ...medicalConditions,
          hint: "Under a moratorium these are excluded at first. We never ask for genetic test results",
        },
      ],
    },
    {
      id: "family",
      title: "Who else to cover",
      questions: [
        yesNo({
          id: "includePartner",
          label: "Cover a partner as well?",
          hint: "Each person added is priced on their own age",
          message: "Say whether to cover a partner",
          priced: true,
        }),
        {
          id: "children",
          kind: "number",
          label: "How many children to cover?",
          hint: "Children under 18; 0 for none",
          message: "Enter the number of children, from 0 to 6",
          min: 0,
          max: 6,
          assumed: 0,
          priced: true,
        },
      ],
    },
  ],
};
