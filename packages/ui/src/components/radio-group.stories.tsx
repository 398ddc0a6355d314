import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FieldSet } from "./field";
import { Label } from "./label";
import { RadioGroup, RadioGroupItem, RadioOptionCard } from "./radio-group";

const levels = [
  { value: "basic", label: "Basic", description: "Essential protection" },
  { value: "standard", label: "Standard", description: "Comprehensive protection" },
  { value: "comprehensive", label: "Premium Coverage", description: "Complete peace of mind" },
];

/** The three levels as option cards, the way the quote form offers them. */
const levelCards = levels.map((level) => (
  <RadioOptionCard
    key={level.value}
    value={level.value}
    label={level.label}
    description={level.description}
  />
));

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  args: { onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OptionCards: Story = {
  render: (args) => (
    <FieldSet legend="Coverage level" hint="You can change this later." className="max-w-md">
      <RadioGroup {...args}>{levelCards}</RadioGroup>
    </FieldSet>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Coverage level" })).toBeVisible();
    const standard = canvas.getByRole("radio", { name: "Standard" });
    await expect(standard).toHaveAccessibleDescription("Comprehensive protection");
    // The whole card is the target: clicking its description chooses it.
    await userEvent.click(canvas.getByText("Complete peace of mind"));
    await expect(canvas.getByRole("radio", { name: "Premium Coverage" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("comprehensive");
    await expect(canvas.getByRole("radio", { name: "Premium Coverage" })).toHaveFocus();
    // Arrow keys move the choice within the group. Radix moves focus on a timer, so hold the key
    // down until it has, as a person pressing it does.
    await userEvent.keyboard("{ArrowUp>}");
    await waitFor(() => expect(standard).toBeChecked());
    await userEvent.keyboard("{/ArrowUp}");
    await expect(standard).toHaveFocus();
  },
};

export const PlainRadios: Story = {
  render: (args) => (
    <RadioGroup {...args} aria-label="Payment frequency" defaultValue="monthly">
      {[
        { value: "monthly", label: "Pay monthly" },
        { value: "annually", label: "Pay annually" },
      ].map((option) => (
        <div key={option.value} className="flex items-center gap-3">
          <RadioGroupItem id={`pay-${option.value}`} value={option.value} />
          <Label htmlFor={`pay-${option.value}`}>{option.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Pay monthly" })).toBeChecked();
    await userEvent.click(canvas.getByText("Pay annually"));
    await expect(canvas.getByRole("radio", { name: "Pay annually" })).toBeChecked();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FieldSet legend="Coverage level" error="Please select a coverage level" className="max-w-md">
      <RadioGroup {...args}>{levelCards}</RadioGroup>
    </FieldSet>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Coverage level" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Error: Please select a coverage level");
  },
};

export const Disabled: Story = {
  render: (args) => (
    <RadioGroup {...args} aria-label="Coverage level" disabled className="max-w-md">
      {levelCards}
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...OptionCards,
  play: undefined,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
