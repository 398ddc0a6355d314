import { Container, type ContainerProps } from "@plummet/ui/container";
import type * as React from "react";
import { BackLink } from "./back-link";

/** The band's padding and the gap between its lines, roomy for reading pages, tighter before a form. */
const spacings = {
  roomy: { band: "py-10 sm:py-14", gap: "gap-5" },
  lead: { band: "py-10 sm:py-14", gap: "gap-4" },
  form: { band: "py-8 sm:py-12", gap: "gap-4" },
  tight: { band: "py-8 sm:py-12", gap: "gap-3" },
};

const titleSizes = {
  large: "font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl",
  medium: "font-display text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl",
};

/**
 * The header band of an inner page: a link back home, the title, what the page is for (`lede`)
 * and anything else the page says before its content (`children`).
 */
export function PageHeader({
  title,
  lede,
  spacing = "roomy",
  titleSize = "large",
  containerSize,
  children,
}: {
  title: React.ReactNode;
  lede?: React.ReactNode;
  spacing?: keyof typeof spacings;
  titleSize?: keyof typeof titleSizes;
  containerSize?: ContainerProps["size"];
  children?: React.ReactNode;
}) {
  const { band, gap } = spacings[spacing];
  return (
    <header className={`border-b border-border bg-gradient-to-b from-brand-50 to-background ${band}`}>
      <Container size={containerSize} className={`grid ${gap}`}>
        <BackLink to="/">Back to home</BackLink>
        <h1 className={titleSizes[titleSize]}>{title}</h1>
        {lede ? <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{lede}</p> : null}
        {children}
      </Container>
    </header>
  );
}
