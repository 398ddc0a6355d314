import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { TextLink } from "./link";

const meta = {
  title: "Actions/Link",
  component: TextLink,
  tags: ["autodocs"],
  args: { href: "#privacy", children: "Read our privacy policy" },
  argTypes: { variant: { control: "select", options: ["default", "muted", "inverse", "subtle"] } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Read our privacy policy" });
    await expect(link).toHaveAttribute("href", "#privacy");
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
export const Muted: Story = { args: { variant: "muted", children: "Terms of service" } };
export const Subtle: Story = { args: { variant: "subtle", children: "Resources" } };
export const Inverse: Story = {
  args: { variant: "inverse", children: "Contact us" },
  decorators: [
    (Story) => (
      <div className="bg-brand-800 p-4">
        <Story />
      </div>
    ),
  ],
};

/** `asChild` styles another element, such as a router's `<Link>`, keeping its behaviour. */
export const AsChild: Story = {
  args: {
    asChild: true,
    children: (
      <a href="#car-insurance" data-router-link="">
        Car insurance
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Car insurance" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("data-slot", "link");
  },
};

export const InRunningText: Story = {
  render: (args) => (
    <p className="max-w-prose">
      We compare quotes from a limited panel of insurers.{" "}
      <TextLink {...args}>See the full list of insurers</TextLink> to find out who is on it and how we are
      paid.
    </p>
  ),
  args: { href: "#insurers" },
};
