import type { QuoteRequest } from "@plummet/client";
import {
  type CoverageLevel,
  coverageLevelDetails,
  coverageLevelMeanings,
  coverageLevels,
  type InsuranceType,
  insuranceTypeLabels,
  insuranceTypes,
} from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Checkbox } from "@plummet/ui/checkbox";
import { Field, FieldSet } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { NativeSelect } from "@plummet/ui/native-select";
import { RadioGroup, RadioOptionCard } from "@plummet/ui/radio-group";
import { Spinner } from "@plummet/ui/spinner";
import { useEffect, useRef, useState } from "react";
import { formText } from "../../../lib/form-errors";
import { showToast } from "../../../lib/lazy-toast";
import { onFirstNeed } from "../../../lib/load-later";
import {
  checkedBeforeHydration,
  useFormReady,
  valuesTypedBeforeHydration,
} from "../../../lib/prerendered-form";
import { useSchemaForm } from "../../../lib/schema-form";
import { toastAfterLoad } from "../../../lib/toast-after-load";
import { isInsuranceType } from "../shared/insurance-type";
import { keepPendingQuote, NEW_QUOTES_PATH } from "../shared/pending-quote";
import { rememberAnswers, rememberedAnswers } from "../shared/saved-quotes";
import { type QuoteFormVariant, quoteToasts } from "./quote-copy";
import {
  fieldsTypedBeforeHydration,
  type QuoteFormValues,
  quoteFieldId,
  quoteFieldOrder,
} from "./quote-form-fields";

const isCoverageLevel = (value: string): value is CoverageLevel =>
  (coverageLevels as readonly string[]).includes(value);

/** The product and level a link chose (`?type=car&level=standard`), and what it named that does not exist. */
export function presetFromAddress(params: URLSearchParams): {
  insuranceType?: InsuranceType;
  coverageAmount?: CoverageLevel;
  unknown: string[];
} {
  const type = params.get("type");
  const level = params.get("level");
  const quoted = (value: string) => `“${value.length > 30 ? `${value.slice(0, 30)}…` : value}”`;
  return {
    insuranceType: type !== null && isInsuranceType(type) ? type : undefined,
    coverageAmount: level !== null && isCoverageLevel(level) ? level : undefined,
    unknown: [
      ...(type !== null && !isInsuranceType(type) ? [`the insurance type ${quoted(type)}`] : []),
      ...(level !== null && !isCoverageLevel(level) ? [`the coverage level ${quoted(level)}`] : []),
    ],
  };
}

// The schemas (and zod) load when the visitor first focuses or touches the form; submitting waits.
const quoteValidation = onFirstNeed(() => import("./quote-schemas"));

export type QuoteFormProps = {
  /** "home" uses the home form's messages and toasts (docs/product/forms-and-messages.md); "product" the product pages' ones. */
  variant: QuoteFormVariant;
  /** The product page's type, chosen for the visitor (they may still change it). */
  presetType?: InsuranceType;
  /** Prefix of the fields' ids; one form per page, so the default is enough. */
  idPrefix?: string;
};

/**
 * The quote form (docs/product/forms-and-messages.md): five questions and a separate, unticked marketing opt-in,
 * validated with the contracts' zod schema. On success the visitor goes to the quote set's own
 * page (/quotes/<reference>, a page load), so reload, Back and a shared link show the same results. The form
 * stays `noValidate` so the schema's messages, not the browser's, are shown.
 */
export function QuoteForm({ variant, presetType, idPrefix = "quote" }: QuoteFormProps) {
  // Keep what was typed into the prerendered form before this code arrived.
  const [defaultValues] = useState<QuoteFormValues>(() => ({
    insuranceType: presetType ?? "",
    coverageAmount: checkedBeforeHydration("coverageAmount") ?? "",
    age: "",
    postcode: "",
    email: "",
    marketingOptIn: checkedBeforeHydration("marketingOptIn") !== undefined,
    ...valuesTypedBeforeHydration(fieldsTypedBeforeHydration, (name) => quoteFieldId(idPrefix, name)),
  }));
  const ready = useFormReady();
  const formRef = useRef<HTMLFormElement>(null);
  // The text fields and the select are the browser's own (uncontrolled); the radio group and the
  // checkbox are React's.
  const [coverageAmount, setCoverageAmount] = useState(defaultValues.coverageAmount);
  // As prerendered at first (what each level buys shows once a product is chosen), so hydration
  // matches the HTML; the mount effect below then reads the select's value.
  const [insuranceType, setInsuranceType] = useState<string>(presetType ?? "");
  // What a link asked for that the form does not offer (`/?type=boat`), said beside the fields.
  const [unknownChoices, setUnknownChoices] = useState<string[]>([]);
  const [marketingOptIn, setMarketingOptIn] = useState(defaultValues.marketingOptIn);
  const id = (name: keyof QuoteFormValues) => quoteFieldId(idPrefix, name);
  const schemaForm = useSchemaForm({
    check: async (values: Record<string, unknown>) =>
      (await quoteValidation.get()).quoteSchemas[variant].safeParse(values),
    fields: quoteFieldOrder,
    idOf: id,
  });
  const { errors } = schemaForm;

  // A link may choose the product and level (`/?type=car&level=standard#quote-comparison`, the
  // home page's product cards); what it asks for that does not exist is said, not guessed.
  useEffect(() => {
    const preset = presetFromAddress(new URLSearchParams(window.location.search));
    const select = formRef.current?.elements.namedItem("insuranceType");
    if (select instanceof HTMLSelectElement) {
      if (preset.insuranceType) select.value = preset.insuranceType;
      setInsuranceType(select.value);
    }
    if (preset.coverageAmount) setCoverageAmount(preset.coverageAmount);
    setUnknownChoices(preset.unknown);
  }, []);

  // "Change your details": answers given earlier in this tab fill the fields still empty.
  useEffect(() => {
    const form = formRef.current;
    for (const [name, value] of Object.entries(rememberedAnswers()) as Array<
      [keyof QuoteFormValues, unknown]
    >) {
      if (name === "coverageAmount" && typeof value === "string") setCoverageAmount((now) => now || value);
      else if (name === "insuranceType" && typeof value === "string")
        setInsuranceType((now) => {
          const select = form?.elements.namedItem(name);
          if (!now && select instanceof HTMLSelectElement) select.value = value;
          return now || value;
        });
      else if (name === "marketingOptIn" && value === true) setMarketingOptIn(true);
      else {
        const control = form?.elements.namedItem(name);
        if (
          (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) &&
          control.value === ""
        )
          control.value = String(value);
      }
    }
  }, []);

  /** What the form holds now: the browser's fields and React's. */
  const valuesNow = (changed?: Partial<QuoteFormValues>) => ({
    ...(formRef.current ? formText(formRef.current) : {}),
    coverageAmount,
    marketingOptIn,
    ...changed,
  });
  const revalidate = (changed?: Partial<QuoteFormValues>) => schemaForm.revalidate(valuesNow(changed));

  // Checked answers go on to the results page, which asks for prices and shows them as insurers
  // answer; the toast goes with the visitor and says what was found once the set is complete.
  const [leaving, setLeaving] = useState(false);
  function getQuotes(request: QuoteRequest) {
    rememberAnswers(request);
    try {
      keepPendingQuote({
        request,
        failure: quoteToasts[variant].failure,
        idempotencyKey: crypto.randomUUID(),
      });
    } catch {
      // Storage full or disabled: the results page could not be given the answers.
      showToast(quoteToasts[variant].failure);
      return;
    }
    setLeaving(true);
    toastAfterLoad(quoteToasts[variant].success);
    window.location.assign(NEW_QUOTES_PATH);
  }

  // Product pages' age, postcode and email carry the browser's required flag (docs/product/forms-and-messages.md);
  // validation stays zod's (the form is noValidate). The type is a native select, so the form
  // works and validates as HTML before the page's JavaScript arrives.
  const required = variant === "product" ? true : undefined;
  const pending = leaving;

  return (
    <div className="flex flex-col gap-10">
      <form
        noValidate
        aria-label="Get insurance quotes"
        onSubmit={(event) => {
          event.preventDefault();
          schemaForm.submit(valuesNow()).then(
            (request) => {
              if (request) getQuotes(request as QuoteRequest);
            },
            // The schemas could not be fetched (the connection dropped): as if the request failed.
            () => showToast(quoteToasts[variant].failure),
          );
        }}
        onFocus={quoteValidation.start}
        onPointerDown={quoteValidation.start}
        onChange={() => revalidate()}
        ref={formRef}
        className="flex flex-col gap-6 rounded-xl border border-border bg-white p-5 shadow-raised sm:p-8"
      >
        {schemaForm.errorSummary}
        {unknownChoices.length > 0 ? (
          <p role="note" className="rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm">
            The link asked for {unknownChoices.join(" and ")}, which we do not offer, so please choose below.
          </p>
        ) : null}

        <Field
          id={id("insuranceType")}
          className="sm:max-w-md"
          label="Insurance type"
          error={errors.insuranceType}
        >
          {/* The preset is also in the HTML, for the moment before the form's code has loaded. */}
          <NativeSelect
            name="insuranceType"
            defaultValue={defaultValues.insuranceType}
            onChange={(event) => setInsuranceType(event.target.value)}
          >
            <option value="">Select insurance type</option>
            {insuranceTypes.map((type) => (
              <option key={type} value={type}>
                {insuranceTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <FieldSet id={id("coverageAmount")} legend="Coverage level" error={errors.coverageAmount}>
          <RadioGroup
            // The error summary links to the first option (focusable), so the group takes another id.
            id={`${id("coverageAmount")}-group`}
            name="coverageAmount"
            value={coverageAmount}
            onValueChange={(value) => {
              setCoverageAmount(value);
              revalidate({ coverageAmount: value });
            }}
            className="sm:grid-cols-3"
          >
            {coverageLevels.map((level) => (
              <RadioOptionCard
                key={level}
                value={level}
                id={level === coverageLevels[0] ? id("coverageAmount") : undefined}
                label={coverageLevelDetails[level].label}
                description={
                  <>
                    {coverageLevelDetails[level].description}
                    {isInsuranceType(insuranceType) ? (
                      <span className="mt-1 block font-medium text-foreground">
                        {coverageLevelMeanings[insuranceType][level]}
                      </span>
                    ) : null}
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FieldSet>

        <div className="grid gap-6 sm:grid-cols-2">
          <Field id={id("age")} label="Age" error={errors.age}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              required={required}
              name="age"
              defaultValue={defaultValues.age}
            />
          </Field>
          <Field id={id("postcode")} label="Postcode" error={errors.postcode}>
            <Input
              autoComplete="postal-code"
              autoCapitalize="characters"
              className="uppercase"
              required={required}
              name="postcode"
              defaultValue={defaultValues.postcode}
            />
          </Field>
        </div>

        <Field
          id={id("email")}
          label="Email address"
          hint="We use it to save your quotes and email you a copy, so you can come back to them."
          error={errors.email}
        >
          <Input
            type="email"
            autoComplete="email"
            spellCheck={false}
            required={required}
            name="email"
            defaultValue={defaultValues.email}
          />
        </Field>

        <Field
          id={id("marketingOptIn")}
          orientation="horizontal"
          label="Send me occasional money-saving tips and offers by email"
          hint="Optional. You can unsubscribe at any time."
        >
          <Checkbox
            name="marketingOptIn"
            checked={marketingOptIn}
            onCheckedChange={(checked) => setMarketingOptIn(checked === true)}
          />
        </Field>

        <Button
          type="submit"
          variant="cta"
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          busy={pending}
          disabled={!ready}
        >
          {pending ? (
            <>
              <Spinner size="sm" tone="current" aria-hidden="true" /> Getting Your Quotes...
            </>
          ) : (
            "Compare Quotes"
          )}
        </Button>
        {/* Before the form's code runs the button is disabled; without JavaScript it never runs. */}
        <noscript>
          <p className="text-sm font-medium text-foreground">
            Comparing quotes needs JavaScript, which is turned off in this browser. Turn it on and reload the
            page to get your prices.
          </p>
        </noscript>
      </form>
    </div>
  );
}
