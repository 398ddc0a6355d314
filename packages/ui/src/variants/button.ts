import { cva } from "class-variance-authority";

/**
 * The button's classes by variant and size. Also for styling a plain element (a link, say) as a
 * button where a page must stay light: this module does not load the class-merging library.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        cta: "bg-cta text-cta-foreground shadow-sm hover:bg-cta-hover",
        outline: "border-2 border-primary bg-transparent text-primary hover:bg-brand-50",
        ghost: "text-foreground hover:bg-muted",
        inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
        link: "text-primary underline underline-offset-4 hover:text-primary-hover",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-base",
        lg: "h-13 px-7 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
