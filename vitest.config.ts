import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One run, three projects: `vitest run --project server` picks one.
export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/web"],
    // A worker per core (vitest's default leaves one core to itself, which on two cores halves the run).
    maxWorkers: availableParallelism(),
    // The ten slowest files of each project, after the usual report (docs/testing.md).
    reporters: ["default", "./scripts/test-timing/vitest-slowest-files.ts"],
  },
});
