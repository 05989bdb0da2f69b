/** The directory's public API: nothing other features need yet but its demo ids. */
export { DEMO_DIRECTORY } from "./demo.ts";
