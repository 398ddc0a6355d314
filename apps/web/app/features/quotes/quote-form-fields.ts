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
const fieldsTypedBeforeHydration = ["insuranceType", "age", "postcode", "email"] as const;

/**
 * The form's starting values. The prerendered form is plain HTML until its code arrives (see
 * deferred-quote-form), and a visitor may have started typing: on the page first loaded, those
 * values are read from the page, so hydration does not wipe them.
 */
export function initialQuoteValues(
  prefix: string,
  defaults: QuoteFormValues,
  { fromPage }: { fromPage: boolean },
): QuoteFormValues {
  if (!fromPage || typeof document === "undefined") return defaults;
  const values = { ...defaults };
  for (const name of fieldsTypedBeforeHydration) {
    const control = document.getElementById(quoteFieldId(prefix, name));
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)
      values[name] = control.value;
  }
  return values;
}
