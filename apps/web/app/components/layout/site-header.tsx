import { buttonVariants } from "@plummet/ui/variants/button";
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Logo } from "./logo";
import { type HeaderVariant, navFor, quoteLinkFor } from "./nav-items";
import { NavLink } from "./nav-link";

const desktopLinkClass =
  "rounded-md px-3 py-2 font-medium text-foreground/80 transition-colors hover:bg-brand-50 hover:text-brand-800";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

/**
 * The sticky site header (SPEC section 2). "landing" links scroll to the home page's sections;
 * "page" links lead back to them from other pages. Below the md breakpoint the links sit in a
 * drawer (mobile-menu.tsx), whose code is fetched when the menu button is approached. Every
 * page hydrates the header at once, so it styles with the design system's variant classes
 * rather than its components, whose class merging (tailwind-merge) it does not need.
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const links = navFor(variant);
  const quote = quoteLinkFor(variant);

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((item) => (
            <NavLink key={item.href} item={item} className={desktopLinkClass} />
          ))}
          <NavLink item={quote} className={`${buttonVariants({ variant: "cta" })} ml-3`} />
        </nav>
        <div className="flex items-center gap-2 md:hidden">
          <NavLink item={quote} className={buttonVariants({ variant: "cta", size: "sm" })} />
          <button
            ref={menuButton}
            type="button"
            className={buttonVariants({ variant: "ghost", size: "icon" })}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            // Fetch the drawer's code as soon as a finger or pointer heads for the button.
            onPointerEnter={loadMobileMenu}
            onTouchStart={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </button>
          {menuWanted ? (
            <Suspense fallback={null}>
              <MobileMenu
                variant={variant}
                open={menuOpen}
                onOpenChange={setMenuOpen}
                menuButton={menuButton}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
