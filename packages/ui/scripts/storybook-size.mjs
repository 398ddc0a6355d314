// Prints the size of the static Storybook (storybook-static/): files, bytes on disk and gzipped,
// and the largest files, so CI's log says what the design system's documentation weighs.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("../storybook-static", import.meta.url));
const files = [];
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = await readFile(file);
  const compressible = /\.(js|css|html|json|svg|map|txt)$/.test(entry.name);
  files.push({
    name: path.relative(root, file),
    bytes: (await stat(file)).size,
    gzip: compressible ? gzipSync(data, { level: 9 }).byteLength : data.byteLength,
  });
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = files.reduce((sum, file) => sum + file.bytes, 0);
const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
console.log(`Static Storybook: ${files.length} files, ${kb(total)} on disk, ${kb(gzip)} gzipped`);
for (const file of files.sort((a, b) => b.bytes - a.bytes).slice(0, 5))
  console.log(`  ${file.name}: ${kb(file.bytes)} (${kb(file.gzip)} gzipped)`);
