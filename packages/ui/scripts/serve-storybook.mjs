// Serves the static Storybook (storybook-static/) on loopback for the visual regression tests.
// Usage: node scripts/serve-storybook.mjs [port]   (default 6107)
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";

const root = fileURLToPath(new URL("../storybook-static", import.meta.url));
const port = Number(process.argv[2] ?? process.env.PORT ?? 6107);
const serve = sirv(root, { dev: false, etag: true });

createServer((req, res) =>
  serve(req, res, () => {
    res.writeHead(404).end("Not found");
  }),
).listen(port, "127.0.0.1", () => console.log(`Storybook on http://127.0.0.1:${port}`));
