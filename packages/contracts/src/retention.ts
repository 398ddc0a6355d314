/**
 * How long personal data is kept. The quotes service purges on this schedule and the privacy
 * policy states these figures, so both read them from here.
 */
export const dataRetention = {
  /** A quote set can be reopened by its reference for this many days. */
  quoteValidityDays: 30,
  /** Quote requests (email, postcode, age), their quotes and click-outs are deleted after this. */
  quoteRequestDays: 90,
  /** Contact messages are deleted after this, except complaints. */
  contactMessageDays: 365,
  /** Call-back requests are deleted after this (the call is made within days; this leaves time for a question about it). */
  callBackRequestDays: 90,
  /** A request for a visitor's data (its link works for an hour) is deleted this long after it expires. */
  dataRequestDays: 1,
  /** Complaints are kept at least three years, as the FCA's complaint-handling rules (DISP 1.9) require. */
  complaintMessageDays: 3 * 365,
} as const;
