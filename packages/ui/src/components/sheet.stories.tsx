import type { Meta, StoryObj } from "@storybook/react-vite";
import { MenuIcon } from "lucide-react";
import type * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "./button";
import { TextLink } from "./link";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet";

const links = ["Products", "About", "Resources", "Contact"];

/**
 * Stands in for a router's `<Link>`: it navigates in script (reported through `onNavigate`)
 * instead of letting the browser follow the address.
 */
function RouterLink({
  to,
  onNavigate,
  ...props
}: React.ComponentProps<"a"> & { to: string; onNavigate: (to: string) => void }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        event.preventDefault();
        onNavigate(to);
      }}
    />
  );
}

type MobileMenuProps = React.ComponentProps<typeof Sheet> & { onNavigate: (to: string) => void };

function MobileMenu({ onNavigate, ...args }: MobileMenuProps) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Find cover, guides and how to reach us.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {links.map((label) => (
              <li key={label}>
                <SheetClose asChild>
                  <TextLink asChild variant="subtle" className="block py-3 text-lg">
                    <RouterLink to={`/#${label.toLowerCase()}`} onNavigate={onNavigate}>
                      {label}
                    </RouterLink>
                  </TextLink>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <SheetClose asChild>
          <Button variant="cta" asChild>
            <RouterLink to="/#quote-comparison" onNavigate={onNavigate}>
              Get Quote
            </RouterLink>
          </Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: "Disclosure/Sheet",
  component: MobileMenu,
  tags: ["autodocs"],
  args: { onOpenChange: fn(), onNavigate: fn() },
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: (args) => <MobileMenu {...args} />,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileNavigation: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    await expect(dialog).toHaveAccessibleDescription("Find cover, guides and how to reach us.");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Choosing a link closes the drawer and focus returns to the menu button.
    await userEvent.click(screen.getByRole("link", { name: "Resources" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/#resources");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithButtonAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    for (let press = 0; press < 8; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const FromTheLeft: Story = {
  render: ({ onNavigate: _onNavigate, ...args }) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side="left">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
        </SheetHeader>
        <p>Narrow the results by cover level and excess.</p>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    await screen.findByRole("dialog", { name: "Filters" });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
