import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "./button";
import { Section } from "./section";

const meta = {
  title: "Layout/Section",
  component: Section,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    id: "products",
    title: "Our Insurance Products",
    intro: "Compare cover for your car, home, pets, travel and more from a panel of trusted insurers.",
    children: <p>Section content goes here.</p>,
  },
  argTypes: { tone: { control: "inline-radio", options: ["default", "muted", "brand"] } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Our Insurance Products" });
    await expect(section).toHaveAttribute("id", "products");
    await expect(canvas.getByRole("heading", { level: 2, name: "Our Insurance Products" })).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: "muted", eyebrow: "Why Plummet" } };

export const Brand: Story = {
  args: {
    tone: "brand",
    centred: true,
    title: "Ready to see what you could save?",
    intro: "It takes a few minutes and there is no obligation.",
    children: (
      <div className="flex justify-center">
        <Button variant="cta">Compare Quotes</Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Ready to see what you could save?" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Compare Quotes" })).toBeVisible();
  },
};

export const WithoutIntro: Story = { args: { intro: undefined, headingLevel: 3 } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
