/**
 * The production start runs the server compiled ahead of time (scripts/build-server.mjs): plain
 * JavaScript that imports only the server's and the domain's run-time dependencies (so
 * `npm ci --omit=dev` installs everything it needs, and neither tsx nor TypeScript is among
 * them), and finds its migrations, the demo's media and the web build from dist/.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, type ServerProcess, startServerProcess } from "./test/server-process.ts";

const SERVER = path.join(ROOT, "apps/server");
let out = "";
let dataDir = "";

interface Meta {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}

const dependenciesOf = (packageJson: string): string[] =>
  Object.keys(JSON.parse(readFileSync(path.join(ROOT, packageJson), "utf8")).dependencies ?? {});

/** "@scope/name/sub" → "@scope/name"; "name/sub" → "name". */
const packageOf = (specifier: string): string =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

// Its own embedded database either way: on the PostgreSQL run it would only repeat itself.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the compiled server", () => {
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // A sibling of dist/: the compiled server looks for the web build two folders up, as from dist/.
    out = mkdtempSync(path.join(SERVER, "dist-test-"));
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "crest-compiled-")), "data");
    execFileSync(process.execPath, [path.join(ROOT, "scripts/build-server.mjs"), out], { stdio: "pipe" });
    server = await startServerProcess([path.join(out, "server.js")], {
      // Nothing may be loaded before the server: no tsx hook from the test's own environment.
      NODE_OPTIONS: "",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      WEB_DIST: "",
    });
  }, 180_000);

  afterAll(() => {
    server?.process.kill("SIGKILL");
    if (out) rmSync(out, { recursive: true, force: true });
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("imports only run-time dependencies of the server and the domain: never tsx or TypeScript", () => {
    const meta = JSON.parse(readFileSync(path.join(out, "meta.json"), "utf8")) as Meta;
    const allowed = new Set([
      ...dependenciesOf("apps/server/package.json"),
      ...dependenciesOf("packages/domain/package.json"),
    ]);
    const builtins = new Set(builtinModules);
    const imported = new Set(
      Object.values(meta.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !entry.path.startsWith("node:") && !builtins.has(entry.path))
        .map((entry) => packageOf(entry.path)),
    );
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !allowed.has(name))).toEqual([]);
    expect(allowed.has("tsx") || allowed.has("typescript")).toBe(false);
    // OpenTelemetry only by a dynamic import, run when traces are configured (plugins/tracing.ts).
    const telemetry = Object.values(meta.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.path.startsWith("@opentelemetry/"));
    expect(telemetry.length).toBeGreaterThan(0);
    expect(telemetry.filter((entry) => entry.kind !== "dynamic-import")).toEqual([]);
    // Our own TypeScript packages are inside the bundle, not imported at run time.
    expect([...imported].filter((name) => name.startsWith("@crest/"))).toEqual([]);
  });

  it("migrates and loads the demo club (with its media) on a fresh data directory", async () => {
    expect((await fetch(`${server?.base}/readyz`)).status).toBe(200);
    const config = await fetch(`${server?.base}/config`, { headers: { host: "harbor.localhost" } });
    expect(config.status).toBe(200);
    expect(JSON.stringify(await config.json())).toContain("Harbor Club");
    const logo = await fetch(`${server?.base}/media/demo/harbor-logo.svg`, {
      headers: { host: "harbor.localhost" },
    });
    expect(logo.status).toBe(200);
  });

  it("serves the web build from apps/web/dist", async () => {
    const webDist = path.join(ROOT, "apps/web/dist");
    if (existsSync(path.join(webDist, "index.html"))) {
      const page = await fetch(`${server?.base}/login`, { headers: { host: "harbor.localhost" } });
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(await page.text()).toContain('<div id="root">');
    } else {
      // No web build in this checkout: the server says where it looked.
      expect(server?.log.join("")).toContain(JSON.stringify(webDist));
    }
  });

  it("exits 0 on SIGTERM", async () => {
    server?.process.kill("SIGTERM");
    expect(await server?.exited).toBe(0);
  });
});
