import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StarRating } from "./star-rating";

const meta = {
  title: "Display/StarRating",
  component: StarRating,
  tags: ["autodocs"],
  args: { rating: 4.5 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourAndAHalf: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
    // The integer part (4) is filled; the half star stays empty.
    await expect(canvasElement.querySelectorAll("svg.fill-star")).toHaveLength(4);
  },
};
export const Five: Story = { args: { rating: 5 } };
export const Zero: Story = { args: { rating: 0 } };
