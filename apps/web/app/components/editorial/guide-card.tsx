import type { ArticleSummary } from "@plummet/content/schemas";
import { Card } from "@plummet/ui/card";
import { cn } from "@plummet/ui/utils";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContentImage } from "../content-image";
import { GuideMeta } from "./guide-meta";

/**
 * A guide in the resources grid. The whole card is clickable through the title link's stretched
 * ::after, so there is one link per card for screen readers and keyboards.
 */
export function GuideCard({
  guide,
  featured = false,
  headingLevel = 3,
}: {
  guide: ArticleSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      className={cn(
        "group relative h-full overflow-hidden transition-shadow focus-within:shadow-raised hover:shadow-raised",
        featured && "md:grid md:grid-cols-2",
      )}
    >
      <ContentImage
        image={guide.image}
        alt=""
        width={1200}
        height={600}
        loading={featured ? "eager" : "lazy"}
        className={cn("aspect-[2/1] w-full bg-brand-50 object-cover", featured && "md:h-full md:aspect-auto")}
      />
      <div className={cn("flex flex-1 flex-col gap-3 p-6", featured && "md:justify-center md:p-10")}>
        <GuideMeta guide={guide} />
        <Heading className={cn("font-bold text-brand-900", featured ? "text-2xl sm:text-3xl" : "text-xl")}>
          <Link
            to={`/resources/${guide.slug}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {guide.title}
          </Link>
        </Heading>
        <p className="text-muted-foreground">{guide.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-primary"
        >
          Read guide
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </Card>
  );
}
