/**
 * The one headless Chromium of this server (playwright-core with Debian's chromium, as the
 * journeys use it; ../shared/STACK.md): launched on the first screenshot, shared by every one
 * after, closed when the app closes. Without the executable, a clear 503 not_setup.
 */
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { AppError } from "../../lib/errors.ts";

/** The flags STACK.md gives: no sandbox in a container, and no calls to hosts this network refuses. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumMissing = (path: string) =>
  new AppError("not_setup", {
    status: 503,
    message: `Screenshots need Chromium at ${path} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  });

export class AppBrowser {
  #launching: Promise<Browser> | null = null;
  #closed = false;

  constructor(readonly executablePath: string) {}

  /** The browser, launched on first use; a launch that failed is tried again next time. */
  async browser(): Promise<Browser> {
    if (this.#closed) throw new Error("the app is closing");
    if (!existsSync(this.executablePath)) throw chromiumMissing(this.executablePath);
    this.#launching ??= this.#launch();
    const launching = this.#launching;
    try {
      const browser = await launching;
      if (browser.isConnected()) return browser;
    } catch (error) {
      if (this.#launching === launching) this.#launching = null;
      throw error;
    }
    // It crashed or was killed since: launch another.
    if (this.#launching === launching) this.#launching = null;
    return this.browser();
  }

  async #launch(): Promise<Browser> {
    const { chromium } = await import("playwright-core");
    return chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_ARGS });
  }

  /** Closes the browser if it was launched (the app's onClose). */
  async close(): Promise<void> {
    this.#closed = true;
    const launching = this.#launching;
    this.#launching = null;
    if (launching) await launching.then((browser) => browser.close()).catch(() => undefined);
  }
}
