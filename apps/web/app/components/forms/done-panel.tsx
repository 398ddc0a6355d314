import { CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";

/** How the panel sits: on a page of its own, in a form's card, or inline in a longer page. */
const looks = {
  page: { box: "gap-3 p-5 sm:p-6", heading: "text-xl focus:outline-none", icon: "size-6" },
  card: { box: "gap-4 p-6", heading: "text-xl text-foreground", icon: "size-7" },
  inline: { box: "gap-3 p-5 sm:p-6", heading: "text-lg text-foreground focus:outline-none", icon: "size-6" },
};

const tones = {
  success: { box: "border-success bg-success-soft", icon: "text-success" },
  info: { box: "border-info bg-white", icon: "text-info" },
};

/**
 * Shown in place of a form once it has done its work: a status region whose heading takes focus
 * when it appears, so a screen reader reads what happened.
 */
export function DonePanel({
  title,
  level = 2,
  look = "page",
  tone = "success",
  icon: Icon = CheckCircle2,
  children,
}: {
  title: React.ReactNode;
  level?: 2 | 3;
  look?: keyof typeof looks;
  tone?: keyof typeof tones;
  icon?: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  children: React.ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div role="status" className={`grid rounded-lg border-2 ${tones[tone].box} ${looks[look].box}`}>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className={`flex items-center gap-2 font-bold ${looks[look].heading}`}
      >
        <Icon aria-hidden="true" className={`${looks[look].icon} shrink-0 ${tones[tone].icon}`} />
        {title}
      </Heading>
      {children}
    </div>
  );
}
