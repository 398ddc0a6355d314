import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Checklist } from "./checklist";

const meta = {
  title: "Editorial/Checklist",
  component: Checklist,
  tags: ["autodocs"],
  args: {
    title: "Two weeks before you travel",
    items: [
      "Buy travel insurance and check the medical cover is at least £2 million",
      "Check your passport is valid for at least six months",
      "Apply for a Global Health Insurance Card",
      "Tell your bank where you are going",
    ],
  },
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Two weeks before you travel" });
    await expect(list.querySelectorAll("li")).toHaveLength(4);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
};

export const LongItems: Story = {
  args: {
    items: [
      "Photograph the damage from several angles before anything is moved or repaired, and keep the photographs with the date and time they were taken",
      "Keep receipts for anything you pay for straight away, such as emergency repairs or somewhere to stay",
    ],
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
