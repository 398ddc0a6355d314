import { homeContent } from "@plummet/content/home";
import type { ArticleSummary } from "@plummet/content/schemas";
import { Button } from "@plummet/ui/button";
import { Section } from "@plummet/ui/section";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "./article-card";

/**
 * Section 8 (anchor resources): a few guides and 'View All Resources'. The guides come from the
 * route's loader, so the guides' full text stays out of the home page's JavaScript.
 */
export function ResourcesSection({ guides }: { guides: ArticleSummary[] }) {
  const { resources } = homeContent;
  return (
    <Section id="resources" title={resources.title} intro={resources.intro} tone="muted" size="wide">
      <ul className="grid gap-6 md:grid-cols-3">
        {guides.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to="/resources">
            View All Resources <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
