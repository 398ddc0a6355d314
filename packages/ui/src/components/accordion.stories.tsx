import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const questions = [
  {
    value: "how-long",
    question: "How long does it take to apply?",
    answer: "Most applications take 10 to 15 minutes, and many are approved within 24 to 48 hours.",
  },
  {
    value: "cost",
    question: "Does it cost anything to compare quotes?",
    answer:
      "No. Comparing is free and there is no obligation to buy. Insurers pay us when you take out a policy.",
  },
  {
    value: "cooling-off",
    question: "Can I change my mind after buying?",
    answer: "Yes. Most policies have a cooling-off period of 14 to 30 days in which you can cancel.",
  },
];

const meta = {
  title: "Disclosure/Accordion",
  component: Accordion,
  tags: ["autodocs"],
  args: { onValueChange: fn() },
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {questions.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensSeveralAtOnce: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole("button", { name: "How long does it take to apply?" });
    const second = canvas.getByRole("button", { name: "Does it cost anything to compare quotes?" });
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(first);
    await userEvent.click(second);
    // Both stay open: any number of items may be open at once.
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: "How long does it take to apply?" })).toBeVisible();
    await expect(
      canvas.getByRole("region", { name: "Does it cost anything to compare quotes?" }),
    ).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["how-long", "cost"]);

    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  },
};

export const KeyboardOperable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: "How long does it take to apply?" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    // Arrow keys move between the questions.
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getByRole("button", { name: "Does it cost anything to compare quotes?" });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  },
};

export const QuestionsAreHeadings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(questions.length);
  },
};

export const OpenAtFirst: Story = {
  args: { defaultValue: ["cost", "cooling-off"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Can I change my mind after buying?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "How long does it take to apply?" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { defaultValue: ["how-long"] },
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      <AccordionItem value="how-long">
        <AccordionTrigger>
          What happens to my details after I ask for quotes, and how long do you keep them before they are
          deleted?
        </AccordionTrigger>
        <AccordionContent>
          {"We send your answers to the insurers on our panel so that they can price your cover. ".repeat(6)}
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
