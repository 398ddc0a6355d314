import type * as React from "react";
import { Link } from "react-router";
import type { NavItem } from "./nav-items";

type NavLinkProps = Omit<React.ComponentProps<"a">, "href"> & { item: NavItem };

/**
 * A header or footer link: a same-page anchor stays a plain `<a>` (the browser scrolls to it,
 * smoothly per app.css); a route goes through React Router, whose scroll restoration then finds
 * any hash on the new page.
 */
export function NavLink({ item, children, ...props }: NavLinkProps) {
  const content = children ?? item.label;
  if (item.href.startsWith("#")) {
    return (
      <a href={item.href} {...props}>
        {content}
      </a>
    );
  }
  return (
    <Link to={item.href} {...props}>
      {content}
    </Link>
  );
}
