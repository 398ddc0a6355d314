import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TableOfContents } from "./table-of-contents";

const meta = {
  title: "Navigation/TableOfContents",
  component: TableOfContents,
  tags: ["autodocs"],
  args: {
    items: [
      { id: "types-of-cover", label: "Types of cover" },
      { id: "what-affects-price", label: "What affects the price" },
      { id: "no-claims", label: "No-claims discount" },
      { id: "young-drivers", label: "Young drivers" },
      { id: "saving-money", label: "Saving money" },
      { id: "making-a-claim", label: "Making a claim" },
      { id: "faq", label: "Questions people ask" },
    ],
  },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenAnchors: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Contents" });
    const links = within(nav).getAllByRole("link");
    await expect(links).toHaveLength(7);
    await expect(within(nav).getByRole("link", { name: "No-claims discount" })).toHaveAttribute(
      "href",
      "#no-claims",
    );
  },
};

export const WithCurrentSection: Story = {
  args: { activeId: "saving-money", title: "On this page" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "On this page" });
    await expect(within(nav).getByRole("link", { name: "Saving money" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
