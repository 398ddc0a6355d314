import { site } from "@plummet/content/site";
import { buttonVariants } from "@plummet/ui/variants/button";
import { Menu, UserRound, X } from "lucide-react";
import { Logo } from "./logo";
import { type HeaderVariant, mobileNavFor, navFor, quoteLinkFor } from "./nav-items";
import { NavLink } from "./nav-link";

const desktopLinkClass =
  "rounded-md px-3 py-2 font-medium text-foreground/80 transition-colors hover:bg-brand-50 hover:text-brand-800";

const mobileLinkClass =
  "flex min-h-12 items-center rounded-md px-3 text-lg font-semibold text-foreground hover:bg-brand-50 hover:text-brand-800";

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The sticky site header (docs/product/screens.md). "landing" links scroll to the home page's sections;
 * "page" links lead back to them from other pages. Below the lg breakpoint the links sit in a
 * drawer built on the `popover` attribute: the browser opens and closes it (Escape, a click
 * outside, the close button) and returns focus to the menu button, with no script. The few
 * lines that close it when a link inside is chosen are in page-behaviour/site-menu.ts.
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const links = navFor(variant);
  const quote = quoteLinkFor(variant);

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="hidden items-center gap-2 lg:flex">
          <nav aria-label="Main" className="flex items-center gap-1">
            {links.map((item) => (
              <NavLink key={item.href} item={item} className={desktopLinkClass} />
            ))}
            <NavLink item={quote} className={`${buttonVariants({ variant: "cta" })} ml-3`} />
          </nav>
          <AccountLink />
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <NavLink item={quote} className={`${buttonVariants({ variant: "cta", size: "sm" })} mr-1`} />
          <AccountLink compact />
          <button
            type="button"
            className={buttonVariants({ variant: "ghost", size: "icon" })}
            aria-label="Open menu"
            popoverTarget={MOBILE_MENU_ID}
          >
            <Menu aria-hidden="true" />
          </button>
          <MobileMenu variant={variant} />
        </div>
      </div>
    </header>
  );
}

/**
 * "Your account" (issue 45), outside the main links: after Get Quote on wide screens (an icon
 * alone from 1024 to 1279 px), an icon between Get Quote and the menu on a phone (its name read
 * out, and shown as a tooltip).
 */
function AccountLink({ compact = false }: { compact?: boolean }) {
  const { label, href } = site.navigation.account;
  return compact ? (
    <a
      href={href}
      aria-label={label}
      title={label}
      className={buttonVariants({ variant: "ghost", size: "icon" })}
    >
      <UserRound aria-hidden="true" className="size-5" />
    </a>
  ) : (
    <a
      href={href}
      title={label}
      className={`${desktopLinkClass} inline-flex items-center gap-2 whitespace-nowrap`}
    >
      <UserRound aria-hidden="true" className="size-5" />
      {/* Its words from 1280 px; at 1024 the main links fill the row, and the icon alone is named. */}
      <span className="sr-only xl:not-sr-only">{label}</span>
    </a>
  );
}

/** The mobile drawer: a popover on the right, over a dimmed page. */
function MobileMenu({ variant }: { variant: HeaderVariant }) {
  const quote = quoteLinkFor(variant);
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${MOBILE_MENU_ID}-title`}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-0 border-l border-border bg-white p-6 text-foreground shadow-raised backdrop:bg-brand-950/50 open:flex"
    >
      <h2 id={`${MOBILE_MENU_ID}-title`} className="pr-12 text-xl font-bold text-foreground">
        Menu
      </h2>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        popoverTargetAction="hide"
        aria-label="Close menu"
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <nav aria-label="Main" className="mt-6 flex flex-col gap-1">
        {mobileNavFor(variant).map((item) => (
          <NavLink key={item.href} item={item} className={mobileLinkClass} />
        ))}
      </nav>
      <NavLink item={quote} className={`${buttonVariants({ variant: "cta", size: "lg" })} mt-auto`} />
    </div>
  );
}
