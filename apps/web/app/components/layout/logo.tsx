import { site } from "@plummet/content/site";
import { Link } from "react-router";

/** The Plummet mark: a plum tile with a marigold arrow falling towards a base line. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} focusable="false">
      <rect width="32" height="32" rx="9" className="fill-brand-700" />
      <path
        d="M16 7v13m0 0-5.5-5.5M16 20l5.5-5.5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-400"
      />
      <path d="M9.5 25h13" strokeWidth="2.5" strokeLinecap="round" className="stroke-white" />
    </svg>
  );
}

/** The brand logo linking to the home page; `tone` suits light or dark backgrounds. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight"
      aria-label={`${site.brand} home`}
    >
      <LogoMark className="size-9" />
      <span className={tone === "light" ? "text-white" : "text-brand-900"}>{site.brand}</span>
    </Link>
  );
}
