import { cva, type VariantProps } from "class-variance-authority";
import { InfoIcon, LightbulbIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/utils";

const calloutVariants = cva("flex gap-3 rounded-lg border-l-4 p-4 sm:p-5", {
  variants: {
    tone: {
      info: "border-info bg-info-soft",
      tip: "border-success bg-success-soft",
      warning: "border-warning bg-warning-soft",
    },
  },
  defaultVariants: { tone: "info" },
});

const toneIcons = { info: InfoIcon, tip: LightbulbIcon, warning: TriangleAlertIcon } as const;
const toneIconColours = { info: "text-info", tip: "text-success", warning: "text-warning" } as const;
/** Read before the title so the tone is not conveyed by colour alone. */
const toneWords = { info: "Information", tip: "Tip", warning: "Warning" } as const;

type CalloutTone = NonNullable<VariantProps<typeof calloutVariants>["tone"]>;

type CalloutProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** `info` for facts, `tip` for advice, `warning` for something that may cost the visitor. */
  tone?: CalloutTone;
  /** A short bold line above the text; the tone's word is read before it. */
  title?: React.ReactNode;
};

/**
 * A boxed aside in running text or beside a form: information, a tip or a warning.
 *
 * **Use it** for something the visitor should read before going on: what quotes assume, that
 * quotes have expired, a tip in a guide.
 *
 * **Do not use it** for form errors (use `ErrorSummary` and the Field's `error`), for a message that
 * comes and goes after an action (use `toast`), or for several in a row: one callout per point of
 * a page keeps them noticed.
 *
 * **Keyboard and screen readers:** a `role="note"`, not focusable. Its tone is read before the
 * title ("Warning: These quotes have expired"), so it is not conveyed by colour or icon alone.
 */
function Callout({ tone = "info", title, className, children, ...props }: CalloutProps) {
  const Icon = toneIcons[tone];
  return (
    <div
      data-slot="callout"
      data-tone={tone}
      role="note"
      className={cn(calloutVariants({ tone }), className)}
      {...props}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", toneIconColours[tone])} aria-hidden="true" />
      <div className="grid gap-1 text-foreground">
        {title ? (
          <p className="font-semibold">
            <span className="sr-only">{toneWords[tone]}: </span>
            {title}
          </p>
        ) : (
          <span className="sr-only">{toneWords[tone]}: </span>
        )}
        <div className="leading-relaxed">{children}</div>
      </div>
    </div>
  );
}

export { Callout, type CalloutProps, type CalloutTone, calloutVariants };
