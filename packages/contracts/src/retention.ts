/**
 * How long personal data is kept. The quotes service purges on this schedule and the privacy
 * policy states these figures, so both read them from here.
 */
export const dataRetention = {
  /** A quote set can be reopened by its reference for this many days. */
  quoteValidityDays: 30,
  /** Quote requests (email, postcode, age), their quotes and click-outs are deleted after this. */
  quoteRequestDays: 90,
  /** Contact messages are deleted after this. */
  contactMessageDays: 365,
} as const;
