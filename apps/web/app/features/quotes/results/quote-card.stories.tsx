import { monthlyPayments, perYear } from "@plummet/contracts/money";
import { Toaster } from "@plummet/ui/toast";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { QueryProvider } from "../../../lib/query-provider";
import { carQuoteSet, selectFailure } from "../fixtures";
import { QuoteCard } from "./quote-card";
import { SelectQuoteButton, SelectQuoteNextStep, useSelectQuote } from "./select-quote";

const [cheapest, second] = carQuoteSet.quotes;

/** A card as the results list shows it: Select records the click-out with the quotes service. */
function ResultCard(props: Omit<React.ComponentProps<typeof QuoteCard>, "action">) {
  const selection = useSelectQuote(carQuoteSet.reference, props.quote);
  return (
    <QuoteCard {...props} action={<SelectQuoteButton selection={selection} quote={props.quote} />}>
      <SelectQuoteNextStep selection={selection} />
    </QuoteCard>
  );
}

/**
 * One quote in the results: the insurer, its rating, the headline price with the other way to pay,
 * the excess, the key cover and Select; the instalment plan, how the price was worked out, the
 * cover in detail and the quote's reference are one tap away under "Details". Compact, so a phone
 * shows two quotes' prices at once.
 */
const meta = {
  title: "Patterns/Quote card",
  component: QuoteCard,
  tags: ["autodocs"],
  args: { quote: cheapest!, bestValue: true, show: "monthly", action: null },
  render: (args) => (
    <QueryProvider>
      <ol className="grid max-w-4xl gap-3">
        <li>
          <ResultCard {...args} />
        </li>
      </ol>
      <Toaster />
    </QueryProvider>
  ),
} satisfies Meta<typeof QuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BestValue: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("group", { name: cheapest!.provider });
    await expect(within(card).getByText("Best Value")).toBeVisible();
    await expect(within(card).getByText(monthlyPayments(cheapest!.instalmentPlan))).toBeVisible();
    await expect(within(card).getByRole("button", { name: /^Select/ })).toBeVisible();
  },
};

export const AnnualHeadline: Story = {
  args: { quote: second!, bestValue: false, show: "annual" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(perYear(second!.annualPrice))).toBeVisible();
    // The other basis beside it, never dropped: "or £44.21/mo" (with a deposit, what is paid today).
    await expect(canvas.getByText(`or ${monthlyPayments(second!.instalmentPlan)}`)).toBeVisible();
  },
};

/**
 * What a monthly payer pays is on the face; "Details" opened (its code loads then): every price
 * figure, the breakdown and the cover, and the quote's reference.
 */
export const DetailsOpen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Paying monthly:")).toBeVisible();
    await userEvent.click(canvas.getByText("Details"));
    await expect(await canvas.findByText(`Quote reference ${cheapest!.id}`)).toBeVisible();
    await expect(canvas.getByText("Cost of paying monthly")).toBeVisible();
  },
};

/**
 * A failed provider: the insurer's site cannot be reached when the visitor chooses Select. The
 * button stays, keeping focus, and a toast says so (the quotes service's answer is the contracts'
 * ErrorResponse).
 */
export const SelectFailed: Story = {
  beforeEach: () => {
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      if (!String(input).includes("/select")) return realFetch(input, init);
      // The answer takes a moment, as a real one does, so the button is seen busy first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return new Response(JSON.stringify(selectFailure), {
        status: selectFailure.statusCode,
        headers: { "content-type": "application/json" },
      });
    };
    return () => {
      window.fetch = realFetch;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Select/ }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(
        page.getByText(`We could not connect you to ${cheapest!.provider}. Please try again.`),
      ).toBeVisible(),
    );
    // Still there, pressable again, and still focused: a keyboard user can try again at once.
    const select = canvas.getByRole("button", { name: /^Select/ });
    await expect(select).not.toHaveAttribute("aria-disabled");
    await expect(select).toHaveFocus();
  },
};
