import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Field } from "./field";
import { NativeSelect } from "./native-select";

const options = (
  <>
    <option value="">Select a colour</option>
    <option value="plum">Plum</option>
    <option value="marigold">Marigold</option>
  </>
);

const meta = {
  title: "Forms/NativeSelect",
  component: NativeSelect,
  tags: ["autodocs"],
  render: (args) => (
    <div className="max-w-sm">
      <Field label="Favourite colour" hint="Pick one">
        <NativeSelect {...args}>{options}</NativeSelect>
      </Field>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Favourite colour" });
    await expect(select).toHaveAccessibleDescription("Pick one");
    await userEvent.selectOptions(select, "marigold");
    await expect(select).toHaveValue("marigold");
  },
};

export const WithError: Story = {
  render: (args) => (
    <div className="max-w-sm">
      <Field label="Favourite colour" error="Please select a colour">
        <NativeSelect {...args}>{options}</NativeSelect>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Favourite colour" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(/Please select a colour/);
  },
};

export const Disabled: Story = { args: { disabled: true } };
