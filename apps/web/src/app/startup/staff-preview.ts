/**
 * The member app as admin mode's preview frame (lib/preview/preview-protocol.ts): loaded by
 * main.tsx only when the page is framed with the staff preview flag in its URL. Each draft its
 * parent sends (from this origin) replaces the config query's data, the club's config laid
 * under it, so every screen redraws with the draft; nothing is stored or sent.
 */
import type { PortalConfig } from "@crest/domain";
import { configKeys } from "../../features/config/index.ts";
import { PREVIEW_READY, previewDraftOf } from "../../lib/preview/preview-protocol.ts";
import { queryClient } from "../../lib/query-client.ts";

/** Listens for the parent's drafts and tells it the frame is ready for them. */
function listenForPreviews(): void {
  const origin = window.location.origin;
  let saved: PortalConfig | undefined;
  window.addEventListener("message", (event) => {
    const draft = previewDraftOf(event, window.parent, origin);
    if (!draft) return;
    saved ??= queryClient.getQueryData<PortalConfig>(configKeys.all);
    if (saved) queryClient.setQueryData<PortalConfig>(configKeys.all, { ...saved, ...draft });
  });
  window.parent.postMessage({ type: PREVIEW_READY }, origin);
}

// Loaded only to listen (main.tsx).
listenForPreviews();
