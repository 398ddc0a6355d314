// Serves the prerendered site: each folder's index.html for its path, static assets with long
// caching, and the prerendered 404 page with status 404 for anything else.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";

const root = fileURLToPath(new URL("./build/client", import.meta.url));
const notFoundPage = readFileSync(`${root}/404/index.html`);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const serveStatic = sirv(root, {
  extensions: ["html"],
  gzip: false,
  etag: true,
  setHeaders(res, pathname) {
    if (pathname.startsWith("/assets/"))
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  },
});

const server = createServer((req, res) => {
  serveStatic(req, res, () => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(notFoundPage);
  });
});

server.listen(port, host, () => console.log(`Plummet site on http://${host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
