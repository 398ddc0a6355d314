// The full quote for a car, a van and a motorbike: the vehicle, its use and keeping, the
// applicant, the licence and history, other drivers and the cover.
import { detailQuestions } from "../quote-details";
import * as common from "./common";
import { choice, fromDetailQuestion, type QuestionSet, type QuestionStep, yesNo } from "./question";

const car = detailQuestions.car;

const aboutYou: QuestionStep = {
  id: "you",
  title: "About you",
  questions: [
    common.firstName,
    common.lastName,
    common.dateOfBirth,
    common.maritalStatus,
    common.employmentStatus,
    common.occupation,
    common.homeowner,
    yesNo({
      id: "childrenUnder16",
      label: "Do you have children under 16 living with you?",
      hint: "Drivers with young children claim a little less often",
      message: "Say whether you have children under 16 at home",
      priced: true,
    }),
    choice({
      id: "ukResidentSince",
      label: "How long have you lived in the UK?",
      hint: "Insurers price on how long you have driven on UK roads",
      message: "Choose how long you have lived in the UK",
      choices: [
        ["birth", "Since birth"],
        ["5-plus", "5 years or more"],
        ["1-4", "1 to 4 years"],
        ["under-1", "Under a year"],
      ],
      assumed: "birth",
      priced: true,
    }),
  ],
};

function licenceStep(licence = common.licenceType): QuestionStep {
  return {
    id: "licence",
    title: "Your licence",
    questions: [licence, common.licenceYears, common.licenceNumber, common.dvlaMedicalCondition],
  };
}

function historyStep(vehicle: string, claims = car.claims): QuestionStep {
  return {
    id: "history",
    title: "Claims and convictions",
    questions: [
      fromDetailQuestion("claims", claims),
      common.motorClaimDetails(vehicle),
      common.hasConvictions,
      common.convictions,
      common.unspentCriminalConvictions,
      common.insuranceRefused,
    ],
  };
}

const noClaimsStep = (vehicle: string): QuestionStep => ({
  id: "no-claims",
  title: "Your no-claims bonus",
  questions: [
    {
      ...fromDetailQuestion("noClaimsYears", car.noClaimsYears),
      hint: `Claim-free years on a ${vehicle} policy in your own name; proof comes from your last insurer`,
    },
    common.protectedNoClaims,
  ],
});

const driversStep: QuestionStep = {
  id: "drivers",
  title: "Other drivers",
  questions: [common.addOtherDrivers, common.otherDrivers],
};

const coverStep: QuestionStep = {
  id: "cover",
  title: "Your cover",
  questions: [common.voluntaryExcess, common.startDate],
};

const classOfUse = choice({
  id: "classOfUse",
  label: "What will the car be used for?",
  hint: "Commuting and business use mean more miles at busy times, so they cost more",
  message: "Choose what the car will be used for",
  choices: [
    ["social", "Social, domestic and pleasure only"],
    ["commuting", "Social and commuting to one place of work"],
    ["business", "Business use by you"],
    ["business-all", "Business use by you and the other drivers"],
  ],
  assumed: "commuting",
  priced: true,
});

const carSecurity = choice({
  id: "security",
  label: "Security fitted",
  hint: "A Thatcham-approved alarm or tracker makes a car harder to steal",
  message: "Choose the security fitted",
  choices: [
    ["factory", "The maker's alarm and immobiliser"],
    ["thatcham-alarm", "A Thatcham-approved alarm"],
    ["tracker", "A tracking device"],
    ["none", "None"],
  ],
  assumed: "factory",
  priced: true,
});

const otherVehicles = choice({
  id: "otherVehicles",
  label: "Do you drive any other vehicle?",
  hint: "Drivers with the use of another car drive this one less",
  message: "Choose whether you drive another vehicle",
  choices: [
    ["none", "No"],
    ["own-car", "Another car of my own"],
    ["company-car", "A company car"],
    ["named-driver", "I am a named driver on someone else's car"],
  ],
  assumed: "none",
  priced: true,
});

const transmission = choice({
  id: "transmission",
  label: "Gearbox",
  hint: "Insurers identify the exact model with it",
  message: "Choose manual or automatic",
  choices: [
    ["manual", "Manual"],
    ["automatic", "Automatic"],
  ],
  assumed: "manual",
  priced: false,
});

export const carQuestions: QuestionSet = {
  steps: [
    {
      id: "vehicle",
      title: "Your car",
      questions: [
        common.registration,
        common.make,
        common.model,
        common.fuelType,
        common.engineCapacity,
        transmission,
        common.yearOfManufacture,
        fromDetailQuestion("vehicleValue", car.vehicleValue),
        common.modified,
        common.imported,
      ],
    },
    {
      id: "use",
      title: "How it is used and kept",
      questions: [
        common.registeredKeeper,
        common.legalOwner,
        classOfUse,
        fromDetailQuestion("annualMileage", car.annualMileage),
        fromDetailQuestion("keptOvernight", car.keptOvernight),
        carSecurity,
        common.dashcam,
        otherVehicles,
      ],
    },
    aboutYou,
    licenceStep(),
    noClaimsStep("car"),
    historyStep("car"),
    driversStep,
    coverStep,
  ],
};

const van = detailQuestions.van;

export const vanQuestions: QuestionSet = {
  steps: [
    {
      id: "vehicle",
      title: "Your van",
      questions: [
        common.registration,
        common.make,
        common.model,
        common.fuelType,
        { ...common.engineCapacity, assumed: 2000 },
        { ...common.yearOfManufacture, assumed: 2017 },
        fromDetailQuestion("vehicleValue", van.vehicleValue),
        choice({
          id: "grossWeight",
          label: "Gross vehicle weight",
          hint: "From the V5C; heavier vans cause more damage in an accident",
          message: "Choose the gross vehicle weight",
          choices: [
            ["up-to-2000", "Up to 2 tonnes (small van)"],
            ["2001-3500", "2 to 3.5 tonnes"],
          ],
          assumed: "2001-3500",
          priced: true,
        }),
        yesNo({
          id: "signwritten",
          label: "Is it signwritten?",
          hint: "A signwritten van is easier to trace, so some insurers charge less",
          message: "Say whether the van is signwritten",
          priced: true,
        }),
        common.modified,
      ],
    },
    {
      id: "use",
      title: "How it is used and kept",
      questions: [
        common.registeredKeeper,
        {
          ...fromDetailQuestion("vanUse", van.vanUse),
          choices: [
            { value: "social", label: "Social and domestic only" },
            { value: "commuting", label: "Social and commuting" },
            { value: "business", label: "Business: your own goods and tools" },
            { value: "haulage", label: "Hire and reward: carrying goods for others (courier or haulage)" },
          ],
        },
        choice({
          id: "goodsCarried",
          label: "What do you carry?",
          hint: "Tools and materials are usual; hazardous or high-value goods cost more",
          message: "Choose what you carry",
          choices: [
            ["none", "Nothing for business"],
            ["tools", "Tools and materials for my trade"],
            ["parcels", "Parcels and general goods"],
            ["food", "Food and drink"],
            ["high-value", "High-value goods (electronics, jewellery)"],
            ["hazardous", "Hazardous goods"],
          ],
          assumed: "tools",
          askedIf: { question: "vanUse", oneOf: ["business", "haulage"] },
          priced: true,
        }),
        choice({
          id: "annualMileage",
          label: "Miles a year",
          hint: "Your best estimate of the miles the van will do",
          message: "Choose your annual mileage",
          choices: [
            ["up-to-8000", "Up to 8,000"],
            ["8001-15000", "8,001 to 15,000"],
            ["15001-25000", "15,001 to 25,000"],
            ["over-25000", "Over 25,000"],
          ],
          assumed: "8001-15000",
          priced: true,
        }),
        {
          ...fromDetailQuestion("keptOvernight", car.keptOvernight),
          hint: "Where the van usually stays at night",
          message: "Choose where the van is kept overnight",
        },
        yesNo({
          id: "toolsLeftOvernight",
          label: "Are tools left in it overnight?",
          hint: "Vans with tools inside are broken into more often",
          message: "Say whether tools are left in the van overnight",
          priced: true,
        }),
        { ...carSecurity, hint: "An approved alarm, deadlocks or tracker makes a van harder to steal" },
      ],
    },
    {
      ...aboutYou,
      questions: aboutYou.questions.filter((question) => question.id !== "childrenUnder16"),
    },
    licenceStep(),
    noClaimsStep("van"),
    historyStep("van", van.claims),
    driversStep,
    coverStep,
  ],
};

const bike = detailQuestions.bike;

const bikeLicence = choice({
  id: "licenceType",
  label: "Your motorcycle licence",
  hint: "What you may ride depends on it: CBT to 125cc on L plates, A1, A2 up to 35kW, A unrestricted",
  message: "Choose your motorcycle licence",
  choices: [
    ["cbt", "CBT certificate only"],
    ["a1", "A1 licence"],
    ["a2", "A2 licence"],
    ["a", "Full A licence"],
  ],
  assumed: "a",
  priced: true,
});

export const bikeQuestions: QuestionSet = {
  steps: [
    {
      id: "vehicle",
      title: "Your bike",
      questions: [
        common.registration,
        common.make,
        common.model,
        fromDetailQuestion("engineSize", bike.engineSize),
        { ...common.yearOfManufacture, assumed: 2018 },
        choice({
          id: "bikeValue",
          label: "What the bike is worth",
          hint: "What it would cost to buy today",
          message: "Choose what the bike is worth",
          choices: [
            ["under-2000", "Under £2,000"],
            ["2000-5000", "£2,000 to £5,000"],
            ["5001-10000", "£5,001 to £10,000"],
            ["over-10000", "Over £10,000"],
          ],
          assumed: "2000-5000",
          priced: true,
        }),
        common.modified,
      ],
    },
    {
      id: "use",
      title: "How it is used and kept",
      questions: [
        {
          ...classOfUse,
          label: "What will the bike be used for?",
          message: "Choose what the bike will be used for",
          choices: classOfUse.choices.slice(0, 3),
        },
        choice({
          id: "annualMileage",
          label: "Miles a year",
          hint: "Your best estimate of the miles the bike will do",
          message: "Choose your annual mileage",
          choices: [
            ["up-to-2000", "Up to 2,000"],
            ["2001-4000", "2,001 to 4,000"],
            ["4001-7000", "4,001 to 7,000"],
            ["over-7000", "Over 7,000"],
          ],
          assumed: "2001-4000",
          priced: true,
        }),
        fromDetailQuestion("keptOvernight", bike.keptOvernight),
        choice({
          id: "security",
          label: "Security you use",
          hint: "Bikes are stolen far more than cars; a Sold Secure lock or tracker is priced lower",
          message: "Choose the security you use",
          choices: [
            ["none", "None"],
            ["disc-lock", "A disc lock"],
            ["chain", "A Sold Secure chain or ground anchor"],
            ["alarm-tracker", "An alarm or tracker"],
          ],
          assumed: "disc-lock",
          priced: true,
        }),
      ],
    },
    {
      id: "you",
      title: "About you",
      questions: [
        common.firstName,
        common.lastName,
        common.dateOfBirth,
        common.employmentStatus,
        common.occupation,
        common.homeowner,
      ],
    },
    {
      id: "licence",
      title: "Your licence",
      questions: [
        bikeLicence,
        fromDetailQuestion("yearsRiding", bike.yearsRiding),
        common.licenceNumber,
        common.dvlaMedicalCondition,
      ],
    },
    {
      id: "history",
      title: "No-claims, claims and convictions",
      questions: [
        {
          ...fromDetailQuestion("noClaimsYears", car.noClaimsYears),
          hint: "Claim-free years on a motorcycle policy in your own name",
        },
        fromDetailQuestion("claims", car.claims),
        common.motorClaimDetails("motorbike"),
        common.hasConvictions,
        common.convictions,
      ],
    },
    { ...coverStep, questions: [common.voluntaryExcess, common.startDate] },
  ],
};
