import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton } from "./skeleton";
import { Spinner } from "./spinner";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  args: { className: "h-6 w-64" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector("[data-slot=skeleton]");
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
  },
};

/** A card's worth of placeholders, with a Spinner announcing the wait to screen readers. */
export const CardPlaceholder: Story = {
  render: () => (
    <div className="grid max-w-sm gap-4 rounded-lg border border-border bg-white p-6">
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-12" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-20 w-full" />
      <Spinner label="Loading quotes" size="sm" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading quotes");
  },
};
