import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Input } from "./input";

const meta = {
  title: "Forms/Input",
  component: Input,
  tags: ["autodocs"],
  args: { "aria-label": "Postcode", placeholder: "SW1A 1AA", className: "max-w-xs" },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Postcode" });
    await userEvent.type(input, "m1 1ae");
    await expect(input).toHaveValue("m1 1ae");
  },
};
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveFocus();
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "LS1 4AP" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "not a postcode" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toBeInvalid();
  },
};
export const Email: Story = {
  args: { type: "email", "aria-label": "Email address", placeholder: "you@example.co.uk" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
  },
};
export const Mobile: Story = {
  args: { className: "" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
