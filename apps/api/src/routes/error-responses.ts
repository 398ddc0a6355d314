import { ErrorResponse } from "@plummet/contracts";

/** A route's error answers for its OpenAPI schema: each status code in the one error shape. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponse]));
