/**
 * The server project's global set-up: a place for the run's template databases, which each
 * worker fills when its first file asks for a database (test/database-templates.ts), and which
 * is emptied after the run. Runs in vitest's own process, so it loads no part of the app.
 */
import type { TestProject } from "vitest/node";
import { newTemplatePlace, removeTemplates, type TemplatePlace } from "./template-place.ts";

declare module "vitest" {
  export interface ProvidedContext {
    templatePlace: TemplatePlace;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const place = newTemplatePlace();
  project.provide("templatePlace", place);
  return () => removeTemplates(place, process.env.DATABASE_URL || undefined);
}
