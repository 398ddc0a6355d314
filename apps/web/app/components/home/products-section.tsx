import { homeContent } from "@plummet/content/home";
import { productCards } from "@plummet/content/product-cards";
import { Button } from "@plummet/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from "@plummet/ui/card";
import { TextLink } from "@plummet/ui/link";
import { Section } from "@plummet/ui/section";
import { Link } from "react-router";
import { ContentImage } from "../content-image";

/** Section 3: the eight product cards, each with 'Learn More.' and 'Get Quote' (which chooses its product in the form). */
export function ProductsSection() {
  const { products } = homeContent;
  return (
    <Section id="products" title={products.title} intro={products.intro} size="wide" tone="muted">
      {/* On a phone the cards are compact, two to a row (title, Learn More and Get Quote), so the
          quote form is within three screens of the top; from `sm` up each shows its picture and words. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {productCards.map((card) => (
          <li key={card.id}>
            <Card className="h-full overflow-hidden transition-shadow hover:shadow-raised">
              <div className="flex h-36 items-center justify-center bg-gradient-to-br from-brand-50 to-accent-100 max-sm:hidden">
                <ContentImage image={card.image} width={160} height={112} className="h-28 w-auto" />
              </div>
              <CardContent className="flex flex-col gap-1 px-3 pt-3 pb-2 sm:gap-2 sm:px-6 sm:pt-6 sm:pb-4">
                <CardTitle className="text-base leading-tight sm:text-xl">{card.title}</CardTitle>
                <CardDescription>
                  <span className="max-sm:sr-only">{card.description} </span>
                  <TextLink asChild>
                    <Link to={card.link}>
                      Learn More.<span className="sr-only"> About {card.title}</span>
                    </Link>
                  </TextLink>
                </CardDescription>
              </CardContent>
              <CardFooter className="px-3 pb-3 sm:px-6">
                <Button asChild variant="outline" size="sm">
                  <a href={`/?type=${card.id}#quote-comparison`}>
                    Get Quote<span className="sr-only"> for {card.title}</span>
                  </a>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
