import type { QuoteRequest } from "./quote-request";

/** For tests: a request every schema accepts, to change one field at a time. */
export const validQuoteRequest = {
  insuranceType: "car",
  coverageAmount: "standard",
  age: "35",
  postcode: "sw1a1aa",
  email: "a@b.co.uk",
};

/** For tests: each issue's message by its field path ("details.petAge"). */
export function messagesOf(result: ReturnType<typeof QuoteRequest.safeParse>) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}
