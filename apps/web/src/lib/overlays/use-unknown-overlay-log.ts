import { useEffect } from "react";
import { useLocation } from "react-router";
import { overlayRegistry } from "./overlay-registry.ts";
import { unknownOverlay, unknownOverlays } from "./overlay-state.ts";

/**
 * Logs the drawers and modals in the URL that no component declared (a stale or mistyped link):
 * spec-1 §8 says such a drawer type is only logged. Mounted by the member shell.
 */
export function useUnknownOverlayLog(): void {
  const { search } = useLocation();
  useEffect(() => {
    for (const overlay of unknownOverlays(new URLSearchParams(search), overlayRegistry)) {
      console.error(unknownOverlay(overlay.name));
    }
  }, [search]);
}
