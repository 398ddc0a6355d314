import { quoteMessages } from "@plummet/contracts";
import { Toaster } from "@plummet/ui/toast";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { QueryProvider } from "../../../lib/query-provider";
import { QuoteForm } from "./quote-form";

/**
 * The quote form: five questions and a separate, unticked marketing opt-in, checked with the
 * contracts' schema. A failed submit shows GOV.UK's error summary, which takes focus and links to
 * each field, and the same message under each field.
 */
const meta = {
  title: "Patterns/Error summary with fields",
  component: QuoteForm,
  tags: ["autodocs"],
  args: { variant: "home" },
  render: (args) => (
    <QueryProvider>
      <div className="max-w-3xl">
        <QuoteForm {...args} />
      </div>
      <Toaster />
    </QueryProvider>
  ),
} satisfies Meta<typeof QuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const AfterAFailedSubmit: Story = {
  play: async ({ canvas }) => {
    const submit = canvas.getByRole("button", { name: "Compare Quotes" });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    // The schema loads on the first touch of the form, so the summary comes a moment later.
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());
    await expect(canvas.getAllByText(quoteMessages.insuranceType).length).toBeGreaterThanOrEqual(2);
  },
};
