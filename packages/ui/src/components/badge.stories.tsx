import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "./badge";

const meta = {
  title: "Display/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Best Value" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Best Value")).toBeVisible();
  },
};
export const Accent: Story = { args: { variant: "accent" } };
export const Success: Story = { args: { variant: "success", children: "FCA regulated" } };
export const Neutral: Story = { args: { variant: "neutral", children: "5 min read" } };
export const Outline: Story = { args: { variant: "outline", children: "Travel Insurance" } };
