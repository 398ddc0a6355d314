import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "../lib/utils";
import { Container } from "./container";

const sectionVariants = cva("py-14 sm:py-20", {
  variants: {
    tone: {
      default: "bg-background",
      muted: "bg-muted",
      brand: "bg-brand-800 text-white",
    },
  },
  defaultVariants: { tone: "default" },
});

type SectionProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** The background: `default`, `muted` (grey) to set a band apart, `brand` (plum, white text) for a closing call to action. */
  tone?: NonNullable<VariantProps<typeof sectionVariants>["tone"]>;
  /** The section's heading; it names the section landmark. */
  title: React.ReactNode;
  /** A paragraph under the heading. */
  intro?: React.ReactNode;
  /** A short line above the heading. */
  eyebrow?: React.ReactNode;
  /** 2 unless told. */
  headingLevel?: 2 | 3;
  /** Centre the heading and intro. */
  centred?: boolean;
  /** The inner Container's width. */
  size?: "narrow" | "default" | "wide";
};

/**
 * A page section: a named `<section>` with its heading, an optional intro and its content in a
 * `Container`.
 *
 * **Use it** for each band of a long page (products, FAQ, testimonials). Give it an `id` to make it
 * an in-page anchor.
 *
 * **Do not use it** for a box inside a page's content (use `Card` or `Callout`) or without a heading:
 * the heading names the section.
 *
 * **Keyboard and screen readers:** a `region` landmark named by its heading, so screen reader users
 * can jump between sections.
 */
function Section({
  title,
  intro,
  eyebrow,
  headingLevel = 2,
  centred = false,
  tone,
  size,
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const onBrand = tone === "brand";
  return (
    <section
      data-slot="section"
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), "scroll-mt-20", className)}
      {...props}
    >
      <Container size={size}>
        <header className={cn("mb-8 grid max-w-3xl gap-3 sm:mb-10", centred && "mx-auto text-center")}>
          {eyebrow ? (
            <p
              className={cn(
                "text-sm font-semibold tracking-wide uppercase",
                onBrand ? "text-accent-300" : "text-brand-600",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <Heading
            id={headingId}
            className={cn(
              "font-display text-3xl font-bold leading-tight tracking-tight sm:text-4xl",
              onBrand ? "text-white" : "text-brand-900",
            )}
          >
            {title}
          </Heading>
          {intro ? (
            <div
              className={cn("text-lg leading-relaxed", onBrand ? "text-brand-100" : "text-muted-foreground")}
            >
              {intro}
            </div>
          ) : null}
        </header>
        {children}
      </Container>
    </section>
  );
}

export { Section, type SectionProps, sectionVariants };
