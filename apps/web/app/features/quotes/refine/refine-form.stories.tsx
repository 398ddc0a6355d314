import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { QueryProvider } from "../../../lib/query-provider";
import { carQuoteSet } from "../fixtures";
import { RefineForm } from "./refine-form";

/**
 * "Get more accurate prices": the product's own questions (for a car: the vehicle, its use, the
 * years of no-claims bonus, the claims declared), prefilled with the answers the set was priced on.
 * Sending them makes a new quote set and opens its page, which says what changed.
 */
const meta = {
  title: "Patterns/Refine questions",
  component: RefineForm,
  tags: ["autodocs"],
  args: {
    set: carQuoteSet,
    answers: {
      insuranceType: "car",
      coverageAmount: "standard",
      age: "23",
      postcode: "M1 1AE",
      email: "sam@example.com",
      marketingOptIn: false,
    },
  },
  render: (args) => (
    <QueryProvider>
      <div className="max-w-3xl">
        <RefineForm {...args} />
      </div>
    </QueryProvider>
  ),
} satisfies Meta<typeof RefineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CarQuestions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("combobox").length).toBeGreaterThan(0);
  },
};
