import { homeContent } from "@plummet/content/home";
import { Card } from "@plummet/ui/card";
import { Section } from "@plummet/ui/section";
import { StarRating } from "@plummet/ui/star-rating";
import { Quote } from "lucide-react";
import { ContentImage } from "../content-image";

/** Section 6: three testimonials with rating, title, words, author, place and portrait. */
export function TestimonialsSection() {
  const { testimonials } = homeContent;
  return (
    <Section title={testimonials.title} intro={testimonials.intro} tone="muted" size="wide">
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.id}>
            <Card className="h-full gap-4 p-6 sm:p-7">
              <div className="flex items-center justify-between">
                <StarRating rating={item.rating} />
                <Quote aria-hidden="true" className="size-8 text-brand-200" />
              </div>
              <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
              <figure className="flex flex-1 flex-col gap-4">
                <blockquote className="flex-1">
                  <p className="leading-relaxed text-muted-foreground">{item.content}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3 border-t border-border pt-4">
                  <ContentImage
                    image={item.image}
                    width={48}
                    height={48}
                    className="size-12 rounded-full bg-brand-100"
                  />
                  <span className="flex flex-col">
                    <span className="font-semibold text-foreground">{item.author}</span>
                    <span className="text-sm text-muted-foreground">{item.location}</span>
                  </span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
