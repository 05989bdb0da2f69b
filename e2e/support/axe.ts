/**
 * axe-core checks with the WCAG 2.x A/AA tags (2.2 included) and best practices: a page must
 * have no violation of impact serious or critical. Every check also appends its counts by
 * impact to artifacts/axe-summary.jsonl, which `node e2e/support/axe-summary.mjs` totals.
 */
import { appendFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { animationsEnded } from "./animations.ts";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

const BLOCKING = new Set(["serious", "critical"]);
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SUMMARY = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "axe-summary.jsonl");

/** One violation as a few readable lines: rule, impact, help, then each failing element. */
export function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? "").replace(/\s*\n\s*/g, " ");
    return `    at ${node.target.join(" ")}\n       ${node.html.slice(0, 200)}\n       ${summary}`;
  });
  return [
    `  ${violation.id} [${violation.impact}] ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join("\n");
}

async function record(what: string, url: string, violations: Violation[]): Promise<void> {
  const byImpact: Record<string, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const violation of violations) {
    const impact = violation.impact ?? "minor";
    byImpact[impact] = (byImpact[impact] ?? 0) + violation.nodes.length;
  }
  await mkdir(dirname(SUMMARY), { recursive: true });
  await appendFile(
    SUMMARY,
    `${JSON.stringify({ what, url, byImpact, rules: violations.map((v) => v.id) })}\n`,
  );
}

/**
 * Runs axe on the page as it is now and fails, listing them, when a violation is serious or
 * critical. Lesser ones are attached to the report and counted in the summary.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, what: string) {
  // axe reads colours as they are drawn at that instant: a drawer or modal still fading out fails contrast.
  await animationsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  await record(what, page.url(), results.violations);
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
  const minor = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ""));
  if (minor.length > 0) {
    await testInfo.attach(`axe-minor-${what}`, {
      body: minor.map(describeViolation).join("\n"),
      contentType: "text/plain",
    });
  }
  const report = blocking.map(describeViolation).join("\n");
  expect(blocking.length, `serious or critical axe violations on ${what} (${page.url()}):\n${report}`).toBe(
    0,
  );
}
