import { homeContent } from "@plummet/content/home";
import { Button } from "@plummet/ui/button";
import { Container } from "@plummet/ui/container";
import { Link } from "react-router";

/** Section 9: the closing call to action. */
export function ClosingCta() {
  const { closingCta } = homeContent;
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <div className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-raised sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-16 -z-10 size-72 rounded-full bg-accent-400/20 blur-3xl"
          />
          <h2
            id="closing-cta-heading"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {closingCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{closingCta.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="cta" size="lg">
              <a href="#quote-comparison">Compare Quotes</a>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <Link to="/contact">Talk to our team</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
