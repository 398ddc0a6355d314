import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "./button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Display/Card",
  component: Card,
  tags: ["autodocs"],
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Car Insurance</CardTitle>
        <CardDescription>Comprehensive or third party cover for your car.</CardDescription>
      </CardHeader>
      <CardContent>Compare quotes from 40+ providers in minutes.</CardContent>
      <CardFooter>
        <Button size="sm">Get Quote</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Car Insurance" })).toBeVisible();
  },
};

export const LongContent: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Private Medical Insurance with a title long enough to wrap over two lines</CardTitle>
      </CardHeader>
      <CardContent>
        {"Faster access to specialists, scans and private treatment, with cover you can tailor. ".repeat(4)}
      </CardContent>
    </Card>
  ),
};
