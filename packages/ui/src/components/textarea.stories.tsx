import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  args: { "aria-label": "Your message", className: "max-w-lg" },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Your message" });
    await userEvent.type(textarea, "Please call me back about my home cover.");
    await expect(textarea).toHaveValue("Please call me back about my home cover.");
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Your message" })).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Your message" })).toBeInvalid();
  },
};
export const LongContent: Story = {
  args: {
    defaultValue:
      "I renewed my policy last month and the price went up by more than I expected. I would like to understand what changed, whether I can add a named driver, and whether paying annually rather than monthly would save me money. ".repeat(
        3,
      ),
  },
};
