import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

let focusRequested = false;

/**
 * Asks the next page to take focus on its first render too (not only after a navigation):
 * signing in swaps the whole shell, and focus must not be left on <body>.
 */
export function requestPageFocus(): void {
  focusRequested = true;
}

/** Moves focus to the page's h1 now: when what held the focus went away (a closed modal). */
export function focusPageHeading(mainId = "main"): void {
  const heading = document.getElementById(mainId)?.querySelector("h1");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/** How long a lazily loaded page may take to show its h1 before main takes focus instead. */
const HEADING_WAIT_MS = 3000;

/**
 * After each navigation, focus moves to the new page's h1 (or, failing that, main), so keyboard
 * and screen-reader users start reading the page they asked for; the first page of a visit
 * keeps the browser's focus so the skip link stays the first stop. The document title follows
 * the page's h1: "Profile · Harbor Club" (WCAG 2.4.2).
 */
export function PageFocus({ mainId, siteName }: { mainId: string; siteName: string }) {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const navigated = shownPath.current !== null && shownPath.current !== pathname;
    shownPath.current = pathname;
    let pending = navigated || focusRequested;
    focusRequested = false;

    const sync = () => {
      const heading = main.querySelector("h1");
      const title = heading?.textContent?.trim();
      if (title) document.title = `${title} · ${siteName}`;
      if (pending && heading) {
        pending = false;
        heading.tabIndex = -1;
        heading.focus();
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const fallback = window.setTimeout(() => {
      if (!pending) return;
      pending = false;
      main.tabIndex = -1;
      main.focus();
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(fallback);
    };
  }, [pathname, mainId, siteName]);

  return null;
}
