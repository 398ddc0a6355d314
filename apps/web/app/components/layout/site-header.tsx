import { Button } from "@plummet/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@plummet/ui/sheet";
import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Logo } from "./logo";
import { type HeaderVariant, mobileNavFor, type NavItem, navFor, quoteLinkFor } from "./nav-items";
import { NavLink } from "./nav-link";
import { scrollToSection } from "./scroll-to-section";

const desktopLinkClass =
  "rounded-md px-3 py-2 font-medium text-foreground/80 transition-colors hover:bg-brand-50 hover:text-brand-800";
const mobileLinkClass =
  "flex min-h-12 items-center rounded-md px-3 text-lg font-semibold text-foreground hover:bg-brand-50 hover:text-brand-800";

/**
 * The sticky site header (SPEC section 2). "landing" links scroll to the home page's sections;
 * "page" links lead back to them from other pages. Below the md breakpoint the links sit in a
 * drawer that closes as soon as one is chosen.
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // A same-page anchor chosen in the drawer: scrolled to once the drawer has closed.
  const pendingHash = useRef<string | null>(null);
  const links = navFor(variant);
  const mobileLinks = mobileNavFor(variant);
  const quote = quoteLinkFor(variant);

  function chooseMobileLink(event: React.MouseEvent<HTMLAnchorElement>, item: NavItem) {
    if (item.href.startsWith("#")) {
      event.preventDefault();
      pendingHash.current = item.href;
    }
    setMenuOpen(false);
  }

  function afterMenuClosed(event: Event) {
    const hash = pendingHash.current;
    if (!hash) return;
    pendingHash.current = null;
    // Focus would return to the menu button and keep the page where it was; go to the section.
    event.preventDefault();
    requestAnimationFrame(() => scrollToSection(hash));
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((item) => (
            <NavLink key={item.href} item={item} className={desktopLinkClass} />
          ))}
          <Button asChild variant="cta" className="ml-3">
            <NavLink item={quote} />
          </Button>
        </nav>
        <div className="flex items-center gap-2 md:hidden">
          <Button asChild variant="cta" size="sm">
            <NavLink item={quote} />
          </Button>
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent
              side="right"
              closeLabel="Close menu"
              onCloseAutoFocus={afterMenuClosed}
              className="w-[min(20rem,85vw)]"
            >
              <SheetTitle>Menu</SheetTitle>
              <nav aria-label="Main" className="mt-6 flex flex-col gap-1">
                {mobileLinks.map((item) => (
                  <NavLink
                    key={item.href}
                    item={item}
                    className={mobileLinkClass}
                    onClick={(event) => chooseMobileLink(event, item)}
                  />
                ))}
              </nav>
              <Button asChild variant="cta" size="lg" className="mt-auto">
                <NavLink item={quote} onClick={(event) => chooseMobileLink(event, quote)} />
              </Button>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
