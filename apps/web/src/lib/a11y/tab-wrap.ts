import { useEffect } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside a dialog by wrapping at its ends before the browser moves
 * focus. antd's drawer pulls focus back only after it has left, and by then the browser has
 * scrolled the page behind to the element that took it (the burger ended up off-screen).
 */
export function useTabWrap(getDialog: () => HTMLElement | null | undefined, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const dialog = getDialog();
      if (!dialog?.contains(document.activeElement)) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const atEdge = event.shiftKey
        ? document.activeElement === first || document.activeElement === dialog
        : document.activeElement === last;
      if (!atEdge) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus({ preventScroll: true });
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [getDialog, active]);
}
