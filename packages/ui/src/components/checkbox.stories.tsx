import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { id: "marketing", onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-start gap-3">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Send me news and offers by email</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me news and offers by email" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Space toggles it back, as for a native checkbox.
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
  },
};

export const ClickingTheLabelTicks: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Send me news and offers by email"));
    await expect(canvas.getByRole("checkbox", { name: "Send me news and offers by email" })).toBeChecked();
  },
};

export const Ticked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Send me news and offers by email" })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { "aria-invalid": true } };
