import { defineConfig } from "vitest/config";

// One run, three projects: `vitest run --project server` picks one.
export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/web"],
  },
});
