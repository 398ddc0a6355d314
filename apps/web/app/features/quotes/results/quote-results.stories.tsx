import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { QueryProvider } from "../../../lib/query-provider";
import { carQuoteSet, carQuoteSetWithFailedProvider, noMatchView } from "../fixtures";
import { QuoteResults } from "./quote-results";
import { writeResultsView } from "./results-view";

/**
 * A quote set's results, results first: a line with the reference and the disclosures (linking to
 * their full text), then the quotes at once; sort and filters in a sidebar on wide screens and
 * behind "Sort and filter" on phones; where the prices sit and what moved them after the first
 * three quotes. The view (sort, filters, monthly or annual) lives in the page address.
 */
const meta = {
  title: "Patterns/Results",
  component: QuoteResults,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { response: carQuoteSet },
  render: (args) => (
    <QueryProvider>
      <div className="p-4 sm:p-8">
        <QuoteResults {...args} />
      </div>
    </QueryProvider>
  ),
} satisfies Meta<typeof QuoteResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CarQuoteSet: Story = {
  play: async ({ canvas }) => {
    const results = canvas.getByRole("region", { name: "Your quotes" });
    const [first] = within(results).getAllByRole("list", { name: /^Quotes,/ });
    await expect(within(first!).getAllByRole("heading", { level: 4 })[0]).toHaveTextContent(
      carQuoteSet.quotes[0]!.provider,
    );
    // What the quotes assume comes before the first quote.
    await expect(within(results).getByText("Priced for:")).toBeVisible();
    // The full text of the disclosures follows the quotes (the page's header has the short line);
    // its code loads as the visitor comes near it.
    results.querySelector("#how-we-list")?.scrollIntoView();
    await expect(await within(results).findByText("How we list your quotes")).toBeVisible();
  },
};

/** One insurer of the panel failed to answer in time: the summary says its price is missing. */
export const FailedProvider: Story = {
  args: { response: carQuoteSetWithFailedProvider },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1 insurer did not answer in time, so its price is missing/)).toBeVisible();
  },
};

/**
 * Filters that no quote meets (read from the page address, as a shared link would carry them):
 * the list says so, names the cheapest, and offers to clear them.
 */
export const EmptyFilterResult: Story = {
  beforeEach: () => {
    const before = window.location.href;
    const params = writeResultsView(noMatchView, new URLSearchParams(window.location.search));
    window.history.replaceState(window.history.state, "", `?${params}`);
    return () => window.history.replaceState(window.history.state, "", before);
  },
  play: async ({ canvas }) => {
    // Its words load when every quote is hidden (a rare state).
    await expect(await canvas.findByText("No quote matches all your filters")).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: `Clear filters and show all ${carQuoteSet.quotes.length}` }),
    ).toBeVisible();
  },
};
