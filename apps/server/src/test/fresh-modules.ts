/**
 * Runs before each server test file. The project reuses its workers between files (vitest's
 * `isolate: false`), so node_modules (Fastify, the PGlite engine, drizzle, the providers' SDKs)
 * load once per worker instead of once per file; forgetting every module of our own here gives
 * each file fresh copies of the app's modules all the same, as per-file isolation did
 * (`vi.mock` stays per file: vitest keys mocks by the file that made them).
 */
import { vi } from "vitest";

vi.resetModules();
