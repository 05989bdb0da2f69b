import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    // One migrated, seeded database per run; each file gets its own copy (docs/testing.md).
    globalSetup: ["./src/test/global-setup.ts"],
    // Workers outlive a file, so node_modules load once per worker; our own modules are loaded
    // afresh for each file (src/test/fresh-modules.ts).
    isolate: false,
    setupFiles: ["./src/test/fresh-modules.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
