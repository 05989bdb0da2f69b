/** The account feature's public API: its routes. Customer rows and sessions belong to auth. */
export { accountRoutes } from "./routes.ts";
