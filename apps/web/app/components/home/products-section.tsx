import { homeContent } from "@plummet/content/home";
import { productCards } from "@plummet/content/product-cards";
import { Button } from "@plummet/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from "@plummet/ui/card";
import { TextLink } from "@plummet/ui/link";
import { Section } from "@plummet/ui/section";
import { Link } from "react-router";

/** Section 3: the eight product cards, each with 'Learn More.' and 'Get Quote' (which chooses its product in the form). */
export function ProductsSection() {
  const { products } = homeContent;
  return (
    <Section id="products" title={products.title} intro={products.intro} size="wide" tone="muted">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {productCards.map((card) => (
          <li key={card.id}>
            <Card className="h-full overflow-hidden transition-shadow hover:shadow-raised">
              <div className="flex h-32 items-center sm:h-36 justify-center bg-gradient-to-br from-brand-50 to-accent-100">
                <img
                  src={`/assets/content/${card.image.path}`}
                  alt={card.image.alt}
                  width={160}
                  height={112}
                  loading="lazy"
                  decoding="async"
                  className="h-24 w-auto sm:h-28"
                />
              </div>
              <CardContent className="flex flex-col gap-2 pb-4">
                <CardTitle>{card.title}</CardTitle>
                <CardDescription>
                  {card.description}{" "}
                  <TextLink asChild>
                    <Link to={card.link}>
                      Learn More.<span className="sr-only"> About {card.title}</span>
                    </Link>
                  </TextLink>
                </CardDescription>
              </CardContent>
              <CardFooter>
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
