/**
 * No import cycle in the server (issue 23): the platform's contracts sit on the ground floor
 * (platform/ imports no feature), features implement them, and the app builds the services in
 * one place (build-platform.ts). A cycle means two layers lean on each other; type-only imports
 * count, because they tie the modules together just the same.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, readSources } from "./import-cycles.ts";

const SRC = path.resolve(import.meta.dirname, "..");
const sources = readSources(SRC);
const graph = importGraph(sources);

describe("import graph", () => {
  it("reads the imports of every module", () => {
    expect(graph.get("app.ts")).toContain("build-platform.ts");
    expect(graph.get("features/cart/index.ts")).toContain("platform/cart-item-provider.ts");
  });

  it("has no import cycle in apps/server/src", () => {
    expect(importCycles(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });

  it("platform/ imports no feature: it holds the contracts the features implement", () => {
    const upward = [...graph]
      .filter(([name]) => name.startsWith("platform/") && !name.endsWith(".test.ts"))
      .flatMap(([name, targets]) =>
        targets.filter((target) => target.startsWith("features/")).map((target) => `${name} -> ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it("finds a planted cycle, type-only imports included", () => {
    const planted = new Map([
      ["a.ts", 'import type { B } from "./b.ts";\nexport type A = B;\n'],
      ["b.ts", 'export { c } from "./dir/c.ts";\nexport type B = string;\n'],
      ["dir/c.ts", 'import "../a.ts";\nexport const c = 1;\n'],
      ["d.ts", '// import { a } from "./a.ts";\nexport const d = () => import("./b.ts");\n'],
    ]);
    expect(importCycles(importGraph(planted))).toEqual([["a.ts", "b.ts", "dir/c.ts", "a.ts"]]);
  });
});
