import { Container } from "@plummet/ui/container";
import type * as React from "react";
import { BackLink } from "../../components/layout/back-link";

/** The header of a page emails link to: a back link, the title and what the page is for. */
export function EmailLinkHeader({
  title,
  children,
  icon,
}: {
  title: string;
  children?: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <header className="border-b border-border bg-gradient-to-b from-brand-50 to-background py-8 sm:py-12">
      <Container className="grid gap-4">
        <BackLink to="/">Back to home</BackLink>
        <h1 className="flex items-center gap-3 font-display text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
          {icon}
          {title}
        </h1>
        {children ? (
          <div className="grid max-w-3xl gap-3 text-lg leading-relaxed text-muted-foreground">{children}</div>
        ) : null}
      </Container>
    </header>
  );
}

/** A card beside a form that explains the rules: why, how long, what happens next. */
export function AsideCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-3 rounded-xl border border-border bg-white p-5 shadow-card sm:p-6">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <div className="grid gap-3 text-muted-foreground">{children}</div>
    </section>
  );
}
