import type { InsuranceType } from "@plummet/contracts";
import type { AreaBand } from "./postcode-areas";

/** Points of an age curve: [age, relativity], ages ascending. */
type AgeCurve = ReadonlyArray<readonly [age: number, relativity: number]>;

/**
 * Age relativity curves per product, 1 at the reference age. Motor curves fall steeply from
 * 17 and rise again past 70; life and medical cover rise with age; travel steps up at 65, 70,
 * 75 and 80 (the thresholds the travel guide names); breakdown does not depend on age.
 */
const ageCurves: Record<InsuranceType, { curve: AgeCurve; steps: boolean }> = {
  car: {
    steps: false,
    curve: [
      [17, 4.2],
      [18, 3.7],
      [19, 3.2],
      [20, 2.8],
      [21, 2.4],
      [22, 2.1],
      [23, 1.85],
      [24, 1.65],
      [25, 1.45],
      [30, 1.12],
      [35, 1.02],
      [40, 1],
      [50, 0.95],
      [60, 0.95],
      [65, 0.98],
      [70, 1.08],
      [75, 1.25],
      [80, 1.5],
      [90, 2],
      [120, 2.4],
    ],
  },
  van: {
    steps: false,
    curve: [
      [17, 3.6],
      [18, 3.2],
      [19, 2.9],
      [20, 2.6],
      [21, 2.3],
      [23, 1.8],
      [25, 1.45],
      [30, 1.12],
      [35, 1.02],
      [40, 1],
      [60, 0.95],
      [70, 1.05],
      [80, 1.4],
      [120, 2],
    ],
  },
  // New riders (16-24) are the highest-risk group; the motorcycle guide puts their first-year
  // premium at £800-2,500.
  bike: {
    steps: false,
    curve: [
      [16, 4.3],
      [17, 4.2],
      [18, 3.9],
      [19, 3.6],
      [20, 3.3],
      [21, 3],
      [22, 2.8],
      [23, 2.6],
      [24, 2.45],
      [25, 2.1],
      [30, 1.4],
      [35, 1.1],
      [40, 1],
      [55, 0.92],
      [65, 0.95],
      [70, 1.05],
      [80, 1.3],
      [120, 1.6],
    ],
  },
  home: {
    steps: false,
    curve: [
      [18, 1.25],
      [25, 1.12],
      [30, 1.05],
      [35, 1],
      [50, 0.95],
      [60, 0.9],
      [70, 0.92],
      [80, 0.98],
      [120, 1.05],
    ],
  },
  travel: {
    steps: true,
    curve: [
      [18, 1],
      [65, 1.6],
      [70, 2.3],
      [75, 3.3],
      [80, 4.8],
      [85, 6.5],
    ],
  },
  pet: {
    steps: true,
    curve: [
      [18, 1.05],
      [25, 1],
    ],
  },
  breakdown: { steps: true, curve: [[18, 1]] },
  // Level term for a non-smoker: the premium roughly doubles every nine years of age at entry.
  life: {
    steps: false,
    curve: [
      [18, 0.5],
      [25, 0.58],
      [30, 0.75],
      [35, 1],
      [40, 1.38],
      [45, 1.95],
      [50, 2.8],
      [55, 4],
      [60, 5.8],
      [65, 8.2],
      [70, 11.5],
      [75, 16],
      [80, 22],
      [85, 30],
    ],
  },
  medical: {
    steps: false,
    curve: [
      [18, 0.5],
      [25, 0.6],
      [30, 0.7],
      [35, 0.85],
      [40, 1],
      [45, 1.15],
      [50, 1.35],
      [55, 1.6],
      [60, 1.95],
      [65, 2.4],
      [70, 2.9],
      [75, 3.5],
      [79, 3.9],
      [120, 5],
    ],
  },
};

/**
 * The age relativity of a product at a whole-number age: linear between the curve's points, or
 * a step function for products priced in age bands. Ages beyond the curve take its last value.
 */
export function ageRelativity(type: InsuranceType, age: number): number {
  const { curve, steps } = ageCurves[type];
  let previous = curve[0]!;
  if (age <= previous[0]) return previous[1];
  for (const point of curve.slice(1)) {
    if (age < point[0]) {
      if (steps) return previous[1];
      const share = (age - previous[0]) / (point[0] - previous[0]);
      return previous[1] + share * (point[1] - previous[1]);
    }
    previous = point;
  }
  return previous[1];
}

type AreaCurve = Record<AreaBand, number>;

const flat: AreaCurve = {
  "central-london": 1,
  "outer-london": 1,
  "major-city": 1,
  urban: 1,
  mixed: 1,
  rural: 1,
  remote: 1,
  "northern-ireland": 1,
  "crown-dependency": 1,
};

const motor: AreaCurve = {
  "central-london": 1.45,
  "outer-london": 1.3,
  "major-city": 1.3,
  urban: 1.12,
  mixed: 1,
  rural: 0.88,
  remote: 0.8,
  "northern-ireland": 1.05,
  "crown-dependency": 1,
};

/**
 * Area relativity by product and band. Dense cities cost more for car, van, bike (theft) and
 * home (crime); remote areas cost less. Vet and hospital fees are higher in London. Breakdown
 * recovery costs a little more where distances are long. Travel and life do not depend on area.
 */
const areaCurves: Record<InsuranceType, AreaCurve> = {
  car: motor,
  van: motor,
  bike: { ...motor, "central-london": 1.6, "outer-london": 1.4, "major-city": 1.35, urban: 1.15 },
  home: {
    ...flat,
    "central-london": 1.35,
    "outer-london": 1.22,
    "major-city": 1.25,
    urban: 1.1,
    rural: 0.92,
    remote: 0.9,
    "northern-ireland": 0.95,
  },
  pet: {
    ...flat,
    "central-london": 1.25,
    "outer-london": 1.15,
    "major-city": 1.08,
    urban: 1.03,
    rural: 0.95,
    remote: 0.95,
    "northern-ireland": 0.95,
  },
  medical: {
    ...flat,
    "central-london": 1.3,
    "outer-london": 1.18,
    "major-city": 1.05,
    rural: 0.95,
    remote: 0.92,
    "northern-ireland": 0.9,
  },
  breakdown: { ...flat, rural: 1.04, remote: 1.08 },
  travel: flat,
  life: flat,
};

export function areaRelativity(type: InsuranceType, band: AreaBand): number {
  return areaCurves[type][band];
}
