import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatGrid } from "./stat-grid";

const meta = {
  title: "Editorial/StatGrid",
  component: StatGrid,
  tags: ["autodocs"],
  args: {
    items: [
      { value: "89%", label: "of claims paid" },
      { value: "14 days", label: "average time to settle" },
      { value: "£2,400", label: "average claim" },
      { value: "24/7", label: "claims reporting" },
    ],
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourFigures: Story = {
  play: async ({ canvas }) => {
    // Each figure is a term and its definition, so the label is read with the value.
    await expect(canvas.getAllByRole("term")).toHaveLength(4);
    await expect(canvas.getByText("89%").tagName).toBe("DD");
  },
};

export const TwoFigures: Story = {
  args: {
    items: [
      { value: "15 million", label: "customers" },
      { value: "45 minutes", label: "average response" },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
