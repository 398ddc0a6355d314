import { homeContent } from "@plummet/content/home";
import { statusClaims } from "@plummet/content/site";
import { Button } from "@plummet/ui/button";
import { Section } from "@plummet/ui/section";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { company } from "../../lib/firm";
import { ContentImage } from "../content-image";
import { BenefitIcon } from "./benefit-icon";

/** Section 5 (anchor about): how it works, four benefits and the life-insurance panel. */
export function AboutSection() {
  const { about } = homeContent;
  // The firm's status benefit says what is true of this build's details (lib/firm.ts).
  const status = statusClaims(company).benefit;
  const benefits = about.benefits.map((benefit) =>
    benefit.id === "regulated" ? { ...benefit, ...status } : benefit,
  );
  return (
    <Section id="about" title={about.title} intro={about.intro} size="wide">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <figure className="grid gap-5 rounded-xl bg-brand-50 p-5 ring-1 ring-border sm:p-7">
          <ContentImage
            image={about.howItWorks.illustration}
            width={640}
            height={360}
            className="aspect-video w-full rounded-lg object-cover"
          />
          <figcaption className="grid gap-3">
            <h3 className="text-lg font-bold text-brand-900">{about.howItWorks.title}</h3>
            <ol className="grid gap-3">
              {about.howItWorks.steps.map((step, index) => (
                <li key={step} className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          </figcaption>
        </figure>
        <ul className="grid gap-6 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit.id} className="flex flex-col gap-3">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <BenefitIcon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-bold text-brand-900">{benefit.title}</h3>
              <p className="leading-relaxed text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-14 grid gap-8 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-6 text-white shadow-raised sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="flex flex-col gap-4">
          <h3 className="text-2xl font-bold sm:text-3xl">{about.lifePanel.title}</h3>
          <p className="text-lg leading-relaxed text-brand-100">{about.lifePanel.description}</p>
          <Button asChild variant="cta" size="lg" className="w-fit">
            <Link to={about.lifePanel.cta.href}>{about.lifePanel.cta.label}</Link>
          </Button>
        </div>
        <ul className="grid gap-3">
          {about.lifePanel.points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-lg bg-white/10 p-4">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
