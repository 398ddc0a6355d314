import { cva } from "class-variance-authority";

/**
 * The button's classes by variant and size. Also for styling a plain element (a link, say) as a
 * button where a page must stay light: this module does not load the class-merging library.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        cta: "bg-cta text-cta-foreground shadow-sm hover:bg-cta-hover",
        outline: "border-2 border-primary bg-transparent text-primary hover:bg-brand-50",
        destructive: "border-2 border-danger bg-transparent text-danger hover:bg-danger/10",
        ghost: "text-foreground hover:bg-muted",
        inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
        link: "text-primary underline underline-offset-4 hover:text-primary-hover",
      },
      size: {
        xs: "px-3 text-sm",
        sm: "px-3 text-sm",
        md: "px-5 text-base",
        lg: "px-7 text-lg",
        icon: "size-11",
      },
      // One line at a fixed height, or (for a long label on a phone) as many lines as it needs.
      wrap: { false: "whitespace-nowrap", true: "whitespace-normal" },
    },
    compoundVariants: [
      { size: "xs", wrap: false, class: "h-8" },
      { size: "sm", wrap: false, class: "h-9" },
      { size: "md", wrap: false, class: "h-11" },
      { size: "lg", wrap: false, class: "h-13" },
      { size: "sm", wrap: true, class: "min-h-9 py-1.5" },
      { size: "md", wrap: true, class: "min-h-11 py-2" },
      { size: "lg", wrap: true, class: "min-h-13 py-3" },
    ],
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);
