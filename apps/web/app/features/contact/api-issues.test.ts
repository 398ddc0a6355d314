import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { fieldIssues } from "./api-issues";

const validationBody = JSON.stringify({
  statusCode: 400,
  error: "Bad Request",
  message: "Please check the form",
  issues: [{ path: "email", message: "Please enter a valid email address" }],
});

describe("fieldIssues", () => {
  it("reads the per-field issues of a 400 answer", () => {
    expect(fieldIssues(new ApiError(400, validationBody, "Bad Request"))).toEqual([
      { path: "email", message: "Please enter a valid email address" },
    ]);
  });

  it("ignores other statuses, bodies that are not our error shape, and other errors", () => {
    expect(fieldIssues(new ApiError(500, validationBody, "Internal Server Error"))).toEqual([]);
    expect(fieldIssues(new ApiError(400, "not json", "Bad Request"))).toEqual([]);
    expect(fieldIssues(new ApiError(400, '{"message":"x"}', "Bad Request"))).toEqual([]);
    expect(fieldIssues(new TypeError("Failed to fetch"))).toEqual([]);
  });
});
