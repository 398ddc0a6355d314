import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { carQuoteSet } from "../fixtures";
import { ResultsFiltersSheet, ResultsFiltersSidebar } from "./results-filters";
import { defaultView, filterQuotes, type ResultsView } from "./results-view";

/** The filters as the results page holds them: the view in state, each change applied at once. */
function Filters({ as }: { as: "sidebar" | "sheet" }) {
  const [view, setView] = useState<ResultsView>(defaultView);
  const shown = filterQuotes(carQuoteSet.quotes, view).length;
  return as === "sidebar" ? (
    <div className="max-w-72">
      <ResultsFiltersSidebar view={view} onChange={setView} quotes={carQuoteSet.quotes} />
    </div>
  ) : (
    <ResultsFiltersSheet view={view} onChange={setView} quotes={carQuoteSet.quotes} shownCount={shown} />
  );
}

/**
 * Sort, monthly or annual prices, and the filters (most excess, least star rating, cover that must
 * be included). Wide screens: a sidebar beside the results. Phones: one "Sort and filter" button,
 * saying how many filters are on, that opens the design system's Sheet from the bottom.
 */
const meta = {
  title: "Patterns/Results filters",
  component: Filters,
  tags: ["autodocs"],
  args: { as: "sidebar" },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sidebar: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole("region", { name: "Sort and filter" });
    // The controls' code loads as the sidebar first shows.
    await userEvent.click(await within(sidebar).findByRole("checkbox", { name: "Courtesy car" }));
    await expect(canvas.getByRole("region", { name: "Sort and filter (1 on)" })).toBeVisible();
  },
};

export const SheetOnPhones: Story = {
  args: { as: "sheet" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sort and filter" }));
    // The sheet's code loads with the first press, so it opens a moment later.
    const sheet = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Sort and filter",
    });
    await userEvent.selectOptions(within(sheet).getByRole("combobox", { name: "Star rating at least" }), "4");
    await expect(within(sheet).getByRole("button", { name: /^Show \d+ quotes?$/ })).toBeVisible();
  },
};
