/**
 * Prefetch on intent (issue 24 item 11): when a pointer rests on a link, the keyboard moves
 * focus to it or a finger touches it, the screen it leads to starts loading (its code and first
 * data), so the
 * tap that follows finds them on the way or there. One listener on the document serves every
 * link of the portal (menus, tabs, cards, breadcrumbs); links elsewhere, opening a new tab or
 * downloading are left alone.
 */

/** A pointer passing over a link on its way elsewhere is not intent; resting this long is. */
export const HOVER_DELAY_MS = 50;
/** An address preloaded this recently is not preloaded again (its data is fresh anyway). */
export const REPEAT_AFTER_MS = 10_000;

/** The same-origin path and search an element's link leads to, when following it stays in the app. */
export function appHrefOf(target: EventTarget | null, origin: string): string | undefined {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return undefined;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}`;
}

/**
 * Listens on `root` for intent on links and calls `preload` with the address (path and search),
 * at most once per address per REPEAT_AFTER_MS. Answers the function that stops listening.
 */
export function listenForIntent(
  root: Document,
  preload: (href: string) => void,
  now: () => number = Date.now,
): () => void {
  const origin = root.location?.origin ?? window.location.origin;
  const lastPreload = new Map<string, number>();
  let hover: { href: string; timer: ReturnType<typeof setTimeout> } | undefined;
  // Focus is intent when the member moves it with the keyboard; a drawer focusing its first
  // link as it opens (the burger's menu) is not a wish to go there.
  let keyboard = false;

  const start = (href: string) => {
    const last = lastPreload.get(href);
    if (last !== undefined && now() - last < REPEAT_AFTER_MS) return;
    lastPreload.set(href, now());
    preload(href);
  };
  const onNow = (event: Event) => {
    const href = appHrefOf(event.target, origin);
    if (href) start(href);
  };
  const onPointerOver = (event: PointerEvent) => {
    // Touch and pen announce themselves with touchstart and pointerdown; hover is the mouse's.
    if (event.pointerType !== "mouse") return;
    const href = appHrefOf(event.target, origin);
    if (href === hover?.href) return;
    if (hover) clearTimeout(hover.timer);
    hover = href ? { href, timer: setTimeout(() => start(href), HOVER_DELAY_MS) } : undefined;
  };
  const onPointerDown = (event: PointerEvent) => {
    keyboard = false;
    if (event.pointerType !== "touch") onNow(event);
  };
  const onKeyDown = () => {
    keyboard = true;
  };
  const onFocusIn = (event: FocusEvent) => {
    if (keyboard) onNow(event);
  };

  const options = { capture: true, passive: true } as const;
  root.addEventListener("pointerover", onPointerOver, options);
  root.addEventListener("pointerdown", onPointerDown, options);
  root.addEventListener("touchstart", onNow, options);
  root.addEventListener("keydown", onKeyDown, options);
  root.addEventListener("focusin", onFocusIn, options);
  return () => {
    if (hover) clearTimeout(hover.timer);
    root.removeEventListener("pointerover", onPointerOver, options);
    root.removeEventListener("pointerdown", onPointerDown, options);
    root.removeEventListener("touchstart", onNow, options);
    root.removeEventListener("keydown", onKeyDown, options);
    root.removeEventListener("focusin", onFocusIn, options);
  };
}
