/** Every table, gathered for Drizzle and drizzle-kit. Each feature owns its own tables file. */

export * from "../features/admin/tables.ts";
export * from "../features/auth/tables.ts";
export * from "../features/config/tables.ts";
export * from "../features/mail/tables.ts";
