import { productCards } from "@plummet/content";
import { Button } from "@plummet/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from "@plummet/ui/card";
import { Link } from "react-router";
import { QuoteForm } from "../features/quotes/quote-form";

export function meta() {
  return [
    { title: "Plummet | Compare UK Insurance Quotes from 40+ Providers" },
    {
      name: "description",
      content:
        "Compare car, home, travel, pet, life and more insurance quotes from 40+ UK providers in minutes. Free, no obligation, FCA regulated.",
    },
    { tagName: "link", rel: "canonical", href: "https://www.plummet.co.uk/" },
  ];
}

export default function Home() {
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-20 sm:px-6 md:py-28">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Watch your insurance costs plummet.
          </h1>
          <p className="max-w-2xl text-lg text-brand-100 sm:text-xl">
            Compare quotes from 40+ UK providers in minutes. Free, no obligation, and no hidden fees.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="cta" size="lg">
              <a href="#quote-comparison">Compare Quotes</a>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <a href="#contact">Get Expert Call Back</a>
            </Button>
          </div>
        </div>
      </section>

      <section
        id="products"
        aria-labelledby="products-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2 id="products-heading" className="text-3xl font-bold">
          Our Insurance Products
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {productCards.map((card) => (
            <li key={card.id}>
              <Card className="h-full overflow-hidden">
                <img
                  src={`/assets/content/${card.image.path}`}
                  alt={card.image.alt}
                  width={160}
                  height={128}
                  loading="lazy"
                  className="h-32 w-full bg-brand-50 object-contain p-2"
                />
                <CardContent className="flex flex-col gap-2">
                  <CardTitle>{card.title}</CardTitle>
                  <CardDescription>
                    {card.description}{" "}
                    <Link to={card.link} className="font-semibold text-primary underline">
                      Learn More.
                    </Link>
                  </CardDescription>
                </CardContent>
                <CardFooter>
                  <Button asChild variant="outline" size="sm">
                    <a href="#quote-comparison">Get Quote</a>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section id="quote-comparison" aria-labelledby="quote-heading" className="bg-muted py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="quote-heading" className="text-3xl font-bold">
            Compare insurance quotes
          </h2>
          <p className="mt-2 mb-8 text-muted-foreground">
            Five quick questions, then quotes from our panel of insurers.
          </p>
          <QuoteForm />
        </div>
      </section>

      <footer id="contact" className="bg-brand-950 py-10 text-brand-100">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <p>
            Plummet is a trading style of a company authorised and regulated by the Financial Conduct
            Authority.
          </p>
        </div>
      </footer>
    </main>
  );
}
