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

/**
 * No visible heading on the page is drawn larger than its title, the h1 (docs/glossary.md,
 * issue 24 item 8): a card's or a section's heading sits under the title it belongs to.
 */
export async function expectHeadingsNoLargerThanTitle(page: Page, what: string) {
  const { title, larger } = await page.evaluate(() => {
    const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    const h1 = [...document.querySelectorAll("h1")].find(visible);
    if (!h1) return { title: null, larger: [] };
    const headings = [...document.querySelectorAll("h2, h3, h4, h5, h6, [role=heading]")].filter(
      (element) => visible(element) && element !== h1,
    );
    return {
      title: size(h1),
      larger: headings
        .filter((element) => size(element) > size(h1))
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${element.textContent?.trim()}" ${size(element)} px`,
        ),
    };
  });
  expect(title, `${what} has a visible page title`).not.toBeNull();
  expect(larger, `${what}: headings larger than its ${title} px title`).toEqual([]);
}
