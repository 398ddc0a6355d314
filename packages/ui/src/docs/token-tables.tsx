import { tokensWithPrefix } from "./theme-tokens";

/** Swatches of every colour token, each with its Tailwind utility stem and value. */
export function ColourTokens({ prefix = "--color-" }: { prefix?: string }) {
  return (
    <ul className="not-prose grid grid-cols-2 gap-3 p-0 sm:grid-cols-3 lg:grid-cols-4">
      {tokensWithPrefix(prefix).map((token) => (
        <li key={token.name} className="list-none overflow-hidden rounded-md border border-border bg-white">
          <div className="h-14 border-b border-border" style={{ background: `var(${token.name})` }} />
          <div className="grid gap-0.5 p-2 text-xs">
            <code className="font-semibold">{token.name.replace("--color-", "")}</code>
            <code className="break-all text-muted-foreground">{token.value}</code>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Radius and shadow tokens drawn on sample boxes. */
export function ShapeTokens() {
  return (
    <div className="grid gap-6">
      <ul className="flex flex-wrap gap-4 p-0">
        {tokensWithPrefix("--radius-").map((token) => (
          <li key={token.name} className="grid list-none justify-items-center gap-1 text-xs">
            <div
              className="size-20 border-2 border-brand-700 bg-brand-100"
              style={{ borderRadius: `var(${token.name})` }}
            />
            <code>{token.name.replace("--", "")}</code>
            <code className="text-muted-foreground">{token.value}</code>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-6 p-0">
        {tokensWithPrefix("--shadow-").map((token) => (
          <li key={token.name} className="grid list-none justify-items-center gap-2 text-xs">
            <div className="size-28 rounded-lg bg-white" style={{ boxShadow: `var(${token.name})` }} />
            <code>{token.name.replace("--", "")}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const typeScale = [
  { utility: "text-4xl font-bold", sample: "Watch your insurance costs plummet." },
  { utility: "text-3xl font-bold", sample: "Our Insurance Products" },
  { utility: "text-2xl font-bold", sample: "Levels of cover" },
  { utility: "text-xl font-semibold", sample: "Car Insurance" },
  { utility: "text-lg", sample: "Compare quotes from 40+ providers in minutes." },
  { utility: "text-base", sample: "Body text for forms, cards and articles." },
  { utility: "text-sm", sample: "Hints, captions and badges." },
];

/** The type scale in use, in the theme's fonts. */
export function TypeScale() {
  return (
    <div className="grid gap-4">
      {tokensWithPrefix("--font-").map((token) => (
        <p key={token.name} className="text-sm">
          <code>{token.name}</code>: <code className="text-muted-foreground">{token.value}</code>
        </p>
      ))}
      {typeScale.map((step) => (
        <div key={step.utility} className="grid gap-1 border-b border-border pb-3">
          <code className="text-xs text-muted-foreground">{step.utility}</code>
          <span className={`font-display text-foreground ${step.utility}`}>{step.sample}</span>
        </div>
      ))}
    </div>
  );
}
