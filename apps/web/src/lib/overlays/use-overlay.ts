import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { overlayRegistry } from "./overlay-registry.ts";
import {
  closeOverlay,
  type OverlayDefinition,
  openOverlay,
  planClose,
  readOverlays,
  withDescendants,
} from "./overlay-state.ts";

/** History state kept by overlay navigation: the overlays this tab pushed, in order. */
interface OverlayHistoryState {
  overlayPushes?: string[];
}

const pushesOf = (state: unknown): string[] => {
  const pushes = (state as OverlayHistoryState | null)?.overlayPushes;
  return Array.isArray(pushes) ? pushes : [];
};

export interface OverlayControl {
  isOpen: boolean;
  /** The id the overlay was opened with (e.g. the order shown in the drawer). */
  id: string | undefined;
  open: (id?: string) => void;
  close: () => void;
}

/** Opens and closes a drawer or modal through the URL; closing restores the previous URL. */
export function useOverlay(definition: OverlayDefinition): OverlayControl {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const current = readOverlays(params).find((overlay) => overlay.name === definition.name);

  const open = useCallback(
    (id?: string) => {
      const next = openOverlay(params, overlayRegistry, { name: definition.name, id });
      navigate(
        { pathname: location.pathname, search: `?${next.toString()}`, hash: location.hash },
        { state: { overlayPushes: [...pushesOf(location.state), definition.name] } },
      );
    },
    [params, definition.name, navigate, location.pathname, location.hash, location.state],
  );

  const close = useCallback(() => {
    const removed = withDescendants(definition.name, readOverlays(params), overlayRegistry);
    const plan = planClose(pushesOf(location.state), removed);
    if (plan.kind === "back") {
      navigate(-plan.steps);
      return;
    }
    const next = closeOverlay(params, overlayRegistry, definition.name).toString();
    navigate(
      { pathname: location.pathname, search: next ? `?${next}` : "", hash: location.hash },
      { replace: true, state: { overlayPushes: [] } },
    );
  }, [params, definition.name, navigate, location.pathname, location.hash, location.state]);

  return { isOpen: Boolean(current), id: current?.id, open, close };
}
