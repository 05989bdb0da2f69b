export { defineOverlay, overlayRegistry } from "./overlay-registry.ts";
export type { OverlayDefinition, OverlayKind } from "./overlay-state.ts";
export { type OverlayControl, useOverlay } from "./use-overlay.ts";
export { useUnknownOverlayLog } from "./use-unknown-overlay-log.ts";
