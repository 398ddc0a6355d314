import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button";
import { Toaster, toast } from "./toast";

function ToastDemo({ variant }: { variant: "default" | "success" | "destructive" }) {
  return (
    <>
      <Button
        onClick={() =>
          toast({
            variant,
            title: variant === "destructive" ? "Error" : "Quotes retrieved successfully",
            description:
              variant === "destructive"
                ? "Failed to retrieve quotes. Please try again."
                : "We've found the best insurance options for you.",
          })
        }
      >
        Show toast
      </Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: ToastDemo,
  tags: ["autodocs"],
  args: { variant: "success" },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Quotes retrieved successfully")).toBeVisible();
    // Only one toast at a time: a second call replaces the first.
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await waitFor(() => expect(body.getAllByText("Quotes retrieved successfully")).toHaveLength(1));
    await userEvent.click(body.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByText("Quotes retrieved successfully")).not.toBeInTheDocument());
  },
};

export const Destructive: Story = {
  args: { variant: "destructive" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Error")).toBeVisible();
  },
};
