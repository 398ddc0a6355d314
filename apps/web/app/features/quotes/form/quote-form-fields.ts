/** What the form holds before validation: every control's raw value (age and postcode as typed). */
export type QuoteFormValues = {
  insuranceType: string;
  coverageAmount: string;
  age: string;
  postcode: string;
  email: string;
  marketingOptIn: boolean;
};

export type QuoteFieldName = keyof QuoteFormValues;

/** The order fields appear in, so the error summary lists problems top to bottom. */
export const quoteFieldOrder: QuoteFieldName[] = [
  "insuranceType",
  "coverageAmount",
  "age",
  "postcode",
  "email",
  "marketingOptIn",
];

/** Stable ids per form instance: `<prefix>-<field>`; the error summary links to them. */
export function quoteFieldId(prefix: string, name: QuoteFieldName): string {
  return `${prefix}-${name}`;
}

/** The text fields and the native select: what a visitor can fill in before the code loads. */
export const fieldsTypedBeforeHydration = ["insuranceType", "age", "postcode", "email"] as const;
