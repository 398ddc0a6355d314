import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { carQuoteSet } from "../fixtures";
import { PriceBreakdownDetails } from "./price-breakdown-details";

const [quote] = carQuoteSet.quotes;

/**
 * "How this price was worked out": the market's price for standard cover, what each of the
 * visitor's answers and the insurer's own pricing add or take off, then the tax; the lines add up
 * to the annual price to the penny. A native `<details>`, so it opens by keyboard with no script.
 */
const meta = {
  title: "Patterns/Price breakdown",
  component: PriceBreakdownDetails,
  tags: ["autodocs"],
  args: { quote: quote! },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PriceBreakdownDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("How this price was worked out"));
    await expect(canvas.getByText("Annual price")).toBeVisible();
    await expect(canvas.getByText(quote!.breakdown.tax.label)).toBeVisible();
  },
};
