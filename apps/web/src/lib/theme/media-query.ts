import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following it as it changes. `fallback` where matchMedia is
 * missing (tests).
 */
function useMediaQuery(query: string, fallback: boolean): boolean {
  // The same subscription while the query is the same (a new one would resubscribe each render).
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === "function" ? window.matchMedia(query).matches : fallback,
  );
}

/**
 * Whether the viewport is at least `px` wide (a media query, so the shell needs none of antd's
 * grid). Wide by default where matchMedia is missing (tests).
 */
export const useMinWidth = (px: number): boolean => useMediaQuery(`(min-width: ${px}px)`, true);

/** Whether the member's device asks for reduced motion (WCAG 2.3.3). */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery("(prefers-reduced-motion: reduce)", false);
