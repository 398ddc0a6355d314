// The published packages as their users get them: each is packed (`pnpm pack`, which turns
// workspace: and catalog: ranges into real ones), checked by publint and by Are The Types Wrong,
// then installed from its tarball with npm into a scratch project outside the workspace, where
// every entry point is imported by Node and type-checked by tsc. Run by `npm test` after the build.
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = fileURLToPath(new URL("..", import.meta.url));
const published = ["contracts", "content", "ui", "client", "insurer-kit"];
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const runAsync = promisify(execFile);
const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", ...options });

/** Every import specifier a package's `exports` offers, with wildcards expanded from its dist. */
function entryPoints(packageDir, name, exportsMap) {
  const specifiers = [];
  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (subpath === "./package.json") continue;
    const file = typeof target === "string" ? target : (target.import ?? target.default);
    if (!file || !/\.(m?js)$/.test(file.replace("*", "x"))) continue; // CSS, SVG and other assets
    if (!subpath.includes("*")) {
      specifiers.push(subpath === "." ? name : `${name}/${subpath.slice(2)}`);
      continue;
    }
    const [prefix] = file.split("*");
    const folder = path.join(packageDir, prefix.slice(0, prefix.lastIndexOf("/") + 1));
    // An entry point has its own declarations; shared chunks of the build have none.
    const files = new Set(readdirSync(folder));
    for (const entry of files) {
      if (!entry.endsWith(".js")) continue;
      const stem = entry.slice(0, -".js".length);
      if (files.has(`${stem}.d.ts`)) specifiers.push(`${name}/${subpath.slice(2).replace("*", stem)}`);
    }
  }
  return specifiers;
}

/**
 * Lints, packs and checks the types of one package. Its output is kept and printed whole, so the
 * five packages can be checked side by side.
 */
async function packAndCheck(folder, scratch) {
  const packageDir = path.join(root, "packages", folder);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
  const output = [`› ${manifest.name}@${manifest.version}: publint, attw`];
  const step = async (command, args, { print = true } = {}) => {
    try {
      const { stdout, stderr } = await runAsync(command, args, { cwd: packageDir });
      if (print) output.push(stdout.trimEnd(), stderr.trimEnd());
      return stdout;
    } catch (error) {
      console.error([...output, error.stdout, error.stderr].filter(Boolean).join("\n"));
      throw error;
    }
  };
  await step(bin("publint"), ["--strict"]);
  // pnpm pack lists every file it packed, then the tarball's name.
  const listing = await step("pnpm", ["pack", "--pack-destination", scratch], { print: false });
  const packed = listing.trim().split("\n").at(-1);
  const tarball = path.isAbsolute(packed) ? packed : path.join(scratch, path.basename(packed));
  // ESM only, by design (Node 20+ and bundlers): the CommonJS-only resolution is not offered.
  // Stylesheets and images are entry points too, but have no types to check.
  const assets = Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === "string" && !/\.m?js$/.test(target))
    .map(([subpath]) => subpath);
  const exclude = assets.length > 0 ? ["--exclude-entrypoints", ...assets] : [];
  await step(bin("attw"), [tarball, "--profile", "esm-only", "--format", "table-flipped", ...exclude]);
  return { tarball, specifiers: entryPoints(packageDir, manifest.name, manifest.exports), output };
}

const scratch = mkdtempSync(path.join(tmpdir(), "plummet-packages-"));
try {
  const checked = await Promise.all(published.map((folder) => packAndCheck(folder, scratch)));
  for (const { output } of checked) console.log(output.filter(Boolean).join("\n"));
  const tarballs = checked.map(({ tarball }) => tarball);
  const specifiers = checked.flatMap((result) => result.specifiers);

  const project = path.join(scratch, "consumer");
  mkdirSync(project);
  writeFileSync(
    path.join(project, "package.json"),
    JSON.stringify({
      name: "consumer",
      private: true,
      type: "module",
      dependencies: Object.fromEntries(
        tarballs.map((tarball, i) => [`@plummet/${published[i]}`, `file:${tarball}`]),
      ),
    }),
  );
  console.log(`› npm install of the ${tarballs.length} tarballs into ${project}`);
  run(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
      "--loglevel=error",
      "typescript@5.9",
      "@types/react@19",
    ],
    {
      cwd: project,
      stdio: "inherit",
    },
  );

  const imports = specifiers.map((specifier, i) => `import * as entry${i} from "${specifier}";`);
  const uses = `console.log(${specifiers.map((_, i) => `Object.keys(entry${i}).length`).join(" + ")}, "exports from ${specifiers.length} entry points");`;
  writeFileSync(path.join(project, "check.mjs"), `${imports.join("\n")}\n${uses}\n`);
  writeFileSync(
    path.join(project, "check.ts"),
    `${imports.join("\n")}\nexport const all = [${specifiers.map((_, i) => `entry${i}`).join(", ")}];\n`,
  );
  writeFileSync(
    path.join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: "nodenext",
        moduleResolution: "nodenext",
        target: "es2022",
        jsx: "react-jsx",
        skipLibCheck: false,
        types: [],
      },
      files: ["check.ts"],
    }),
  );
  console.log(`› importing ${specifiers.length} entry points with Node, and type-checking them with tsc`);
  console.log(run(process.execPath, ["check.mjs"], { cwd: project }).trim());
  run(path.join(project, "node_modules", ".bin", "tsc"), ["-p", "."], { cwd: project, stdio: "inherit" });
  console.log("› every published package installs and works on its own");
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
