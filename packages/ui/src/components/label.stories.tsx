import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "Forms/Label",
  component: Label,
  tags: ["autodocs"],
  render: (args) => (
    <div className="grid max-w-sm gap-1.5">
      <Label {...args} htmlFor="full-name">
        Full name
      </Label>
      <Input id="full-name" autoComplete="name" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesItsControl: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await userEvent.click(canvas.getByText("Full name"));
    await expect(input).toHaveFocus();
  },
};
