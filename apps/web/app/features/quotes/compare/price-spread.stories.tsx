import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { carQuoteSet } from "../fixtures";
import { PriceDriversSummary } from "./price-drivers";
import { PriceSpreadChart } from "./price-spread-chart";

const { quotes } = carQuoteSet;

/**
 * Where the prices sit (one mark per quote from the cheapest to the dearest, the filtered-out ones
 * faint; the caption is the text equivalent) and what moved them most. On the results page they
 * follow the first three quotes.
 */
const meta = {
  title: "Patterns/Price spread",
  component: PriceSpreadChart,
  tags: ["autodocs"],
  args: { quotes, shownIds: new Set(quotes.map((quote) => quote.id)), show: "monthly" },
  render: (args) => (
    <div className="grid max-w-5xl gap-4 xl:grid-cols-2">
      <PriceSpreadChart {...args} />
      <PriceDriversSummary quotes={args.quotes} />
    </div>
  ),
} satisfies Meta<typeof PriceSpreadChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllShown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: /^Where the prices sit\./ })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "What moved your prices most" })).toBeVisible();
  },
};

/** Filters hide half the quotes: their marks are drawn faintly. */
export const SomeFiltered: Story = {
  args: { shownIds: new Set(quotes.slice(0, 3).map((quote) => quote.id)), show: "annual" },
};
