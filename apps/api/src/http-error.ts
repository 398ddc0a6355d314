import type { ErrorResponse } from "@plummet/contracts";

/** A client error raised by a route, answered in the error shape with its own message. */
export class HttpError extends Error {
  override readonly name = "HttpError";

  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: NonNullable<ErrorResponse["issues"]>,
  ) {
    super(message);
  }
}
