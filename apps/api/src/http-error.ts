import type { ErrorResponse } from "@plummet/contracts";

/** Why a signed link was refused, for the page that says what to do next. */
export type LinkProblem = "invalid" | "expired" | "used";

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

/** A signed link that cannot be used: 400 when invalid, 410 when expired, used or gone. */
export class LinkError extends HttpError {
  constructor(
    readonly linkProblem: LinkProblem,
    message: string,
  ) {
    super(linkProblem === "invalid" ? 400 : 410, message);
  }
}
