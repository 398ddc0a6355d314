import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "./button";
import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "Utilities/VisuallyHidden",
  component: VisuallyHidden,
  tags: ["autodocs"],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows "Read more" but is announced with the guide it opens. */
export const ExtraWordsForScreenReaders: Story = {
  render: () => (
    <Button variant="link">
      Read more<VisuallyHidden> about travel insurance</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Read more about travel insurance" });
    await expect(button).toBeVisible();
    const hidden = canvas.getByText("about travel insurance");
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
