import type { Page } from "@playwright/test";

/**
 * Waits (up to 3 s) for every finite animation on the page to end: a drawer or message still
 * moving is not where it will rest. Endless ones (a skeleton's shimmer, a spinner) are the page
 * at rest and are not waited for. A paused one is waited for too: antd prepares a modal's
 * entrance paused for a frame before it runs, and axe once read a confirmation's button then,
 * at the start of its fade (text 4.19:1, white at rest).
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              (animation.playState !== "running" && animation.playState !== "paused") ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined); // still moving after 3 s: take the page as it is
}
