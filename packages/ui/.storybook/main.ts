import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

const uiSource = (folder: string) => fileURLToPath(new URL(`../src/${folder}`, import.meta.url));

const config: StorybookConfig = {
  stories: [
    "../src/**/*.mdx",
    "../src/**/*.stories.@(ts|tsx)",
    // Patterns/: the site's compositions, whose stories live beside them in the web app (decision
    // 012). This package never imports them; only its Storybook shows them.
    "../../../apps/web/app/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // The patterns import the design system as the site does ("@plummet/ui/button"): resolve that
    // to this package's source, so they use the same modules as its own stories (one React
    // context per component) and need no build of it.
    viteConfig.resolve ??= {};
    const existing = viteConfig.resolve.alias ?? [];
    viteConfig.resolve.alias = [
      ...(Array.isArray(existing)
        ? existing
        : Object.entries(existing).map(([find, replacement]) => ({ find, replacement }))),
      { find: /^@plummet\/ui\/theme\.css$/, replacement: uiSource("theme.css") },
      { find: /^@plummet\/ui\/utils$/, replacement: uiSource("lib/utils.ts") },
      { find: /^@plummet\/ui\/variants\/(.*)$/, replacement: `${uiSource("variants")}/$1.ts` },
      { find: /^@plummet\/ui\/(.*)$/, replacement: `${uiSource("components")}/$1.tsx` },
    ];
    return viteConfig;
  },
};

export default config;
