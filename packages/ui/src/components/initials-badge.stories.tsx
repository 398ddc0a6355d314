import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InitialsBadge } from "./initials-badge";

const meta = {
  title: "Display/InitialsBadge",
  component: InitialsBadge,
  tags: ["autodocs"],
  args: { name: "harbourline" },
} satisfies Meta<typeof InitialsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("HA")).toBeInTheDocument();
  },
};
export const ShortName: Story = { args: { name: "q" } };
