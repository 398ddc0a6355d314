import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Steps } from "./steps";

const meta = {
  title: "Editorial/Steps",
  component: Steps,
  tags: ["autodocs"],
  args: {
    items: [
      { title: "Report", description: "Tell your insurer within 24 hours, any time of day." },
      {
        title: "Document",
        description: "Gather photographs, receipts and a crime reference if there is one.",
      },
      { title: "Assess", description: "A loss adjuster may visit to look at the damage." },
      { title: "Decide", description: "Simple claims are decided in 5 to 10 working days." },
      { title: "Settle", description: "You are paid, or repairs are arranged for you." },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStages: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent("Report");
  },
};

export const TitlesOnly: Story = {
  args: {
    items: [{ title: "Compare quotes" }, { title: "Choose a policy" }, { title: "Buy from the insurer" }],
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
