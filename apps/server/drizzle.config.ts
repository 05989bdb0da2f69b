import { defineConfig } from "drizzle-kit";

// Every feature owns its tables file; the registry is the list, the glob the same set
// (a folder starting with "_", the template, is not a registered feature and has no migration).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/features/[!_]*/tables.ts",
  out: "./src/db/migrations",
  casing: "snake_case",
});
