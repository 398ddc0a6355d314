import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Field } from "./field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

const coverTypes = [
  { value: "car", label: "Car" },
  { value: "van", label: "Van" },
  { value: "bike", label: "Bike" },
  { value: "home", label: "Home" },
  { value: "travel", label: "Travel" },
];

type CoverSelectProps = {
  value?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  error?: string;
};

/** A labelled Select inside a Field, as a form uses it. */
function CoverSelect({ value, onValueChange, disabled, error }: CoverSelectProps) {
  return (
    <Field id="cover-type" label="Insurance type" error={error} className="max-w-xs">
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger>
          <SelectValue placeholder="Select insurance type" />
        </SelectTrigger>
        <SelectContent>
          {coverTypes.map((type) => (
            <SelectItem key={type.value} value={type.value}>
              {type.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

const meta = {
  title: "Forms/Select",
  component: CoverSelect,
  tags: ["autodocs"],
  args: { onValueChange: fn() },
} satisfies Meta<typeof CoverSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesWithThePointer: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Insurance type" });
    await expect(trigger).toHaveTextContent("Select insurance type");
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "Home" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("home");
    await waitFor(() => expect(trigger).toHaveTextContent("Home"));
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  },
};

export const ChoosesWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Insurance type" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("bike");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled, as with react-hook-form's Controller: the value comes from the form state. */
export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [value, setValue] = React.useState("travel");
    return (
      <div className="grid gap-3">
        <CoverSelect
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <output aria-label="Form value">{value}</output>
        <button type="button" className="w-fit underline" onClick={() => setValue("")}>
          Reset
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Insurance type" });
    await expect(trigger).toHaveTextContent("Travel");
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "Van" }));
    await expect(canvas.getByRole("status", { name: "Form value" })).toHaveTextContent("van");
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(trigger).toHaveTextContent("Select insurance type"));
  },
};

export const WithError: Story = {
  args: { error: "Please select insurance type" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Insurance type" });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("Error: Please select insurance type");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Insurance type" })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
