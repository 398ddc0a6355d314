import { type ContactResponse, inquiryTypeLabels, inquiryTypes } from "@plummet/contracts";
import { Button } from "@plummet/ui/button";
import { Field, FieldSet } from "@plummet/ui/field";
import { Input } from "@plummet/ui/input";
import { Label } from "@plummet/ui/label";
import { TextLink } from "@plummet/ui/link";
import { RadioGroup, RadioGroupItem } from "@plummet/ui/radio-group";
import { Textarea } from "@plummet/ui/textarea";
import { useRef, useState } from "react";
import { DonePanel } from "../../components/forms/done-panel";
import { EmailField, FullNameField } from "../../components/forms/person-fields";
import { SendFailed } from "../../components/forms/send-failed";
import { formText } from "../../lib/form-errors";
import { onFirstNeed } from "../../lib/load-later";
import { checkedBeforeHydration, useFormReady, valuesTypedBeforeHydration } from "../../lib/prerendered-form";
import { useSchemaForm } from "../../lib/schema-form";
import { sendingFormHandlers } from "../../lib/sending-form";
import { useContactMutation } from "./use-contact-mutation";

/** Field ids double as error-summary targets; the order is the order on screen. */
const fieldOrder = ["fullName", "email", "phone", "inquiryType", "message"] as const;
type FieldName = (typeof fieldOrder)[number];
const fieldId = (name: FieldName) => `contact-${name}`;

const MESSAGE_LIMIT = 2000;

// The schema (and zod) load when the visitor first focuses or touches the form; submitting waits.
const contactValidation = onFirstNeed(() => import("./contact-validation"));

/** The text fields a visitor may fill in before the form's code arrives (see contact route). */
const typedFields = ["fullName", "email", "phone", "message"] as const;

/**
 * The contact page's message form: validated in the browser by the shared `ContactRequest`
 * schema (the API applies the same one), posted to POST /api/contact, with a confirmation that
 * carries the message's reference, and an error state that keeps what the visitor typed.
 */

export function ContactForm() {
  const mutation = useContactMutation();
  // Keep what was typed into the prerendered form before this code arrived (the first time only).
  const [typedBefore, setTypedBefore] = useState(() => valuesTypedBeforeHydration(typedFields, fieldId));
  const ready = useFormReady();
  const formRef = useRef<HTMLFormElement>(null);
  // The text fields are the browser's own (uncontrolled); the radio group is React's.
  const [inquiryType, setInquiryType] = useState(() => checkedBeforeHydration("inquiryType") ?? "");
  const [messageLength, setMessageLength] = useState(typedBefore.message?.length ?? 0);
  const schemaForm = useSchemaForm({
    check: async (values: Record<string, string>) =>
      (await contactValidation.get()).ContactRequest.safeParse(values),
    fields: fieldOrder,
    idOf: fieldId,
  });
  const { errors } = schemaForm;
  const [validationUnreachable, setValidationUnreachable] = useState(false);

  /** What the form holds now: the browser's fields and React's radio group. */
  const valuesNow = (changed?: { inquiryType: string }) => ({
    ...(formRef.current ? formText(formRef.current) : {}),
    inquiryType,
    ...changed,
  });

  if (mutation.isSuccess) {
    return (
      <ContactSent
        response={mutation.data}
        onAnother={() => {
          setTypedBefore({});
          setInquiryType("");
          setMessageLength(0);
          schemaForm.reset();
          mutation.reset();
        }}
      />
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      {...sendingFormHandlers({
        schemaForm,
        validation: contactValidation,
        valuesNow,
        send: (data, onError) => mutation.mutate(data, { onError }),
        // The schema could not be fetched (the connection dropped): said as a failed send.
        unreachable: setValidationUnreachable,
      })}
      ref={formRef}
      className="grid gap-6"
    >
      {schemaForm.errorSummary}

      <FullNameField id={fieldId("fullName")} error={errors.fullName} defaultValue={typedBefore.fullName} />

      <EmailField
        id={fieldId("email")}
        hint="We only use it to reply to this message."
        error={errors.email}
        defaultValue={typedBefore.email}
      />

      <Field
        id={fieldId("phone")}
        label="Phone number (optional)"
        hint="If you would rather we called you back."
        error={errors.phone}
      >
        <Input
          type="tel"
          autoComplete="tel"
          className="sm:max-w-xs"
          name="phone"
          defaultValue={typedBefore.phone}
        />
      </Field>

      <FieldSet
        id={`${fieldId("inquiryType")}-group`}
        legend="What is your message about?"
        error={errors.inquiryType}
      >
        <RadioGroup
          value={inquiryType}
          onValueChange={(value) => {
            setInquiryType(value);
            schemaForm.revalidate(valuesNow({ inquiryType: value }));
          }}
          name="inquiryType"
          className="sm:grid-cols-2"
        >
          {inquiryTypes.map((type, index) => {
            // The first option carries the id the error summary links to, so it takes focus.
            const id = index === 0 ? fieldId("inquiryType") : `${fieldId("inquiryType")}-${type}`;
            return (
              <div key={type} className="flex items-center gap-3">
                <RadioGroupItem id={id} value={type} />
                <Label htmlFor={id} variant="option">
                  {inquiryTypeLabels[type]}
                </Label>
              </div>
            );
          })}
        </RadioGroup>
      </FieldSet>

      <Field
        id={fieldId("message")}
        label="Your message"
        hint={`Up to ${MESSAGE_LIMIT.toLocaleString("en-GB")} characters. Please do not include card or bank details.`}
        error={errors.message}
      >
        <Textarea
          rows={6}
          name="message"
          defaultValue={typedBefore.message}
          required
          onChange={(event) => setMessageLength(event.currentTarget.value.length)}
        />
      </Field>
      <p className="-mt-4 text-sm text-muted-foreground" aria-live="polite">
        {messageLength.toLocaleString("en-GB")} of {MESSAGE_LIMIT.toLocaleString("en-GB")} characters used
      </p>

      {mutation.isError || validationUnreachable ? <SendFailed what="message" /> : null}

      <p className="text-sm text-muted-foreground">
        We use your details only to answer you. Read how we look after them in our{" "}
        <TextLink href="/privacy-policy">privacy policy</TextLink>.
      </p>

      <div>
        <Button type="submit" size="lg" busy={mutation.isPending} disabled={!ready}>
          {mutation.isPending ? "Sending your message..." : "Send message"}
        </Button>
      </div>
    </form>
  );
}

/** Shown in place of the form once the API has accepted the message. */
function ContactSent({ response, onAnother }: { response: ContactResponse; onAnother: () => void }) {
  return (
    <DonePanel title="Your message has been sent" level={3} look="card">
      <p>{response.message}</p>
      <p>
        Your reference is{" "}
        <strong className="font-mono text-lg whitespace-nowrap">{response.reference}</strong>. Please quote it
        if you contact us again about this message.
      </p>
      <div>
        <Button type="button" variant="outline" onClick={onAnother}>
          Send another message
        </Button>
      </div>
    </DonePanel>
  );
}
