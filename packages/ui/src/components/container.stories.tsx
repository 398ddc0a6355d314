import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Container } from "./container";

const meta = {
  title: "Layout/Container",
  component: Container,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    children: (
      <p className="rounded-md bg-brand-50 p-4">
        Content sits within a readable width, with the page's side padding.
      </p>
    ),
  },
  argTypes: { size: { control: "inline-radio", options: ["narrow", "default", "wide"] } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>("[data-slot=container]")!;
    // max-w-6xl is 72rem, 1152px at the default font size.
    await expect(getComputedStyle(container).maxWidth).toBe("1152px");
  },
};
export const Narrow: Story = { args: { size: "narrow" } };
export const Wide: Story = { args: { size: "wide" } };
export const AsMain: Story = {
  args: { asChild: true, children: <main>The page's main content.</main> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("main")).toHaveAttribute("data-slot", "container");
  },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
