import type { LegalPage } from "@plummet/content/schemas";
import { Container } from "@plummet/ui/container";
import { TableOfContents } from "@plummet/ui/table-of-contents";
import type * as React from "react";
import { BackLink } from "../layout/back-link";
import { formatLongDate } from "./dates";
import { EditorialBlocks } from "./editorial-blocks";

type LegalDocumentProps = {
  page: LegalPage;
  /** Extra content appended to a section, by section id (the terms' insurer list, say). */
  sectionExtras?: Record<string, React.ReactNode>;
};

/** A privacy policy or terms page: header, contents, then each section with its blocks. */
export function LegalDocument({ page, sectionExtras = {} }: LegalDocumentProps) {
  return (
    <>
      <header className="border-b border-border bg-gradient-to-b from-brand-50 to-background py-10 sm:py-14">
        <Container size="narrow" className="grid gap-5">
          <BackLink to="/">Back to home</BackLink>
          <h1 className="font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="text-sm text-muted-foreground">
            Last updated <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
          </p>
          <p className="text-lg leading-relaxed text-muted-foreground">{page.intro}</p>
        </Container>
      </header>
      <Container size="default" className="grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents
            title="On this page"
            items={page.sections.map((section) => ({ id: section.id, label: section.heading }))}
          />
        </aside>
        <div className="grid min-w-0 gap-12">
          {page.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="grid gap-5">
              <h2
                id={section.id}
                className="scroll-mt-24 text-2xl font-bold leading-tight text-brand-900 sm:text-3xl"
              >
                {section.heading}
              </h2>
              <EditorialBlocks blocks={section.blocks} />
              {sectionExtras[section.id] ?? null}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
