#!/usr/bin/env node
/** Totals artifacts/axe-summary.jsonl (written by support/axe.ts): pages checked, nodes by impact. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "artifacts", "axe-summary.jsonl");
const rows = readFileSync(file, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const total = { minor: 0, moderate: 0, serious: 0, critical: 0 };
const rules = new Map();
for (const row of rows) {
  for (const [impact, count] of Object.entries(row.byImpact)) total[impact] = (total[impact] ?? 0) + count;
  for (const rule of row.rules) rules.set(rule, (rules.get(rule) ?? 0) + 1);
}
console.log(`axe checks: ${rows.length}`);
console.log(`violating elements by impact: ${JSON.stringify(total)}`);
if (rules.size > 0)
  console.log(`rules seen: ${[...rules].map(([rule, n]) => `${rule} (${n} checks)`).join(", ")}`);
