import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { viteStaticCopy } from "vite-plugin-static-copy";
import { islands } from "./scripts/islands-plugin";

// The content package ships its SVG illustrations; they are served from /assets/content/.
const contentAssets = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@plummet/content/package.json")),
  "assets",
);

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands(),
    viteStaticCopy({
      targets: [{ src: `${contentAssets.replaceAll("\\", "/")}/*`, dest: "assets/content" }],
    }),
  ],
  server: { host: "127.0.0.1" },
});
