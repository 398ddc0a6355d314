import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Callout } from "./callout";
import { Checklist } from "./checklist";
import { Prose } from "./prose";

const meta = {
  title: "Editorial/Prose",
  component: Prose,
  tags: ["autodocs"],
  render: (args) => (
    <Prose {...args}>
      <p>
        Breakdown cover gets you moving again when your car will not. The cheapest policies only help at the
        roadside, so it pays to know what each level includes.{" "}
        <a href="#levels">Compare the levels of cover</a> before you buy.
      </p>
      <h2 id="levels">Levels of cover</h2>
      <p>Most providers sell three levels:</p>
      <ul>
        <li>Roadside assistance, which fixes the car where it stopped</li>
        <li>Home start, which also helps on your own drive</li>
        <li>National recovery, which takes you anywhere in the UK</li>
      </ul>
      <Callout tone="tip" title="Check the small print">
        Some policies do not cover cars older than 15 years.
      </Callout>
      <h3 id="extras">Extras worth paying for</h3>
      <p>
        Onward travel pays for a hire car or train fare; an <strong>overnight stay</strong> pays for a hotel
        when a repair takes until the next day.
      </p>
      <Checklist
        title="Before you buy"
        items={["Check the car's age limit", "Compare the call-out limits"]}
      />
    </Prose>
  ),
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongFormText: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Levels of cover" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Compare the levels of cover" })).toHaveAttribute(
      "href",
      "#levels",
    );
    await expect(canvas.getByRole("note")).toBeVisible();
  },
};

export const AsArticle: Story = {
  args: { asChild: true },
  render: (args) => (
    <Prose {...args}>
      <article aria-labelledby="article-title">
        <h2 id="article-title">What to do after a car accident</h2>
        <p>Stop, stay calm and make sure everyone is safe before you do anything else.</p>
      </article>
    </Prose>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article", { name: "What to do after a car accident" })).toHaveAttribute(
      "data-slot",
      "prose",
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
