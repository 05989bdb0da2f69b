/**
 * A vitest reporter that prints, at the end of a run, the ten slowest test files of each project,
 * with where their time went (set-up, import, tests and hooks). Beside the default reporter;
 * `npm test` also keeps the list in TEST_TIMINGS_DIR to print it again at the end. A file's time
 * is its own worker's time, so with two workers the files overlap. The test environment's
 * set-up (the DOM) is left out: a worker that runs several files sets it up once for all.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

interface FileTime {
  file: string;
  tests: number;
  total: number;
  setup: number;
  imports: number;
  running: number;
}

function timeOf(module: TestModule): FileTime {
  const d = module.diagnostic();
  const setup = d.prepareDuration + d.setupDuration;
  return {
    file: module.relativeModuleId,
    tests: [...module.children.allTests()].length,
    total: setup + d.collectDuration + d.duration,
    setup,
    imports: d.collectDuration,
    running: d.duration,
  };
}

/** The table for one project: the slowest files first. */
function slowestFilesTable(project: string, times: FileTime[]): string {
  const sorted = [...times].sort((a, b) => b.total - a.total);
  const sum = times.reduce((total, time) => total + time.total, 0);
  const lines = [
    `Slowest test files, vitest project "${project}" (${times.length} files, ${seconds(sum).trim()} of worker time):`,
    `  ${"total".padStart(8)} ${"setup".padStart(8)} ${"import".padStart(8)} ${"tests".padStart(8)}  cases  file`,
    ...sorted
      .slice(0, SHOWN)
      .map(
        (t) =>
          `  ${seconds(t.total)} ${seconds(t.setup)} ${seconds(t.imports)} ${seconds(t.running)}  ${String(t.tests).padStart(5)}  ${t.file}`,
      ),
  ];
  return lines.join("\n");
}

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, FileTime[]>();
    for (const module of modules) {
      const name = module.project.name || "default";
      byProject.set(name, [...(byProject.get(name) ?? []), timeOf(module)]);
    }
    const tables = [...byProject].map(([project, times]) => slowestFilesTable(project, times));
    const text = `\n${tables.join("\n\n")}\n`;
    process.stdout.write(text);
    const folder = process.env.TEST_TIMINGS_DIR;
    const label = process.env.TEST_TIMINGS_LABEL ?? "vitest";
    if (folder) appendFileSync(path.join(folder, "slowest.txt"), `\n[${label}]${text}`);
  }
}
