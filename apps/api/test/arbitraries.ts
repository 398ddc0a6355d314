import { coverageLevels, crownDependencyAreas, eligibleAges, insuranceTypes } from "@plummet/contracts";
import fc from "fast-check";
import { postcodeAreas } from "../src/rating/postcode-areas";

const letters = (alphabet: string) => fc.constantFrom(...alphabet.split(""));

/**
 * A valid UK postcode in the GOV.UK pattern, from any real area of the UK (not the Crown
 * dependencies, which the request schema refuses: UK cover only), in any case and spacing.
 */
export const ukPostcode = fc
  .tuple(
    fc.constantFrom(
      ...[...postcodeAreas.keys()].filter(
        (area) => !(crownDependencyAreas as readonly string[]).includes(area),
      ),
    ),
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 0, max: 9 }),
    letters("ABDEFGHJLNPQRSTUWXYZ"),
    letters("ABDEFGHJLNPQRSTUWXYZ"),
    fc.constantFrom(" ", "", "  "),
    fc.boolean(),
  )
  .map(([area, district, sector, unit1, unit2, space, lower]) => {
    const postcode = `${area}${district}${space}${sector}${unit1}${unit2}`;
    return lower ? postcode.toLowerCase() : postcode;
  });

export const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/),
    fc.constantFrom("example.com", "example.co.uk", "mail.example.org"),
  )
  .map(([local, domain]) => `${local}@${domain}`);

/** A valid quote request body, age as text (the form) or as a number (API clients). */
export const validQuoteBody = fc
  .tuple(fc.constantFrom(...insuranceTypes), fc.constantFrom(...coverageLevels))
  .chain(([insuranceType, coverageAmount]) =>
    fc.record({
      insuranceType: fc.constant(insuranceType),
      coverageAmount: fc.constant(coverageAmount),
      age: fc
        .integer({
          min: eligibleAges[insuranceType].min,
          max: Math.min(eligibleAges[insuranceType].max, 100),
        })
        .chain((age) => fc.constantFrom<string | number>(age, String(age), ` ${age} `)),
      postcode: ukPostcode,
      email,
    }),
  );
