import { TextLink } from "@plummet/ui/link";
import { Link } from "react-router";

/** Links to pages of the site, one an item, as text links (the sitemap's groups, the 404's suggestions). */
export function TextLinkList({
  links,
  className,
}: {
  links: ReadonlyArray<{ label: string; href: string }>;
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <TextLink asChild>
            <Link to={link.href}>{link.label}</Link>
          </TextLink>
        </li>
      ))}
    </ul>
  );
}
