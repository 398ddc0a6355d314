import { describe, expect, it } from "vitest";
import { successToast } from "./quote-copy";

describe("successToast", () => {
  it("says how many quotes were found and the cheapest annual price, under each form's title", () => {
    expect(successToast("home", [{ annualPrice: 1530.52 }, { annualPrice: 530.52 }])).toEqual({
      variant: "success",
      title: "Quotes retrieved successfully",
      description: "2 quotes from our panel, from £530.52 a year.",
    });
    expect(successToast("product", [{ annualPrice: 250 }])).toMatchObject({
      title: "Success!",
      description: "1 quote from our panel, from £250.00 a year.",
    });
  });
});
