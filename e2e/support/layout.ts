/** Layout checks shared by the reflow and right-to-left journeys. */
import { expect, type Page } from "@playwright/test";

/** No sideways scrolling (WCAG 1.4.10): the page is no wider than the viewport, in either direction. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `${what} is ${scrollWidth} px wide in a ${clientWidth} px viewport`,
  ).toBeLessThanOrEqual(clientWidth);
}
