import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    app: "src/app.ts",
    server: "src/server.ts",
    "mail-worker": "src/mail-worker.ts",
    partners: "src/partners/main.ts",
    "mail-feedback": "src/mail-feedback.ts",
  },
  format: ["esm"],
  clean: true,
  target: "node20",
  sourcemap: true,
});
