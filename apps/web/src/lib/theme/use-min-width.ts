import { useSyncExternalStore } from "react";

/**
 * Whether the viewport is at least `px` wide, following it as it changes (a media query, so
 * the shell needs none of antd's grid). Wide by default where matchMedia is missing (tests).
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : true),
  );
}
