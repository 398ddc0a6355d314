import type { Meta, StoryObj } from "@storybook/react-vite";
import { InfoIcon } from "lucide-react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "./button";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

const meta = {
  title: "Disclosure/Tooltip",
  component: TooltipProvider,
  tags: ["autodocs"],
  args: { children: null },
  render: (args) => (
    <TooltipProvider {...args}>
      <div className="flex gap-4 p-10">
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline" size="icon" aria-label="What is an excess?">
              <InfoIcon aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent>
            The amount you pay towards a claim before the insurer pays the rest.
          </TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline">No-claims discount</Button>
          </TooltipTrigger>
          <TooltipContent>Up to 75% off for years without a claim.</TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
} satisfies Meta<typeof TooltipProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "What is an excess?" });
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("The amount you pay towards a claim");
    await expect(trigger).toHaveAccessibleDescription(
      "The amount you pay towards a claim before the insurer pays the rest.",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

/** Hovering waits 700 ms before the tooltip opens (docs/product/figures.md). */
export const OpensAfterTheDelayOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "No-claims discount" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await expect(await screen.findByRole("tooltip", {}, { timeout: 2000 })).toHaveTextContent(
      "Up to 75% off for years without a claim.",
    );
    await userEvent.unhover(canvas.getByRole("button", { name: "No-claims discount" }));
  },
};

export const Open: Story = {
  render: () => (
    <TooltipProvider>
      <div className="p-16">
        <Tooltip open>
          <TooltipTrigger asChild>
            <Button variant="outline">Annual price</Button>
          </TooltipTrigger>
          <TooltipContent side="bottom">What you pay for a year if you pay in one go.</TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
};
