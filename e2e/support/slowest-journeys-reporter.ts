/**
 * A Playwright reporter that prints the ten slowest journey files at the end of a run (the time
 * of their tests, hooks included). `npm test` also keeps the list in TEST_TIMINGS_DIR to print
 * it again at the end. With parallel workers the files overlap, so the sum exceeds the wall time.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class SlowestJourneysReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    this.files.set(file, { ms: entry.ms + result.duration, tests: entry.tests + 1 });
  }

  onEnd(): void {
    const sorted = [...this.files].sort(([, a], [, b]) => b.ms - a.ms);
    const sum = sorted.reduce((total, [, entry]) => total + entry.ms, 0);
    const text = [
      "",
      `Slowest journey files (${sorted.length} files, ${seconds(sum).trim()} of worker time):`,
      `  ${"total".padStart(8)}  cases  file`,
      ...sorted
        .slice(0, SHOWN)
        .map(([file, entry]) => `  ${seconds(entry.ms)}  ${String(entry.tests).padStart(5)}  ${file}`),
      "",
    ].join("\n");
    process.stdout.write(text);
    const folder = process.env.TEST_TIMINGS_DIR;
    if (folder) appendFileSync(path.join(folder, "slowest.txt"), `\n[journeys]${text}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
