import type { LegalPage } from "@plummet/content/schemas";
import { Container } from "@plummet/ui/container";
import { TableOfContents } from "@plummet/ui/table-of-contents";
import type * as React from "react";
import { PageHeader } from "../layout/page-header";
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
      <PageHeader title={page.title} containerSize="narrow">
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
        </p>
        <p className="text-lg leading-relaxed text-muted-foreground">{page.intro}</p>
      </PageHeader>
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
