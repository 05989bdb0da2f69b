import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    // Each file builds its own app on its own database; PGlite boots in ~1 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
