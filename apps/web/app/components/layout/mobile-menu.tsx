import { Button } from "@plummet/ui/button";
import { Sheet, SheetContent, SheetTitle } from "@plummet/ui/sheet";
import { useRef } from "react";
import { type HeaderVariant, mobileNavFor, type NavItem, quoteLinkFor } from "./nav-items";
import { NavLink } from "./nav-link";
import { scrollToSection } from "./scroll-to-section";

const mobileLinkClass =
  "flex min-h-12 items-center rounded-md px-3 text-lg font-semibold text-foreground hover:bg-brand-50 hover:text-brand-800";

/**
 * The mobile navigation drawer (Radix Dialog). Loaded on its own the first time the menu button
 * is approached, so pages do not carry the dialog's code until a visitor wants the menu. It
 * closes as soon as a link is chosen; a same-page anchor is scrolled to once it has closed.
 */
export default function MobileMenu({
  variant,
  open,
  onOpenChange,
  menuButton,
}: {
  variant: HeaderVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus goes back to it (it is not a Radix trigger). */
  menuButton: React.RefObject<HTMLButtonElement | null>;
}) {
  const pendingHash = useRef<string | null>(null);
  const quote = quoteLinkFor(variant);

  function chooseLink(event: React.MouseEvent<HTMLAnchorElement>, item: NavItem) {
    if (item.href.startsWith("#")) {
      event.preventDefault();
      pendingHash.current = item.href;
    }
    onOpenChange(false);
  }

  function afterClosed(event: Event) {
    event.preventDefault();
    const hash = pendingHash.current;
    if (!hash) {
      menuButton.current?.focus();
      return;
    }
    pendingHash.current = null;
    // Focus on the menu button would keep the page where it was; go to the chosen section.
    requestAnimationFrame(() => scrollToSection(hash));
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Close menu"
        onCloseAutoFocus={afterClosed}
        className="w-[min(20rem,85vw)]"
      >
        <SheetTitle>Menu</SheetTitle>
        <nav aria-label="Main" className="mt-6 flex flex-col gap-1">
          {mobileNavFor(variant).map((item) => (
            <NavLink
              key={item.href}
              item={item}
              className={mobileLinkClass}
              onClick={(event) => chooseLink(event, item)}
            />
          ))}
        </nav>
        <Button asChild variant="cta" size="lg" className="mt-auto">
          <NavLink item={quote} onClick={(event) => chooseLink(event, quote)} />
        </Button>
      </SheetContent>
    </Sheet>
  );
}
