/**
 * flows/README.md lists every flow with its steps and their undo (adding-a-feature.md, "Adding a
 * flow"): a flow file the README does not name fails here, so the list cannot fall behind.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FLOWS = import.meta.dirname;
const readme = readFileSync(path.join(FLOWS, "README.md"), "utf8");
const flowFiles = readdirSync(FLOWS).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

describe("flows/README.md", () => {
  it("lists every flow in flows/ in its table", () => {
    expect(flowFiles.length).toBeGreaterThan(0);
    expect(flowFiles.filter((file) => !readme.includes(`| \`${file}\` |`))).toEqual([]);
  });
});
