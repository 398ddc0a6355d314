import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Callout } from "./callout";

const meta = {
  title: "Editorial/Callout",
  component: Callout,
  tags: ["autodocs"],
  args: {
    tone: "info",
    title: "Good to know",
    children: "Most travel policies only cover pre-existing conditions you have declared.",
  },
  argTypes: { tone: { control: "inline-radio", options: ["info", "tip", "warning"] } },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole("note");
    // The tone is spoken, not shown by colour alone.
    await expect(note).toHaveTextContent("Information: Good to know");
  },
};

export const Tip: Story = {
  args: {
    tone: "tip",
    title: "Save money",
    children: "Buying 21 to 28 days before renewal is often cheapest.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("Tip: Save money");
  },
};

export const Warning: Story = {
  args: {
    tone: "warning",
    title: "Do not wait",
    children: "Tell your insurer within 30 days of the treatment, or the claim may be refused.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("Warning: Do not wait");
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: "tip" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("Tip: Most travel policies");
  },
};

export const LongContent: Story = {
  args: {
    tone: "warning",
    children:
      "If you do not declare a medical condition when you buy, the insurer can refuse a claim that is linked to it, even if the claim seems unrelated at first. Read the policy wording, list every condition you have been treated for in the last five years, and keep a copy of what you told the insurer. ".repeat(
        2,
      ),
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
