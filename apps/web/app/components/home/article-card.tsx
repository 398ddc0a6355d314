import type { ArticleSummary } from "@plummet/content/schemas";
import { Badge } from "@plummet/ui/badge";
import { Card } from "@plummet/ui/card";
import { Link } from "react-router";
import { ContentImage } from "../content-image";
import { ReadTimeAndDate } from "../editorial/guide-meta";

/** A guide's card: image, category, title (the link), description, read time and date. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <Card className="group relative h-full overflow-hidden transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <ContentImage
        image={article.image}
        width={640}
        height={360}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badge className="w-fit">{article.category}</Badge>
        <h3 className="text-lg leading-snug font-bold text-brand-900">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link
            to={`/resources/${article.slug}`}
            className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        <p className="flex-1 leading-relaxed text-muted-foreground">{article.description}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <ReadTimeAndDate guide={article} />
        </p>
      </div>
    </Card>
  );
}
