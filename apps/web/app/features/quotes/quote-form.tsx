import { zodResolver } from "@hookform/resolvers/zod";
import {
  coverageLevelDetails,
  coverageLevels,
  type InsuranceType,
  insuranceTypeLabels,
  insuranceTypes,
  QuoteRequest,
  type QuoteRequestInput,
  type QuoteResponse,
} from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { toast } from "@plummet/ui/toast";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { QuoteResults } from "./quote-results";
import { useQuoteMutation } from "./use-quote-mutation";

const inputClass =
  "h-11 w-full rounded-md border border-border bg-white px-3 text-base aria-[invalid=true]:border-danger focus-visible:outline-3 focus-visible:outline-ring";

type FieldProps = { id: string; label: string; error?: string; hint?: string; children: React.ReactNode };

function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type QuoteFormProps = { defaultType?: InsuranceType };

/** The home page's quote form: validates with the contracts schema, then shows the results below. */
export function QuoteForm({ defaultType }: QuoteFormProps) {
  const id = useId();
  const [results, setResults] = useState<QuoteResponse | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuoteRequestInput>({
    resolver: zodResolver(QuoteRequest),
    defaultValues: {
      insuranceType: defaultType ?? "",
      coverageAmount: "",
      age: "",
      postcode: "",
      email: "",
    } as never,
  });

  const mutation = useQuoteMutation({
    onSuccess: (data) => {
      if (data.quotes.length > 0) setResults(data);
      toast({
        variant: "success",
        title: "Quotes retrieved successfully",
        description: "We've found the best insurance options for you.",
      });
    },
    onError: () =>
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to retrieve quotes. Please try again.",
      }),
  });

  const fieldIds = {
    insuranceType: `${id}-type`,
    coverageAmount: `${id}-coverage`,
    age: `${id}-age`,
    postcode: `${id}-postcode`,
    email: `${id}-email`,
  };
  const describedBy = (name: keyof typeof fieldIds, hint = false) =>
    [hint ? `${fieldIds[name]}-hint` : "", errors[name] ? `${fieldIds[name]}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <div className="flex flex-col gap-10">
      <form
        noValidate
        aria-label="Get insurance quotes"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="grid gap-5 rounded-xl border border-border bg-white p-6 shadow-raised sm:grid-cols-2 sm:p-8"
      >
        <Field id={fieldIds.insuranceType} label="Insurance type" error={errors.insuranceType?.message}>
          <select
            id={fieldIds.insuranceType}
            className={inputClass}
            aria-invalid={errors.insuranceType ? true : undefined}
            aria-describedby={describedBy("insuranceType")}
            {...register("insuranceType")}
          >
            <option value="">Select insurance type</option>
            {insuranceTypes.map((type) => (
              <option key={type} value={type}>
                {insuranceTypeLabels[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldIds.coverageAmount} label="Coverage level" error={errors.coverageAmount?.message}>
          <select
            id={fieldIds.coverageAmount}
            className={inputClass}
            aria-invalid={errors.coverageAmount ? true : undefined}
            aria-describedby={describedBy("coverageAmount")}
            {...register("coverageAmount")}
          >
            <option value="">Select coverage level</option>
            {coverageLevels.map((level) => (
              <option key={level} value={level}>
                {coverageLevelDetails[level].label} – {coverageLevelDetails[level].description}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldIds.age} label="Age" error={errors.age?.message}>
          <input
            id={fieldIds.age}
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={describedBy("age")}
            {...register("age")}
          />
        </Field>
        <Field id={fieldIds.postcode} label="Postcode" error={errors.postcode?.message}>
          <input
            id={fieldIds.postcode}
            className={`${inputClass} uppercase`}
            autoComplete="postal-code"
            aria-invalid={errors.postcode ? true : undefined}
            aria-describedby={describedBy("postcode")}
            {...register("postcode")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field
            id={fieldIds.email}
            label="Email address"
            hint="We use this to save your quotes and send you a copy. We never share it for marketing."
            error={errors.email?.message}
          >
            <input
              id={fieldIds.email}
              type="email"
              className={inputClass}
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("email", true)}
              {...register("email")}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="cta" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? "Getting Your Quotes..." : "Compare Quotes"}
          </Button>
        </div>
      </form>
      {results ? <QuoteResults response={results} /> : null}
    </div>
  );
}
