import { defineConfig } from "drizzle-kit";

// Every feature owns its tables file; the registry is the list, the glob the same set.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/features/*/tables.ts",
  out: "./src/db/migrations",
  casing: "snake_case",
});
