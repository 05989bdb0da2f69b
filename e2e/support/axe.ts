/** axe-core checks: a page must have no violation of impact serious or critical. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

const BLOCKING = new Set(["serious", "critical"]);

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

/**
 * Runs axe on the page as it is now (WCAG 2.x A/AA and best practices) and fails, listing
 * them, when a violation is serious or critical. Lesser ones are attached to the report.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
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
