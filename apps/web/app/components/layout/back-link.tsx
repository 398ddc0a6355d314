import { TextLink } from "@plummet/ui/link";
import { cn } from "@plummet/ui/utils";
import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

type BackLinkProps = { to: string; children: React.ReactNode; className?: string };

/** "Back to ..." above a page's content: an arrow and the destination's name. */
export function BackLink({ to, children, className }: BackLinkProps) {
  return (
    <TextLink asChild variant="strong" className={cn("inline-flex items-center gap-2", className)}>
      <Link to={to}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </TextLink>
  );
}
