import { buttonVariants } from "@plummet/ui/variants/button";

/** The ways on from any state: a new quote, or another saved one. */
export function NextSteps({ changeDetails = false }: { changeDetails?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <a href="/#quote-comparison" className={buttonVariants({ variant: "cta" })}>
        {changeDetails ? "Change your details" : "Get a new quote"}
      </a>
      <a href="/quotes" className={buttonVariants({ variant: "outline" })}>
        Find a saved quote
      </a>
    </div>
  );
}
