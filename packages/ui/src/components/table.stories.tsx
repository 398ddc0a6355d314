import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

const levels = [
  ["Roadside assistance", "Yes", "Yes", "Yes"],
  ["Home start", "No", "Yes", "Yes"],
  ["National recovery", "No", "No", "Yes"],
  ["Onward travel", "No", "No", "Up to £150"],
];

const meta = {
  title: "Editorial/Table",
  component: Table,
  tags: ["autodocs"],
  args: { caption: "What each level of breakdown cover includes" },
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <TableRow>
          <TableHead>Feature</TableHead>
          <TableHead>Basic</TableHead>
          <TableHead>Standard</TableHead>
          <TableHead>Premium</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {levels.map(([feature, ...cells]) => (
          <TableRow key={feature}>
            <TableHead scope="row">{feature}</TableHead>
            {cells.map((cell, index) => (
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "What each level of breakdown cover includes" });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(4);
    await expect(canvas.getByRole("rowheader", { name: "Home start" })).toBeVisible();
    // Wide enough: no scrolling region, no extra tab stop.
    await expect(canvas.queryByRole("region")).not.toBeInTheDocument();
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("table", { name: "What each level of breakdown cover includes" }),
    ).toBeVisible();
  },
};

/** On a narrow screen the table scrolls sideways inside a focusable region named by the caption. */
export const ScrollsOnNarrowScreens: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Table {...args} caption="Annual price bands by provider">
      <TableHeader>
        <TableRow>
          {["Provider", "Basic", "Standard", "Premium", "Response time", "Fix rate", "Satisfaction"].map(
            (label) => (
              <TableHead key={label}>{label}</TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          {["Roadstar Rescue", "£35-55", "£75-120", "£150-250", "38 minutes", "79%", "4.2 of 5"].map(
            (cell) => (
              <TableCell key={cell} className="whitespace-nowrap">
                {cell}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Annual price bands by provider" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Focused, the region scrolls with the arrow keys; here it is wider inside than out.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
