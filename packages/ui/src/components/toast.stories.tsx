import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
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

/** F8 moves focus to the toast region, as docs/product/figures.md asks. */
export const F8ReachesTheToasts: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText("Quotes retrieved successfully");
    await userEvent.keyboard("[F8]");
    const region = body.getByRole("region", { name: /Notifications/ });
    await waitFor(() =>
      expect(region).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.click(body.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByText("Quotes retrieved successfully")).not.toBeInTheDocument());
  },
};

/** A swipe to the right past 50 px dismisses the toast. */
export const SwipeRightDismisses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText("Quotes retrieved successfully");
    const toastElement = title.closest("li")!;
    const { left, top } = toastElement.getBoundingClientRect();
    const pointer = { pointerId: 1, pointerType: "touch", button: 0, isPrimary: true };
    fireEvent.pointerDown(toastElement, { ...pointer, clientX: left + 20, clientY: top + 10 });
    fireEvent.pointerMove(toastElement, { ...pointer, clientX: left + 50, clientY: top + 10 });
    fireEvent.pointerMove(toastElement, { ...pointer, clientX: left + 90, clientY: top + 10 });
    fireEvent.pointerUp(toastElement, { ...pointer, clientX: left + 90, clientY: top + 10 });
    await waitFor(() => expect(body.queryByText("Quotes retrieved successfully")).not.toBeInTheDocument());
  },
};

/** A short swipe (under 50 px) springs back and the toast stays. */
export const ShortSwipeKeepsIt: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText("Quotes retrieved successfully");
    const toastElement = title.closest("li")!;
    const { left, top } = toastElement.getBoundingClientRect();
    const pointer = { pointerId: 1, pointerType: "touch", button: 0, isPrimary: true };
    fireEvent.pointerDown(toastElement, { ...pointer, clientX: left + 20, clientY: top + 10 });
    fireEvent.pointerMove(toastElement, { ...pointer, clientX: left + 40, clientY: top + 10 });
    fireEvent.pointerUp(toastElement, { ...pointer, clientX: left + 40, clientY: top + 10 });
    // The browser follows a touch with a click, which the toast swallows after a swipe.
    fireEvent.click(toastElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body.getByText("Quotes retrieved successfully")).toBeVisible();
    await userEvent.click(body.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByText("Quotes retrieved successfully")).not.toBeInTheDocument());
  },
};
