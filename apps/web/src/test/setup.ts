// Runs before each test file. The web project reuses its workers between files (vitest's
// `isolate: false`, docs/testing.md): React, antd and the DOM load once per worker, and each
// file starts from what a fresh worker would give it: our own modules loaded afresh, empty
// storage, an empty document at the first URL, no stubbed globals, real timers.

// jest-dom's matchers (toBeVisible, toHaveAccessibleDescription…): tests assert what the member sees.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();

afterEach(() => cleanup());

if (typeof window !== "undefined") {
  const pristine = globalThis as typeof globalThis & { crestFirstUrl?: string };
  pristine.crestFirstUrl ??= window.location.href;
  window.history.replaceState(null, "", pristine.crestFirstUrl);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  document.body.replaceChildren();

  // antd reads these browser APIs that happy-dom leaves out or stubs partially.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
