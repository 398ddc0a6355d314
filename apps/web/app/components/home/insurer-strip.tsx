import { demonstrationStripTitle, homeContent, insurerLogos } from "@plummet/content/home";
import { Container } from "@plummet/ui/container";
import { demonstrationPanel } from "../../lib/panel";
import { ContentImage } from "../content-image";

/** Section 2: eight insurers from the panel (fictional brands), under the required title or, while the demonstration panel prices, a title that says so. */
export function InsurerStrip() {
  return (
    <section
      aria-labelledby="insurer-strip-heading"
      className="border-b border-border bg-white py-6 sm:py-12"
    >
      <Container size="wide" className="flex flex-col gap-4 sm:gap-8">
        <h2
          id="insurer-strip-heading"
          className="text-center text-sm font-bold tracking-wider text-muted-foreground uppercase"
        >
          {/* While the fictional panel prices, its logos are not presented as the UK's leading insurers. */}
          {demonstrationPanel ? demonstrationStripTitle : homeContent.insurerStrip.title}
        </h2>
        <ul className="grid grid-cols-4 items-center gap-x-3 gap-y-4 sm:gap-x-6 sm:gap-y-8 lg:grid-cols-8">
          {insurerLogos.map((insurer) => (
            <li key={insurer.slug} className="flex justify-center">
              <ContentImage
                image={insurer.logo}
                width={140}
                height={40}
                className="h-7 w-auto max-w-full opacity-80 sm:h-10 grayscale transition hover:opacity-100 hover:grayscale-0"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
