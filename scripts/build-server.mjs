/**
 * Compiles the server ahead of time (`npm run build`): each entry point of apps/server becomes one
 * plain-JavaScript file in apps/server/dist, with packages/domain bundled in and every other
 * package left to node_modules, so the production start needs neither tsx nor TypeScript (and
 * `npm ci --omit=dev` is enough to run it). Files the server reads at run time go beside the
 * bundles, where their `import.meta.url` lookups find them: the migrations (db/migrate.ts) and
 * the demo's media (demo/index.ts). The web build stays in apps/web/dist (plugins/web-app.ts).
 *   node scripts/build-server.mjs [out-dir]   (apps/server/dist by default; another folder must
 *   also be inside the repository, for node_modules to be found from it)
 * It also writes esbuild's metafile (what went in, what each bundle imports) as meta.json.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const SERVER = path.resolve(import.meta.dirname, "../apps/server");
const OUT = path.resolve(process.argv[2] ?? path.join(SERVER, "dist"));

/** The compiled commands: `node apps/server/dist/<name>.js`. */
const ENTRIES = [
  "server",
  "billing-run",
  "rotate-credentials-key",
  "backup",
  "restore",
  "add-club",
  "add-staff",
];

/** Bare imports stay imports (node_modules), except our own workspace packages: those are TypeScript. */
const packagesStayExternal = {
  name: "packages-stay-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@crest/") ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join(SERVER, "src", `${name}.ts`)])),
  outdir: OUT,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  // One file per command, no shared chunks: every module's import.meta.url is then the command's
  // own file in dist/, which is what the run-time lookups above rely on.
  splitting: false,
  // Function and class names as written: error names in the log, Fastify plugin names.
  keepNames: true,
  sourcemap: "linked",
  metafile: true,
  logLevel: "warning",
  tsconfig: path.join(SERVER, "tsconfig.json"),
  plugins: [packagesStayExternal],
});
writeFileSync(path.join(OUT, "meta.json"), JSON.stringify(result.metafile));
cpSync(path.join(SERVER, "src/db/migrations"), path.join(OUT, "migrations"), { recursive: true });
cpSync(path.join(SERVER, "src/demo/media"), path.join(OUT, "media"), { recursive: true });

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .map(([file, { bytes }]) => `${path.basename(file)} ${(bytes / 1024).toFixed(0)} KB`);
console.log(`server compiled in ${(performance.now() - started).toFixed(0)} ms: ${bytes.join(", ")}`);
