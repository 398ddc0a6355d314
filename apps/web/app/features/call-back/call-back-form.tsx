import {
  type CallBackRequest,
  type CallBackResponse,
  callBackTimeLabels,
  callBackTimes,
  callBackTopicLabels,
  callBackTopics,
  ukNationalNumber,
} from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Field } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { TextLink } from "@plummet/ui/link";
import { NativeSelect } from "@plummet/ui/native-select";
import { Textarea } from "@plummet/ui/textarea";
import { useRef, useState } from "react";
import { DonePanel } from "../../components/forms/done-panel";
import { EmailField, FullNameField } from "../../components/forms/person-fields";
import { SendFailed } from "../../components/forms/send-failed";
import { formText } from "../../lib/form-errors";
import { onFirstNeed } from "../../lib/load-later";
import { useFormReady, valuesTypedBeforeHydration } from "../../lib/prerendered-form";
import { useSchemaForm } from "../../lib/schema-form";
import { sendingFormHandlers } from "../../lib/sending-form";
import { CheckboxField } from "../email-links/checkbox-field";
import { useCallBackMutation } from "./use-call-back-mutation";

/** Field ids double as error-summary targets; the order is the order on screen. */
const fieldOrder = ["fullName", "phone", "email", "bestTime", "topic", "notes", "consent"] as const;
type FieldName = (typeof fieldOrder)[number];
const fieldId = (name: FieldName) => `call-back-${name}`;

// The schema (zod and libphonenumber-js's rules for the UK) loads when the visitor first focuses
// or touches the form; submitting waits for it.
const callBackValidation = onFirstNeed(() => import("./call-back-validation"));

const typedFields = ["fullName", "phone", "email", "notes"] as const;

/**
 * The call-back request form ("Get Expert Call Back"): validated in the browser by the shared
 * `CallBackRequest` schema (the API applies the same one), posted to POST /api/call-back, then a
 * confirmation with the reference, the number and the time. `demonstration`: the firm's details
 * are placeholders, so the confirmation says plainly that no one will call.
 */
export function CallBackForm({ demonstration }: { demonstration: boolean }) {
  const mutation = useCallBackMutation();
  const [typedBefore] = useState(() => valuesTypedBeforeHydration(typedFields, fieldId));
  const ready = useFormReady();
  const formRef = useRef<HTMLFormElement>(null);
  const schemaForm = useSchemaForm({
    check: async (values: Record<string, string>) =>
      (await callBackValidation.get()).CallBackRequest.safeParse(values),
    fields: fieldOrder,
    idOf: fieldId,
  });
  const { errors } = schemaForm;
  const [validationUnreachable, setValidationUnreachable] = useState(false);
  const [sent, setSent] = useState<CallBackRequest | undefined>();

  /** What the form holds now. */
  const valuesNow = () => (formRef.current ? formText(formRef.current) : {});

  if (mutation.isSuccess && sent) {
    return <CallBackConfirmed response={mutation.data} request={sent} demonstration={demonstration} />;
  }

  return (
    <form
      noValidate
      aria-labelledby="call-back-form-heading"
      {...sendingFormHandlers({
        schemaForm,
        validation: callBackValidation,
        valuesNow,
        send: (data, onError) => {
          setSent(data);
          mutation.mutate(data, { onError });
        },
        unreachable: setValidationUnreachable,
      })}
      ref={formRef}
      className="grid gap-6"
    >
      {schemaForm.errorSummary}

      <FullNameField id={fieldId("fullName")} error={errors.fullName} defaultValue={typedBefore.fullName} />

      <Field
        id={fieldId("phone")}
        label="UK phone number"
        hint="A mobile or landline in the UK. We cannot call premium-rate numbers or numbers abroad."
        error={errors.phone}
      >
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className="sm:max-w-xs"
          name="phone"
          defaultValue={typedBefore.phone}
          required
        />
      </Field>

      <EmailField
        id={fieldId("email")}
        hint="We email you a confirmation of your request, and use it for nothing else."
        error={errors.email}
        defaultValue={typedBefore.email}
      />

      <ChoiceSelect
        id={fieldId("bestTime")}
        name="bestTime"
        label="When should we call?"
        hint="We are open Monday to Friday 9am to 6pm and Saturday 10am to 4pm."
        placeholder="Select a time"
        choices={callBackTimes}
        labels={callBackTimeLabels}
        error={errors.bestTime}
      />
      <ChoiceSelect
        id={fieldId("topic")}
        name="topic"
        label="What is the call about?"
        placeholder="Select a topic"
        choices={callBackTopics}
        labels={callBackTopicLabels}
        error={errors.topic}
      />

      <Field
        id={fieldId("notes")}
        label="Anything we should know before we call (optional)"
        hint="Up to 500 characters. Please do not include card or bank details."
        error={errors.notes}
      >
        <Textarea rows={3} name="notes" defaultValue={typedBefore.notes} />
      </Field>

      <CheckboxField
        id={fieldId("consent")}
        name="consent"
        error={errors.consent}
        label={
          <>
            I agree to Plummet calling me on this number about this request and keeping my details as the{" "}
            <TextLink href="/privacy-policy">privacy policy</TextLink> says.
          </>
        }
      />

      {mutation.isError || validationUnreachable ? <SendFailed what="request" /> : null}

      <div>
        <Button type="submit" size="lg" busy={mutation.isPending} disabled={!ready}>
          {mutation.isPending ? "Sending your request..." : "Ask for a call back"}
        </Button>
      </div>
    </form>
  );
}

/** A required choice as a native select (it works before the form's code arrives), with its label. */
function ChoiceSelect<T extends string>({
  id,
  name,
  label,
  hint,
  placeholder,
  choices,
  labels,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  placeholder: string;
  choices: readonly T[];
  labels: Record<T, string>;
  error?: string;
}) {
  return (
    <Field id={id} className="sm:max-w-md" label={label} hint={hint} error={error}>
      <NativeSelect name={name} defaultValue="">
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** Shown in place of the form once the API has stored the request. */
function CallBackConfirmed({
  response,
  request,
  demonstration,
}: {
  response: CallBackResponse;
  request: CallBackRequest;
  demonstration: boolean;
}) {
  return (
    <DonePanel title="We have your call-back request" level={3} look="card">
      <p>
        Your reference is{" "}
        <strong className="font-mono text-lg whitespace-nowrap">{response.reference}</strong>. We have emailed
        a confirmation to <strong className="break-all">{request.email}</strong>.
      </p>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">Number</dt>
        <dd>{ukNationalNumber(request.phone)}</dd>
        <dt className="font-semibold">When</dt>
        <dd>{callBackTimeLabels[request.bestTime]}</dd>
        <dt className="font-semibold">About</dt>
        <dd>{callBackTopicLabels[request.topic]}</dd>
      </dl>
      {demonstration ? (
        <p>
          <strong>Plummet is a demonstration, not an authorised firm: no one will call you.</strong> We keep
          your request as a real service would; you can see or delete it on the{" "}
          <TextLink href="/your-data">Your data</TextLink> page.
        </p>
      ) : (
        <p>One of our team will call you on the next working day at the time you chose.</p>
      )}
    </DonePanel>
  );
}
