import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { carQuoteSet } from "../fixtures";
import { CompareQuotes } from "./compare-quotes";

/**
 * Up to three quotes side by side: a real table with the insurers as column headers and each
 * figure and cover feature as a row header, in the design system's scrolling table on phones.
 */
const meta = {
  title: "Patterns/Compare table",
  component: CompareQuotes,
  tags: ["autodocs"],
  args: { quotes: carQuoteSet.quotes.slice(0, 3), onRemove: fn() },
} satisfies Meta<typeof CompareQuotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeQuotes: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "3 quotes side by side" });
    await expect(table).toBeVisible();
    const [first] = args.quotes;
    await userEvent.click(
      canvas.getByRole("button", { name: `Remove ${first!.provider} from the comparison` }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(first!.id);
  },
};

export const TwoQuotes: Story = { args: { quotes: carQuoteSet.quotes.slice(0, 2) } };
