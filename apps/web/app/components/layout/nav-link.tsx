import type * as React from "react";
import type { NavItem } from "./nav-items";

type NavLinkProps = Omit<React.ComponentProps<"a">, "href"> & { item: NavItem };

/**
 * A header or footer link, a plain `<a>`: a same-page anchor is scrolled to by the browser
 * (smoothly, per app.css); another page is an ordinary page load of its prerendered HTML.
 */
export function NavLink({ item, children, ...props }: NavLinkProps) {
  return (
    <a href={item.href} {...props}>
      {children ?? item.label}
    </a>
  );
}
