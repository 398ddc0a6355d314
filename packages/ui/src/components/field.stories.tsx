import type { Meta, StoryObj } from "@storybook/react-vite";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { ErrorSummary } from "./error-summary";
import { Field, FieldSet } from "./field";
import { Input } from "./input";
import { NativeSelect } from "./native-select";
import { RadioGroup, RadioOptionCard } from "./radio-group";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Field",
  component: Field,
  tags: ["autodocs"],
  args: { id: "postcode", label: "Postcode", children: null },
  render: ({ children: _children, ...args }) => (
    <Field {...args} className="max-w-xs">
      <Input autoComplete="postal-code" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Postcode" });
    await expect(input).toHaveAttribute("id", "postcode");
    await expect(input).not.toHaveAttribute("aria-describedby");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const WithHint: Story = {
  args: { hint: "For example, SW1A 1AA" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveAccessibleDescription(
      "For example, SW1A 1AA",
    );
  },
};

export const WithError: Story = {
  args: { hint: "For example, SW1A 1AA", error: "Please enter your postcode" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Postcode" });
    await expect(input).toBeInvalid();
    // Hint first, then the error, as GOV.UK reads them.
    await expect(input).toHaveAccessibleDescription(
      "For example, SW1A 1AA Error: Please enter your postcode",
    );
    await expect(canvas.getByText("Please enter your postcode")).toBeVisible();
  },
};

export const Horizontal: Story = {
  args: {
    id: "marketing",
    label: "Send me news and offers by email",
    hint: "Optional. We never share your email for marketing.",
    orientation: "horizontal",
  },
  render: ({ children: _children, ...args }) => (
    <Field {...args} className="max-w-md">
      <Checkbox />
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me news and offers by email" });
    await expect(checkbox).toHaveAccessibleDescription("Optional. We never share your email for marketing.");
    await userEvent.click(canvas.getByText("Send me news and offers by email"));
    await expect(checkbox).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label: "What is the postcode of the address where the vehicle is kept overnight most of the time?",
    hint: "If you keep it at more than one address, give the one where it stays longest.",
  },
};

// ---------------------------------------------------------------------------------------------
// How a page uses Field with react-hook-form.

type QuoteForm = {
  fullName: string;
  email: string;
  insuranceType: string;
  coverage: string;
  message: string;
  marketing: boolean;
};

/** Field ids in form order: the ErrorSummary lists errors in this order and links to these ids. */
const fieldOrder: (keyof QuoteForm)[] = ["fullName", "email", "insuranceType", "coverage", "message"];

function summaryOf(errors: FieldErrors<QuoteForm>) {
  return fieldOrder.flatMap((id) => {
    const message = errors[id]?.message;
    return message ? [{ id, message }] : [];
  });
}

/**
 * The pattern for a page:
 * - `register()` for native controls (Input, Textarea, NativeSelect) and `Controller` for the
 *   controlled ones (RadioGroup, Checkbox), passing `field.ref` to the focusable part so
 *   react-hook-form can focus it;
 * - each Field gets `id` = the field name and `error={errors.name?.message}`;
 * - an ErrorSummary above the form, keyed on `submitCount` so each failed submit focuses it;
 * - `shouldFocusError: false`, because the summary takes focus instead.
 */
function ReactHookFormExample({ onValid }: { onValid: (values: QuoteForm) => void }) {
  const { register, control, handleSubmit, formState } = useForm<QuoteForm>({
    defaultValues: {
      fullName: "",
      email: "",
      insuranceType: "",
      coverage: "",
      message: "",
      marketing: false,
    },
    shouldFocusError: false,
  });
  const { errors, submitCount } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid max-w-lg gap-6">
      <ErrorSummary key={submitCount} errors={summaryOf(errors)} />
      <Field id="fullName" label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...register("fullName", { required: "Enter your full name" })} />
      </Field>
      <Field
        id="email"
        label="Email address"
        hint="We email you a copy of your quotes."
        error={errors.email?.message}
      >
        <Input
          type="email"
          autoComplete="email"
          {...register("email", {
            required: "Please enter a valid email address",
            pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Please enter a valid email address" },
          })}
        />
      </Field>
      <Field id="insuranceType" label="Insurance type" error={errors.insuranceType?.message}>
        <NativeSelect {...register("insuranceType", { required: "Please select insurance type" })}>
          <option value="">Select insurance type</option>
          <option value="car">Car</option>
          <option value="home">Home</option>
          <option value="pet">Pet</option>
        </NativeSelect>
      </Field>
      <Controller
        name="coverage"
        control={control}
        rules={{ required: "Please select coverage amount" }}
        render={({ field }) => (
          <FieldSet id="coverage" legend="Coverage level" error={errors.coverage?.message}>
            <RadioGroup ref={field.ref} value={field.value} onValueChange={field.onChange} name={field.name}>
              <RadioOptionCard value="basic" label="Basic" description="Essential protection" />
              <RadioOptionCard value="standard" label="Standard" description="Comprehensive protection" />
            </RadioGroup>
          </FieldSet>
        )}
      />
      <Field
        id="message"
        label="Anything else we should know?"
        hint="Optional."
        error={errors.message?.message}
      >
        <Textarea
          rows={3}
          {...register("message", { maxLength: { value: 200, message: "Keep it under 200 characters" } })}
        />
      </Field>
      <Controller
        name="marketing"
        control={control}
        render={({ field }) => (
          <Field id="marketing" label="Send me news and offers by email" orientation="horizontal">
            <Checkbox
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          </Field>
        )}
      />
      <Button type="submit" variant="cta" className="w-fit">
        Compare Quotes
      </Button>
    </form>
  );
}

export const WithReactHookForm: StoryObj<typeof ReactHookFormExample> = {
  args: { onValid: fn() },
  render: (args) => <ReactHookFormExample {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Compare Quotes" }));

    // The summary appears, takes focus and lists each error as a link.
    const summary = await canvas.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(summary).toHaveFocus());
    const emailLink = canvas.getByRole("link", { name: "Please enter a valid email address" });
    await expect(canvas.getAllByRole("link")).toHaveLength(4);

    // Each field shows its error and is marked invalid.
    const email = canvas.getByRole("textbox", { name: "Email address" });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(
      "We email you a copy of your quotes. Error: Please enter a valid email address",
    );
    const type = canvas.getByRole("combobox", { name: "Insurance type" });
    await expect(type).toHaveAccessibleDescription("Error: Please select insurance type");

    // A summary link moves focus to its field.
    await userEvent.click(emailLink);
    await expect(email).toHaveFocus();

    // Correct everything: the errors go and the form submits.
    await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Ada Lovelace");
    await userEvent.type(email, "ada@example.co.uk");
    await userEvent.selectOptions(type, "pet");
    await userEvent.click(canvas.getByRole("radio", { name: "Standard" }));
    await userEvent.click(canvas.getByRole("button", { name: "Compare Quotes" }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalledOnce());
    await expect(args.onValid).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: "Ada Lovelace",
        insuranceType: "pet",
        coverage: "standard",
        marketing: false,
      }),
      expect.anything(),
    );
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(email).not.toBeInvalid();
  },
};

export const WithReactHookFormOnMobile: StoryObj<typeof ReactHookFormExample> = {
  args: { onValid: fn() },
  render: (args) => <ReactHookFormExample {...args} />,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
