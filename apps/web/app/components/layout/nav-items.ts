import type { LinkItem } from "@plummet/content/schemas";
import { site } from "@plummet/content/site";

/** One header link: a same-page anchor ("#about") on the landing page, a route elsewhere. */
export type NavItem = { label: string; href: string };

export type HeaderVariant = "landing" | "page";

/** On the home page itself, "/#about" becomes "#about": the browser scrolls without a navigation. */
function onThisPage(link: LinkItem): NavItem {
  return { label: link.label, href: link.href.replace(/^\/#/, "#") };
}

const { landing, otherPages, getQuote } = site.navigation;

/** docs/product/screens.md: the desktop links of each variant (the Home link is for the mobile menu only). */
export function navFor(variant: HeaderVariant): NavItem[] {
  return variant === "landing" ? landing.map(onThisPage) : otherPages.filter((link) => link.href !== "/");
}

/** The mobile menu of the page variant also carries Home (docs/product). */
export function mobileNavFor(variant: HeaderVariant): NavItem[] {
  return variant === "landing" ? landing.map(onThisPage) : otherPages;
}

/** 'Get Quote': scrolls to the quote form on the home page, leads to it from anywhere else. */
export function quoteLinkFor(variant: HeaderVariant): NavItem {
  return variant === "landing" ? onThisPage(getQuote) : getQuote;
}
