/**
 * The theme editor's live preview (issue 31), both ends' part: admin mode shows the member app
 * in an iframe of the same origin with `?staff-preview` in its URL and sends it the unsaved
 * draft by `postMessage`; the member app (app/startup/staff-preview.ts, loaded only then) lays
 * it over its config in memory. Nothing is stored or sent: the draft never leaves that browser.
 */
import type { PortalConfig } from "@crest/domain";

/** The query parameter that asks the member app to take a preview from its parent. */
export const STAFF_PREVIEW_FLAG = "staff-preview";
/** The message types: the frame is listening; the parent's draft. */
export const PREVIEW_READY = "crest:preview-ready";
export const PREVIEW_DRAFT = "crest:preview-draft";

/** What admin mode sends: the editable config, and the selected club's company as shown. */
export type PreviewDraft = Partial<PortalConfig>;

/**
 * The draft a message carries, when it is one the preview takes: a draft message from `parent`
 * (the frame's parent window) sent from `origin` (the page's own); else null.
 */
export function previewDraftOf(
  event: Pick<MessageEvent, "source" | "origin" | "data">,
  parent: unknown,
  origin: string,
): PreviewDraft | null {
  if (event.source !== parent || event.origin !== origin) return null;
  const data = event.data as { type?: unknown; config?: unknown } | null;
  if (data?.type !== PREVIEW_DRAFT || typeof data.config !== "object" || data.config === null) return null;
  return data.config as PreviewDraft;
}
