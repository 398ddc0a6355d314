import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./button";
import { Input } from "./input";

const meta = {
  title: "Actions/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Compare Quotes", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "cta", "outline", "destructive", "ghost", "inverse", "link"],
    },
    size: { control: "select", options: ["xs", "sm", "md", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Compare Quotes" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const CallToAction: Story = { args: { variant: "cta", children: "Get Quote" } };
export const Outline: Story = { args: { variant: "outline", children: "Get Expert Call Back" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Menu" } };
export const Inverse: Story = {
  args: { variant: "inverse" },
  globals: { backgrounds: { value: "dark" } },
};
export const Small: Story = { args: { size: "sm", children: "Select" } };
export const Large: Story = { args: { size: "lg" } };

export const Disabled: Story = {
  args: { disabled: true, children: "Getting Your Quotes..." },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Getting Your Quotes..." });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Sending: looks like Disabled, but keeps focus, so a keyboard user carries on from here. */
export const Busy: Story = {
  args: { busy: true, children: "Getting Your Quotes..." },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Getting Your Quotes..." });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

const submitted = fn();

/** A busy submit button submits nothing, whether pressed or by Enter in a field. */
export const BusyInAForm: Story = {
  args: { busy: true, type: "submit", children: "Sending your message..." },
  render: (args) => (
    <form
      aria-label="Message"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <div className="flex max-w-md flex-wrap items-center gap-3">
        <Input aria-label="Your name" defaultValue="Sam" className="w-48" />
        <Button {...args} />
      </div>
    </form>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.type(canvas.getByRole("textbox", { name: "Your name" }), "{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: "Sending your message..." }));
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#quote">Get Quote</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "#quote");
  },
};
