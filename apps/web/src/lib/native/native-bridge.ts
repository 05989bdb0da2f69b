/**
 * The native mobile-app wrapper (spec-1 §2.3): the app loads the portal in a web view and
 * listens for messages; a `redirect` query parameter carries a deep link into the app.
 */

interface MessageTarget {
  postMessage: (message: string) => void;
}

export interface NativeHost {
  ReactNativeWebView?: MessageTarget;
  webkit?: { messageHandlers?: { native?: MessageTarget } };
}

const hostOf = (win: Window): NativeHost => win as Window & NativeHost;

/** True inside the club's native app. */
export function isNativeApp(win: Window = window): boolean {
  const host = hostOf(win);
  return Boolean(host.ReactNativeWebView ?? host.webkit?.messageHandlers?.native);
}

/** Sends a message to the native app, on whichever bridge the platform offers. */
export function postNativeMessage(message: string, win: Window = window): void {
  const host = hostOf(win);
  host.ReactNativeWebView?.postMessage(message);
  host.webkit?.messageHandlers?.native?.postMessage(message);
}

/** Schemes a redirect may never use: they would run code or leave the app's own link space. */
const BLOCKED_SCHEMES = new Set(["http", "https", "javascript", "data", "vbscript", "file", "blob", "about"]);

/** The deep link in `?redirect=`, when it is a custom app scheme (myclub://...). */
export function nativeDeepLink(search: string): string | null {
  const target = new URLSearchParams(search).get("redirect");
  if (!target) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target.trim())?.[1]?.toLowerCase();
  if (!scheme || BLOCKED_SCHEMES.has(scheme)) return null;
  return target.trim();
}

/** On load: tell the native app the page is ready, and open a deep link if one was asked for. */
export function startNativeBridge(win: Window = window): void {
  const deepLink = nativeDeepLink(win.location.search);
  if (deepLink) win.location.assign(deepLink);
  if (win.document.readyState === "complete") postNativeMessage("done", win);
  else win.addEventListener("load", () => postNativeMessage("done", win), { once: true });
}
