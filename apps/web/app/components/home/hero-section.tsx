import type { HomeContent } from "@plummet/content/schemas";
import { statusClaims } from "@plummet/content/site";
import { buttonVariants } from "@plummet/ui/variants/button";
import { containerVariants } from "@plummet/ui/variants/container";
import { BadgeCheck, ShieldCheck } from "lucide-react";
import { company } from "../../lib/firm";
import { DemonstrationPanelNotice } from "../trust/demonstration-panel-notice";
import { FallingParticles } from "./falling-particles";

// The hero styles with the design system's variant classes; only the falling pounds run in the
// browser (page-behaviour/falling-particles.ts, plain DOM).

/** Section 1: the headline, the two calls to action and the falling-pound animation behind them. */
export function HeroSection({ hero }: { hero: HomeContent["hero"] }) {
  const claims = statusClaims(company);
  const [first, ...rest] = hero.highlights;
  const highlights = [first, claims.highlight, ...rest];
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <FallingParticles />
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 size-[28rem] rounded-full bg-brand-500/30 blur-3xl"
      />
      <div
        className={`${containerVariants({ size: "wide" })} relative grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:gap-12 sm:py-24 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:py-28`}
      >
        <div className="flex flex-col gap-5 sm:gap-7">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-white/20">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {claims.badge}
          </p>
          <DemonstrationPanelNotice id="demonstration-notice-top" />
          <h1
            id="hero-heading"
            className="max-w-3xl font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            {hero.headline}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.description}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="#quote-comparison" className={buttonVariants({ variant: "cta", size: "lg" })}>
              Compare Quotes
            </a>
            <a href="/call-back" className={buttonVariants({ variant: "inverse", size: "lg" })}>
              Get Expert Call Back
            </a>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-2 sm:gap-4" aria-label="Why compare with us">
          {highlights.map((highlight) => (
            <li
              key={highlight}
              className="flex items-center gap-2 rounded-xl bg-white/10 px-3 py-2 ring-1 ring-white/15 backdrop-blur-sm sm:flex-col sm:items-start sm:gap-3 sm:p-5"
            >
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-accent-300 sm:size-7" />
              <span className="text-sm font-bold leading-snug sm:text-lg">{highlight}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
