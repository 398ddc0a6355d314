// Questions several products ask in the same words: who the applicant is, a motor licence and
// history, other drivers, the excess and the start date.
import { endorsementCodes } from "../endorsement-codes";
import type {
  ChoiceQuestion,
  DateQuestion,
  FieldQuestion,
  GroupQuestion,
  NumberQuestion,
  TextQuestion,
} from "./question";
import { choice, yesNo } from "./question";

export const firstName: TextQuestion = {
  id: "firstName",
  kind: "text",
  label: "First name",
  hint: "As it appears on your driving licence or passport; the insurer needs it to issue the policy",
  message: "Enter your first name",
  maxLength: 60,
  pattern: "^[A-Za-zÀ-ÖØ-öø-ÿ' .-]+$",
  priced: false,
};

export const lastName: TextQuestion = {
  ...firstName,
  id: "lastName",
  label: "Last name",
  message: "Enter your last name",
};

export const dateOfBirth: DateQuestion = {
  id: "dateOfBirth",
  kind: "date",
  label: "Date of birth",
  hint: "It must agree with the age you gave; insurers price on age, and check it at a claim",
  message: "Enter your date of birth",
  limits: { earliest: { yearsAgo: 121 }, latest: "today" },
  priced: false,
};

export const maritalStatus = choice({
  id: "maritalStatus",
  label: "Marital status",
  hint: "Motor insurers' claims figures differ by it; it never changes a price by sex",
  message: "Choose your marital status",
  choices: [
    ["single", "Single"],
    ["married", "Married or in a civil partnership"],
    ["cohabiting", "Living with a partner"],
    ["divorced", "Divorced or separated"],
    ["widowed", "Widowed"],
  ],
  assumed: "married",
  priced: true,
});

export const employmentStatus = choice({
  id: "employmentStatus",
  label: "Employment status",
  hint: "Insurers ask it with your job to place you in their risk groups",
  message: "Choose your employment status",
  choices: [
    ["employed", "Employed"],
    ["self-employed", "Self-employed"],
    ["student", "In full-time education"],
    ["retired", "Retired"],
    ["unemployed", "Not in work"],
    ["homemaker", "Looking after the home or family"],
  ],
  assumed: "employed",
  priced: true,
});

/** A short list of job groups standing for the thousands of occupation codes insurers use. */
export const occupation = choice({
  id: "occupation",
  label: "Your main job",
  hint: "Claims differ by occupation (how much and when people drive), so insurers price on it",
  message: "Choose the job closest to yours",
  choices: [
    ["office", "Office or administrative work"],
    ["accountant", "Accountant or finance professional"],
    ["teacher", "Teacher or lecturer"],
    ["nurse", "Nurse, doctor or health professional"],
    ["engineer", "Engineer or scientist"],
    ["it", "IT or software professional"],
    ["trades", "Builder, electrician, plumber or other trade"],
    ["retail", "Shop or retail worker"],
    ["hospitality", "Chef, bar or restaurant worker"],
    ["sales", "Sales representative (driving to customers)"],
    ["delivery", "Delivery driver or courier"],
    ["creative", "Artist, musician, journalist or entertainer"],
    ["emergency", "Police, fire or ambulance service"],
    ["armed-forces", "Armed forces"],
    ["student", "Student"],
    ["retired", "Retired"],
    ["not-working", "Not working"],
  ],
  assumed: "office",
  priced: true,
});

export const homeowner = yesNo({
  id: "homeowner",
  label: "Do you own your home?",
  hint: "Homeowners claim less often on motor policies, so many insurers charge them less",
  message: "Say whether you own your home",
  assumed: "yes",
  priced: true,
});

export const voluntaryExcess = choice({
  id: "voluntaryExcess",
  label: "Voluntary excess",
  hint: "What you agree to pay towards a claim on top of the insurer's own excess; more lowers the price",
  message: "Choose a voluntary excess",
  choices: [
    ["0", "None"],
    ["100", "£100"],
    ["250", "£250"],
    ["500", "£500"],
    ["1000", "£1,000"],
  ],
  assumed: "0",
  priced: true,
});

export const startDate: DateQuestion = {
  id: "startDate",
  kind: "date",
  label: "When should the cover start?",
  hint: "Within the next 30 days; buying a few weeks ahead usually costs less than buying for tomorrow",
  message: "Enter a start date from today to 30 days ahead",
  limits: { earliest: { yearsAgo: 0 }, latest: { daysAhead: 30 } },
  priced: true,
};

// --- Motor: licence, history, convictions, other drivers ------------------------------------

export const licenceType = choice({
  id: "licenceType",
  label: "Type of driving licence",
  hint: "A provisional or non-UK licence is priced differently from a full UK licence",
  message: "Choose your type of licence",
  choices: [
    ["full-uk", "Full UK licence"],
    ["provisional-uk", "Provisional UK licence"],
    ["eu", "EU or EEA licence"],
    ["international", "Other international licence"],
  ],
  assumed: "full-uk",
  priced: true,
});

export const licenceYears: NumberQuestion = {
  id: "licenceYears",
  kind: "number",
  label: "Years you have held this licence",
  hint: "New drivers have the most accidents; the risk falls fast over the first few years",
  message: "Enter the whole years you have held your licence, for example 6",
  min: 0,
  max: 80,
  unit: "years",
  assumed: 10,
  priced: true,
};

export const licenceNumber: TextQuestion = {
  id: "licenceNumber",
  kind: "text",
  label: "Driving licence number (optional)",
  hint: "16 characters from section 5 of your photocard; an insurer can check your record with it, and you may leave it out",
  message: "Enter a licence number of 16 letters and numbers, as on your photocard",
  maxLength: 18,
  pattern: "^[A-Za-z9]{5}\\s?\\d{6}\\s?[A-Za-z9]{2}\\d[A-Za-z]{2}$",
  optional: true,
  priced: false,
};

export const dvlaMedicalCondition = yesNo({
  id: "dvlaMedicalCondition",
  label: "Do you have a medical condition you must tell the DVLA about?",
  hint: "Such as diabetes treated with insulin or epilepsy; the insurer must know, and most price it as usual",
  message: "Say whether you have a condition the DVLA must know about",
  priced: false,
});

export const protectedNoClaims = yesNo({
  id: "protectedNoClaims",
  label: "Protect your no-claims bonus?",
  hint: "Protection keeps your discount after one or two claims; it costs extra, shown as its own line",
  message: "Say whether to protect your no-claims bonus",
  askedIf: { question: "noClaimsYears", oneOf: ["4", "5", "6", "7", "8", "9-plus"] },
  priced: true,
});

const claimDateField: DateQuestion = {
  id: "date",
  kind: "date",
  label: "Date of the claim",
  hint: "Within the last 5 years",
  message: "Enter the date of the claim, within the last 5 years",
  limits: { earliest: { yearsAgo: 5 }, latest: "today" },
  priced: true,
};

/** Each motor claim in the last five years: asked once the claims count says there were some. */
export function motorClaimDetails(vehicle: string): GroupQuestion {
  return {
    id: "claimDetails",
    kind: "group",
    label: "Tell us about each claim",
    hint: `Any claim or accident on a policy in your name in the last 5 years, with any ${vehicle}, whoever was at fault`,
    message: "Add each claim, up to 5",
    itemName: "claim",
    maxItems: 5,
    askedIf: { question: "claims", oneOf: ["1", "2-plus"] },
    priced: true,
    fields: [
      claimDateField,
      choice({
        id: "type",
        label: "What happened",
        hint: "Insurers weigh an accident more than a broken windscreen",
        message: "Choose what the claim was for",
        choices: [
          ["accident", "Accident"],
          ["theft", "Theft or attempted theft"],
          ["windscreen", "Windscreen or glass"],
          ["fire", "Fire"],
          ["vandalism", "Vandalism"],
          ["storm-flood", "Storm or flood"],
        ],
        priced: true,
      }),
      yesNo({
        id: "atFault",
        label: "Were you at fault?",
        hint: "A claim where the other side paid costs less than one where your insurer paid",
        message: "Say whether you were at fault",
        priced: true,
      }),
      yesNo({
        id: "noClaimsAffected",
        label: "Did it affect your no-claims bonus?",
        hint: "Only a claim your insurer could not recover reduces the bonus",
        message: "Say whether it affected your no-claims bonus",
        priced: false,
      }),
    ],
  };
}

export const hasConvictions = yesNo({
  id: "hasConvictions",
  label: "Any motoring convictions, fixed penalties or endorsements in the last 5 years?",
  hint: "Unspent ones only: anything older than 5 years is not asked for",
  message: "Say whether you have a motoring conviction in the last 5 years",
  // The convictions themselves are priced, each by its code.
  priced: false,
});

export const endorsementCodeChoices = Object.entries(endorsementCodes).map(
  ([code, description]) => [code, `${code}: ${description}`] as const,
);

export const convictions: GroupQuestion = {
  id: "convictions",
  kind: "group",
  label: "Tell us about each conviction",
  hint: "The code is on your licence record (GOV.UK 'View driving licence') or the court's letter",
  message: "Add each conviction, up to 5",
  itemName: "conviction",
  maxItems: 5,
  askedIf: { question: "hasConvictions", oneOf: ["yes"] },
  priced: true,
  fields: [
    choice({
      id: "code",
      label: "Endorsement code",
      hint: "Two letters and two numbers, such as SP30 for speeding",
      message: "Choose an endorsement code from the DVLA's list",
      choices: endorsementCodeChoices,
      priced: true,
    }),
    {
      id: "date",
      kind: "date",
      label: "Date of the conviction",
      hint: "Within the last 5 years",
      message: "Enter the date of the conviction, within the last 5 years",
      limits: { earliest: { yearsAgo: 5 }, latest: "today" },
      priced: true,
    },
    {
      id: "points",
      kind: "number",
      label: "Penalty points",
      hint: "0 if the court gave none",
      message: "Enter the penalty points, from 0 to 11",
      min: 0,
      max: 11,
      priced: false,
    },
    {
      id: "banMonths",
      kind: "number",
      label: "Months of driving ban",
      hint: "0 if you were not banned",
      message: "Enter the months of any ban, from 0 to 120",
      min: 0,
      max: 120,
      priced: false,
    },
  ],
};

export const unspentCriminalConvictions = yesNo({
  id: "unspentCriminalConvictions",
  label: "Any unspent criminal convictions (not motoring)?",
  hint: "Spent convictions never need declaring, under the Rehabilitation of Offenders Act",
  message: "Say whether you have an unspent criminal conviction",
  priced: true,
});

export const insuranceRefused = yesNo({
  id: "insuranceRefused",
  label: "Has an insurer ever refused, cancelled or voided your insurance?",
  hint: "Insurers must know; it does not stop every insurer quoting",
  message: "Say whether insurance has been refused or cancelled",
  priced: true,
});

export const addOtherDrivers = yesNo({
  id: "addOtherDrivers",
  label: "Add another driver?",
  hint: "Anyone else who will drive regularly; a young driver costs more, an experienced one can cost less",
  message: "Say whether to add another driver",
  priced: false,
});

const otherDriverFields: readonly FieldQuestion[] = [
  { ...firstName, hint: "As it appears on their licence", message: "Enter their first name" },
  { ...lastName, hint: "As it appears on their licence", message: "Enter their last name" },
  {
    ...dateOfBirth,
    hint: "Insurers price on every driver's age",
    message: "Enter their date of birth",
    limits: { earliest: { yearsAgo: 121 }, latest: { daysAhead: 0 } },
    priced: true,
  },
  choice({
    id: "relationship",
    label: "Their relationship to you",
    hint: "Insurers ask who the driver is to you",
    message: "Choose their relationship to you",
    choices: [
      ["spouse", "Husband, wife or civil partner"],
      ["partner", "Partner"],
      ["child", "Son or daughter"],
      ["parent", "Parent"],
      ["sibling", "Brother or sister"],
      ["other-family", "Other family"],
      ["friend", "Friend or colleague"],
    ],
    priced: false,
  }),
  { ...licenceType, label: "Their type of licence", message: "Choose their type of licence" },
  {
    ...licenceYears,
    label: "Years they have held it",
    message: "Enter the whole years they have held their licence",
    assumed: undefined,
  },
  yesNo({
    id: "claimsOrConvictions",
    label: "Any claims or convictions in the last 5 years?",
    hint: "Any motoring claim or conviction of theirs",
    message: "Say whether they have any claims or convictions",
    priced: true,
  }),
];

export const otherDrivers: GroupQuestion = {
  id: "otherDrivers",
  kind: "group",
  label: "The other drivers",
  hint: "Up to 4 people who will drive regularly",
  message: "Add each other driver, up to 4",
  itemName: "driver",
  maxItems: 4,
  askedIf: { question: "addOtherDrivers", oneOf: ["yes"] },
  priced: true,
  fields: otherDriverFields,
};

export const registration: TextQuestion = {
  id: "registration",
  kind: "text",
  label: "Registration number",
  hint: "We look up the make, engine and year for you; leave it blank to enter them yourself",
  message: "Enter a UK registration of up to 7 letters and numbers, for example AB12 CDE",
  maxLength: 8,
  pattern: "^[A-Za-z0-9 ]{2,8}$",
  optional: true,
  priced: false,
};

export const make: TextQuestion = {
  id: "make",
  kind: "text",
  label: "Make",
  hint: "The manufacturer, for example Ford",
  message: "Enter the make",
  maxLength: 40,
  pattern: "^[A-Za-z0-9 .&'-]+$",
  priced: false,
};

export const model: TextQuestion = {
  ...make,
  id: "model",
  label: "Model",
  hint: "The model and version, for example Focus 1.0 EcoBoost Titanium; insurers set its group from it",
  message: "Enter the model",
};

export const fuelType = choice({
  id: "fuelType",
  label: "Fuel",
  hint: "Electric and hybrid vehicles cost more to repair",
  message: "Choose the fuel",
  choices: [
    ["petrol", "Petrol"],
    ["diesel", "Diesel"],
    ["hybrid", "Hybrid"],
    ["electric", "Electric"],
  ],
  assumed: "petrol",
  priced: true,
});

export const yearOfManufacture: NumberQuestion = {
  id: "yearOfManufacture",
  kind: "number",
  label: "Year of manufacture",
  hint: "Newer vehicles cost more to repair; very old ones can be hard to find parts for",
  message: "Enter the year it was made, for example 2018",
  min: 1950,
  max: 2027,
  assumed: 2016,
  priced: true,
};

export const engineCapacity: NumberQuestion = {
  id: "engineCapacity",
  kind: "number",
  label: "Engine size",
  hint: "In cubic centimetres (cc); 0 for an electric vehicle. Bigger engines are priced higher",
  message: "Enter the engine size in cc, for example 1598",
  min: 0,
  max: 8000,
  unit: "cc",
  assumed: 1400,
  priced: true,
};

export const modified = yesNo({
  id: "modified",
  label: "Has it been modified from the maker's specification?",
  hint: "Such as alloy wheels, a body kit or engine tuning; not every insurer covers modified vehicles",
  message: "Say whether it has been modified",
  priced: true,
});

export const imported = yesNo({
  id: "imported",
  label: "Is it an import?",
  hint: "Imported vehicles can be costly to repair",
  message: "Say whether it is an import",
  priced: true,
});

export const registeredKeeper: ChoiceQuestion = choice({
  id: "registeredKeeper",
  label: "Who is the registered keeper?",
  hint: "The person named on the V5C logbook",
  message: "Choose the registered keeper",
  choices: [
    ["you", "You"],
    ["spouse", "Your husband, wife or partner"],
    ["parent", "A parent"],
    ["company", "A company"],
    ["other", "Someone else"],
  ],
  assumed: "you",
  priced: true,
});

export const legalOwner: ChoiceQuestion = choice({
  id: "legalOwner",
  label: "Who owns it?",
  hint: "On finance or lease, the finance company owns it until it is paid off",
  message: "Choose who owns it",
  choices: [
    ["you", "You"],
    ["finance", "A finance or leasing company"],
    ["spouse", "Your husband, wife or partner"],
    ["other", "Someone else"],
  ],
  assumed: "you",
  priced: false,
});

export const dashcam = yesNo({
  id: "dashcam",
  label: "Does it have a dashcam?",
  hint: "Some insurers offer a small discount for footage that settles who was at fault",
  message: "Say whether it has a dashcam",
  priced: true,
});
