import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    // The DOM for components; files that need none say `@vitest-environment node` (docs/testing.md).
    environment: "happy-dom",
    // Workers outlive a file: React, antd and the DOM load once per worker. The setup gives each
    // file fresh modules, storage and document (src/test/setup.ts).
    isolate: false,
    setupFiles: ["./src/test/setup.ts"],
  },
});
