import { describe, expect, it } from "vitest";
import { endorsementCodes } from "./endorsement-codes";
import { exampleAnswers, productDetailsSchemas, QuoteRequest, todayIso, unansweredQuestions } from "./index";
import { insuranceTypes } from "./insurance-types";
import { questionSets, questionsOfSet } from "./questions";
import { type DetailQuestion, detailQuestions } from "./quote-details";

/** The least each product asks one applicant with no history (what a UK insurer rates on). */
const fewestQuestions = {
  car: 35,
  van: 35,
  bike: 28,
  home: 25,
  life: 15,
  medical: 15,
  travel: 15,
  pet: 12,
  breakdown: 10,
};

function daysFromToday(days: number): string {
  return new Date(Date.parse(`${todayIso()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function yearsAgo(years: number, extraDays = 0): string {
  const today = todayIso();
  const [y, m, d] = today.split("-");
  const date = new Date(Date.parse(`${Number(y) - years}-${m}-${d}T00:00:00Z`) - extraDays * 86_400_000);
  return date.toISOString().slice(0, 10);
}

describe("the question sets", () => {
  it.each(insuranceTypes)("%s asks at least what an insurer rates on, each question once", (type) => {
    const questions = questionsOfSet(questionSets[type]);
    expect(questions.length).toBeGreaterThanOrEqual(fewestQuestions[type]);
    const ids = questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(insuranceTypes)("%s asks a conditional question only after the answer it depends on", (type) => {
    const seen = new Set<string>();
    for (const question of questionsOfSet(questionSets[type])) {
      if (question.askedIf) expect(seen, `${type}.${question.id}`).toContain(question.askedIf.question);
      seen.add(question.id);
    }
  });

  it.each(insuranceTypes)("%s keeps every refine question with the same answers", (type) => {
    const questions = questionsOfSet(questionSets[type]);
    for (const [key, question] of Object.entries(detailQuestions[type]) as Array<[string, DetailQuestion]>) {
      const full = questions.find((candidate) => candidate.id === key);
      expect(full?.kind, `${type}.${key}`).toBe("choice");
      if (full?.kind !== "choice") continue;
      expect(full.choices.map((choice) => choice.value)).toEqual(question.choices.map(([value]) => value));
    }
  });

  it("asks for conviction codes from the DVLA's list only, and never a sex or a genetic test", () => {
    for (const type of insuranceTypes) {
      for (const question of questionsOfSet(questionSets[type])) {
        expect(`${question.id} ${question.label}`).not.toMatch(/\b(sex|gender)\b/i);
        if (question.id === "medicalConditions" && (type === "life" || type === "medical"))
          expect(question.hint).toMatch(/never ask for genetic test results/);
      }
    }
    const convictions = questionsOfSet(questionSets.car).find((question) => question.id === "convictions");
    expect(
      convictions?.kind === "group" &&
        convictions.fields[0]?.kind === "choice" &&
        convictions.fields[0].choices.length,
    ).toBe(Object.keys(endorsementCodes).length);
  });
});

const carAnswers = {
  insuranceType: "car",
  registration: "PL12 MMT",
  make: "Ford",
  model: "Focus 1.0 EcoBoost",
  fuelType: "petrol",
  engineCapacity: 999,
  transmission: "manual",
  yearOfManufacture: 2018,
  vehicleValue: "7501-15000",
  modified: "no",
  imported: "no",
  registeredKeeper: "you",
  legalOwner: "you",
  classOfUse: "commuting",
  annualMileage: "8001-12000",
  keptOvernight: "driveway",
  security: "factory",
  dashcam: "no",
  otherVehicles: "none",
  firstName: "Alex",
  lastName: "Morgan",
  dateOfBirth: yearsAgo(35, 10),
  maritalStatus: "married",
  employmentStatus: "employed",
  occupation: "teacher",
  homeowner: "yes",
  childrenUnder16: "no",
  ukResidentSince: "birth",
  licenceType: "full-uk",
  licenceYears: 12,
  dvlaMedicalCondition: "no",
  noClaimsYears: "5",
  protectedNoClaims: "yes",
  claims: "1",
  claimDetails: [{ date: yearsAgo(2), type: "accident", atFault: "yes", noClaimsAffected: "yes" }],
  hasConvictions: "yes",
  convictions: [{ code: "SP30", date: yearsAgo(1), points: 3, banMonths: 0 }],
  unspentCriminalConvictions: "no",
  insuranceRefused: "no",
  addOtherDrivers: "yes",
  otherDrivers: [
    {
      firstName: "Sam",
      lastName: "Morgan",
      dateOfBirth: yearsAgo(19),
      relationship: "child",
      licenceType: "full-uk",
      licenceYears: 1,
      claimsOrConvictions: "no",
    },
  ],
  voluntaryExcess: "250",
  startDate: daysFromToday(14),
};

const request = {
  insuranceType: "car",
  coverageAmount: "standard",
  age: 35,
  postcode: "SW1A 1AA",
  email: "alex@example.com",
};

function issues(details: Record<string, unknown>, age = 35) {
  const result = QuoteRequest.safeParse({ ...request, age, details });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("full answers", () => {
  it("accepts a complete car quote, and numbers typed as text", () => {
    expect(issues(carAnswers)).toEqual([]);
    expect(issues({ ...carAnswers, engineCapacity: "1,598" })).toEqual([]);
  });

  it("still accepts today's refine answers alone", () => {
    expect(
      productDetailsSchemas.car.safeParse({ insuranceType: "car", noClaimsYears: "9-plus" }).success,
    ).toBe(true);
  });

  it("refuses each bad answer beside its field", () => {
    expect(issues({ ...carAnswers, startDate: daysFromToday(45) })).toEqual([
      "details.startDate: The date must be within 30 days from today",
    ]);
    expect(issues({ ...carAnswers, startDate: daysFromToday(-1) })).toEqual([
      "details.startDate: The date must be today or later",
    ]);
    expect(issues({ ...carAnswers, dateOfBirth: daysFromToday(3) })).toContain(
      "details.dateOfBirth: The date must be today or in the past",
    );
    expect(issues({ ...carAnswers, dateOfBirth: "2001-02-30" })).toEqual([
      "details.dateOfBirth: Enter a real date as YYYY-MM-DD, for example 2026-03-14",
    ]);
    expect(issues({ ...carAnswers, licenceYears: 19 })).toEqual([
      "details.licenceYears: You can have held a licence for at most 18 years: drivers start at 17",
    ]);
    expect(issues({ ...carAnswers, dateOfBirth: yearsAgo(40) })).toEqual([
      "details.dateOfBirth: Your date of birth makes you 40, but you gave your age as 35: check both",
    ]);
    expect(
      issues({ ...carAnswers, convictions: [{ code: "SP99", date: yearsAgo(1), points: 3, banMonths: 0 }] }),
    ).toEqual(["details.convictions.0.code: Choose an endorsement code from the DVLA's list"]);
    expect(
      issues({ ...carAnswers, convictions: [{ code: "SP30", date: yearsAgo(6), points: 3, banMonths: 0 }] }),
    ).toEqual(["details.convictions.0.date: The date must be within the last 5 years"]);
    const driver = carAnswers.otherDrivers[0]!;
    expect(issues({ ...carAnswers, otherDrivers: Array(5).fill(driver) })).toEqual([
      "details.otherDrivers: Add up to 4 drivers",
    ]);
    expect(issues({ ...carAnswers, otherDrivers: [{ ...driver, licenceYears: 3 }] })).toEqual([
      "details.otherDrivers.0.licenceYears: You can have held a licence for at most 2 years: drivers start at 17",
    ]);
    expect(issues({ ...carAnswers, otherDrivers: [{ ...driver, dateOfBirth: yearsAgo(15) }] })).toEqual([
      "details.otherDrivers.0.dateOfBirth: Each other driver must be at least 17",
    ]);
  });

  it("refuses an answer to a question not asked, naming it", () => {
    expect(issues({ ...carAnswers, hasConvictions: "no" })).toEqual([
      'details.convictions: "Tell us about each conviction" is only asked when "Any motoring convictions, fixed penalties or endorsements in the last 5 years?" is Yes',
    ]);
    expect(issues({ insuranceType: "car", rebuildCost: 250000 })).toEqual([
      "details: This question is not asked for this insurance type",
    ]);
  });
});

describe("example answers", () => {
  it.each(insuranceTypes)("are a valid full quote for %s", (type) => {
    const details = { insuranceType: type, ...exampleAnswers(type, { age: 40 }) };
    const result = QuoteRequest.safeParse({ ...request, insuranceType: type, age: 40, details });
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(unansweredQuestions(type, details)).toEqual([]);
  });
});
