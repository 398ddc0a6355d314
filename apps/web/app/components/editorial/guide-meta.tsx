import type { ArticleSummary } from "@plummet/content/schemas";
import { Badge } from "@plummet/ui/badge";
import { CalendarDays, Clock } from "lucide-react";
import { formatLongDate } from "./dates";

/** "N min read" and the publication date, each after its icon. */
export function ReadTimeAndDate({ guide }: { guide: Pick<ArticleSummary, "readTime" | "datePublished"> }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {guide.readTime} min read
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={guide.datePublished}>{formatLongDate(guide.datePublished)}</time>
      </span>
    </>
  );
}

/** Category badge, "N min read" and the publication date: on guide cards and guide pages. */
export function GuideMeta({
  guide,
  showUpdated = false,
}: {
  guide: Pick<ArticleSummary, "category" | "readTime" | "datePublished" | "dateModified">;
  showUpdated?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <Badge variant="brand">{guide.category}</Badge>
      <ReadTimeAndDate guide={guide} />
      {showUpdated ? (
        <span>
          Updated <time dateTime={guide.dateModified}>{formatLongDate(guide.dateModified)}</time>
        </span>
      ) : null}
    </div>
  );
}
