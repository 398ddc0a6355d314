import type { Meta, StoryObj } from "@storybook/react-vite";
import { Fragment } from "react";
import { expect, within } from "storybook/test";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "./breadcrumb";

/** A trail of links to the pages above this one, then this page. */
function Trail({
  links,
  page,
  ...args
}: React.ComponentProps<typeof Breadcrumb> & { links: [label: string, href: string][]; page: string }) {
  return (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        {links.map(([label, href]) => (
          <Fragment key={href}>
            <BreadcrumbItem>
              <BreadcrumbLink href={href}>{label}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
          </Fragment>
        ))}
        <BreadcrumbItem>
          <BreadcrumbPage>{page}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}

const meta = {
  title: "Navigation/Breadcrumb",
  component: Breadcrumb,
  tags: ["autodocs"],
  render: (args) => <Trail {...args} links={[["Home", "#home"]]} page="Insurance Resources" />,
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "#home");
    await expect(within(nav).getByText("Insurance Resources")).toHaveAttribute("aria-current", "page");
    // The separator is decoration: only the two crumbs are list items for a screen reader.
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(2);
  },
};

export const LongTrail: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: (args) => (
    <Trail
      {...args}
      links={[
        ["Home", "#home"],
        ["Insurance Resources", "#resources"],
      ]}
      page="The complete guide to choosing breakdown cover for older cars"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};
