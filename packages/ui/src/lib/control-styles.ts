/** Shared look of text inputs, textareas and select triggers (border turns red when aria-invalid). */
export const controlClassName =
  "w-full rounded-md border-2 border-border bg-white px-3 text-base text-foreground placeholder:text-muted-foreground transition-colors hover:border-brand-300 focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-danger aria-invalid:hover:border-danger";
