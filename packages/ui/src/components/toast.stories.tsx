import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { Button } from "./button";
import { Toaster, type ToastInput, toast } from "./toast";

/**
 * `toast({ title, description, variant, duration })` raises a toast; `<Toaster position>` shows
 * it. The five props below are those two calls' (the button raises one with the controls' values).
 */
function ToastDemo({
  position,
  ...input
}: ToastInput & {
  /** Where toasts appear: `bottom` (default) or `top`. A prop of `<Toaster />`. */
  position?: "top" | "bottom";
}) {
  return (
    <>
      <Button onClick={() => toast(input)}>Show toast</Button>
      <Toaster position={position} />
    </>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: ToastDemo,
  tags: ["autodocs"],
  args: {
    title: "Quotes retrieved successfully",
    description: "We've found the best insurance options for you.",
    variant: "success",
    duration: 5000,
    position: "bottom",
  },
  argTypes: {
    title: { description: "What happened, in a few words; read first by screen readers." },
    description: { description: "One sentence more, under the title; left out when unset." },
    variant: {
      control: "inline-radio",
      options: ["default", "success", "destructive"],
      description: "The tone: `destructive` is announced assertively, the others politely.",
      table: { defaultValue: { summary: "default" } },
    },
    duration: {
      control: { type: "number", min: 1000, step: 1000 },
      description: "How long it stays, in ms; hovering or focusing it pauses the time.",
      table: { defaultValue: { summary: "5000" } },
    },
    position: {
      control: "inline-radio",
      options: ["bottom", "top"],
      description: "`<Toaster position>`: `top` for a page whose actions sit near the bottom of the screen.",
      table: { defaultValue: { summary: "bottom" } },
    },
  },
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
  args: {
    variant: "destructive",
    title: "Error",
    description: "Failed to retrieve quotes. Please try again.",
  },
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

type PlayContext = Parameters<NonNullable<Story["play"]>>[0];

/** Shows the toast, then drags it to the right by touch through `xs`, px from its left edge. */
async function swipeShownToast({ canvas, canvasElement }: PlayContext, xs: number[]) {
  await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
  const body = within(canvasElement.ownerDocument.body);
  const title = await body.findByText("Quotes retrieved successfully");
  const toastElement = title.closest("li")!;
  const { left, top } = toastElement.getBoundingClientRect();
  const pointer = { pointerId: 1, pointerType: "touch", button: 0, isPrimary: true };
  const at = (x: number) => ({ ...pointer, clientX: left + x, clientY: top + 10 });
  fireEvent.pointerDown(toastElement, at(20));
  for (const x of xs) fireEvent.pointerMove(toastElement, at(x));
  fireEvent.pointerUp(toastElement, at(xs.at(-1) ?? 20));
  return { body, toastElement };
}

/** A swipe to the right past 50 px dismisses the toast. */
export const SwipeRightDismisses: Story = {
  play: async (context) => {
    const { body } = await swipeShownToast(context, [50, 90]);
    await waitFor(() => expect(body.queryByText("Quotes retrieved successfully")).not.toBeInTheDocument());
  },
};

/** A short swipe (under 50 px) springs back and the toast stays. */
export const ShortSwipeKeepsIt: Story = {
  play: async (context) => {
    const { body, toastElement } = await swipeShownToast(context, [40]);
    // The browser follows a touch with a click, which the toast swallows after a swipe.
    fireEvent.click(toastElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body.getByText("Quotes retrieved successfully")).toBeVisible();
    await userEvent.click(body.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByText("Quotes retrieved successfully")).not.toBeInTheDocument());
  },
};
