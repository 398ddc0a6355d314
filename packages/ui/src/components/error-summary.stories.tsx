import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { ErrorSummary } from "./error-summary";
import { Field } from "./field";
import { Input } from "./input";

const meta = {
  title: "Forms/ErrorSummary",
  component: ErrorSummary,
  tags: ["autodocs"],
  args: {
    errors: [
      { id: "age", message: "Please enter your age" },
      { id: "postcode", message: "Please enter your postcode" },
    ],
  },
  render: (args) => (
    <div className="grid max-w-md gap-6">
      <ErrorSummary {...args} />
      <Field id="age" label="Age" error="Please enter your age">
        <Input inputMode="numeric" />
      </Field>
      <Field id="postcode" label="Postcode" error="Please enter your postcode">
        <Input />
      </Field>
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    const link = canvas.getByRole("link", { name: "Please enter your postcode" });
    await expect(link).toHaveAttribute("href", "#postcode");
    await userEvent.click(link);
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveFocus();
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const CustomTitle: Story = {
  args: { title: "Check your answers", errors: [{ id: "age", message: "Please enter your age" }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Check your answers" })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
