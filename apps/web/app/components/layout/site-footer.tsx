import type { LinkItem } from "@plummet/content/schemas";
import { site } from "@plummet/content/site";
import { linkVariants } from "@plummet/ui/link";
import { Link } from "react-router";
import { company } from "../../lib/firm";
import { Logo } from "./logo";

const headingClass = "text-sm font-bold uppercase tracking-wider text-accent-300";
const linkClass = linkVariants({ variant: "inverse-subtle" });

/** The footer's links as a list, in the footer's link style. */
function LinkList({ links, className }: { links: LinkItem[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: LinkItem[] }) {
  return (
    <nav aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <LinkList links={links} className="flex flex-col gap-2" />
    </nav>
  );
}

/**
 * The site footer, anchor `contact`: who we are, the regulatory statement written out in full,
 * how we are paid, contact details, quick links back to the home page's sections and the legal
 * links. Every detail comes from `site` in @plummet/content.
 */
export function SiteFooter() {
  const { contact, footer } = site;
  return (
    <footer id="contact" className="scroll-mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo tone="light" />
          <p className="max-w-sm leading-relaxed">{footer.about}</p>
        </div>
        <FooterLinks id="footer-products" title="Insurance" links={footer.productLinks} />
        <FooterLinks id="footer-quick-links" title="Quick links" links={footer.quickLinks} />
        <section aria-labelledby="footer-contact" className="flex flex-col gap-3">
          <h2 id="footer-contact" className={headingClass}>
            Contact us
          </h2>
          <ul className="flex flex-col gap-2">
            <li>
              {company.phoneHref ? (
                <a href={company.phoneHref} className={linkClass}>
                  {company.phone}
                </a>
              ) : (
                <Link to="/call-back" className={linkClass}>
                  Ask for a call back
                </Link>
              )}
            </li>
            <li>
              <a href={`mailto:${contact.generalEmail}`} className={linkClass}>
                {contact.generalEmail}
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.supportEmail}`} className={linkClass}>
                {contact.supportEmail}
              </a>
            </li>
          </ul>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {site.openingHours.map((slot) => (
              <div key={slot.days} className="contents">
                <dt className="font-semibold text-white">{slot.days}</dt>
                <dd>{slot.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-brand-200">{contact.replyTime}</p>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 text-sm sm:px-6 lg:px-8">
          <section
            aria-labelledby="footer-regulatory"
            className="flex max-w-4xl flex-col gap-2 leading-relaxed"
          >
            <h2 id="footer-regulatory" className="sr-only">
              Regulatory information
            </h2>
            <p>{company.fcaStatement}</p>
            <p className="text-brand-200">{company.howWeArePaid}</p>
          </section>
          <div className="flex flex-col-reverse gap-4 md:flex-row md:items-center md:justify-between">
            <p className="text-brand-200">
              © 2026 {company.legalName}. {footer.copyright}
            </p>
            <nav aria-label="Legal">
              <LinkList links={footer.legalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
            </nav>
          </div>
        </div>
      </div>
    </footer>
  );
}
