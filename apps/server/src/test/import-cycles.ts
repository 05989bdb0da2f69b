/**
 * The server's import graph, read from the source: every relative import and re-export of
 * every module under src/, type-only imports included
 * (a type cycle is still two layers that lean on each other). Used by import-cycles.test.ts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Module → the modules it imports (paths relative to `root`, forward slashes). */
export type ImportGraph = Map<string, string[]>;

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`. */
const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|[\s;}])import\s*\(?\s*["']([^"']+)["']/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return entry === "migrations" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The code without comments, so an example in a doc comment is no import. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** The graph of `sources` (name → text), following relative specifiers only. */
export function importGraph(sources: ReadonlyMap<string, string>): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const [name, text] of sources) {
    const targets = new Set<string>();
    for (const match of withoutComments(text).matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(name), specifier));
      if (sources.has(target)) targets.add(target);
    }
    graph.set(name, [...targets].sort());
  }
  return graph;
}

/** Every module under `root` by its path relative to it. */
export function readSources(root: string): Map<string, string> {
  return new Map(
    sourceFiles(root).map((file) => [
      path.relative(root, file).split(path.sep).join("/"),
      readFileSync(file, "utf8"),
    ]),
  );
}

/**
 * The cycles of the graph, one per strongly connected component of more than one module (or a
 * module importing itself), each as a path that starts and ends at the same module.
 */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's strongly connected components, iteratively (no deep recursion on a long chain).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  }
  return components.map((component) => cycleThrough(graph, component));
}

/** One closed path through a component, found by breadth-first search from its first module. */
function cycleThrough(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
