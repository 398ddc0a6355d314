import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@plummet/ui/breadcrumb";
import { Link } from "react-router";

/**
 * The trail's chevron. The ui separator is an `<li role="presentation">`, which the Nu HTML
 * Checker rejects inside a list; without the role it is still hidden from screen readers.
 */
const noRole = { role: undefined };
function Separator() {
  return <BreadcrumbSeparator {...noRole} />;
}

/** Home > Insurance Resources (> the current guide): the visible trail behind the BreadcrumbList data. */
export function ResourcesBreadcrumb({ current }: { current?: string }) {
  return (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <Link to="/">Home</Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <Separator />
        <BreadcrumbItem>
          {current ? (
            <BreadcrumbLink asChild>
              <Link to="/resources">Insurance Resources</Link>
            </BreadcrumbLink>
          ) : (
            <BreadcrumbPage>Insurance Resources</BreadcrumbPage>
          )}
        </BreadcrumbItem>
        {current ? (
          <>
            <Separator />
            <BreadcrumbItem className="min-w-0">
              <BreadcrumbPage className="line-clamp-1">{current}</BreadcrumbPage>
            </BreadcrumbItem>
          </>
        ) : null}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
