/**
 * A club that sets intl.rtl (spec-1 §3 Intl): the document is right-to-left, nothing scrolls
 * sideways on the sign-in, home and profile pages at phone and desktop sizes, and the menu
 * drawer opens from the burger's side. Harbor Club is switched to right-to-left through the
 * staff API for the length of the journey.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { withClubConfig } from "../support/club-config.ts";
import { DESKTOP, HARBOR, MOBILE, USERS } from "../support/clubs.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";

const rightToLeft = (config: Record<string, unknown>) => ({
  ...config,
  intl: { ...(config.intl as Record<string, unknown>), rtl: true },
});

test("right-to-left: sign-in, home and profile at phone and desktop sizes", async ({ browser }) => {
  test.setTimeout(90_000);
  await withClubConfig(HARBOR, rightToLeft, async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const visitor = await browser.newPage({ viewport });
      await visitor.goto(`${HARBOR}/login`);
      await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(visitor.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
      await expectNoSidewaysScroll(visitor, `sign-in at ${viewport.width}`);
      // The skip link, focused, shows inside the page rather than 10,000 px away.
      await visitor.keyboard.press("Tab");
      await expect(visitor.getByRole("link", { name: "Skip to main content" })).toBeInViewport();
      await expectNoSidewaysScroll(visitor, `sign-in with the skip link at ${viewport.width}`);
      await visitor.close();

      const page = await browser.newPage({ viewport });
      await signIn(page, USERS.member);
      for (const path of ["/", "/account/profile"]) {
        await page.goto(`${HARBOR}${path}`);
        await expect(page.locator("main h1").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNoSidewaysScroll(page, `${path} at ${viewport.width}`);
      }
      // Phone numbers keep their left-to-right order inside the right-to-left page.
      await expect(page.getByText(/^\+1 \(\d{3}\) \d{3}-\d{4}$/).first()).toHaveAttribute("dir", "ltr");

      const burger = page.getByRole("button", { name: "Open menu" });
      const burgerBox = await burger.boundingBox();
      expect(burgerBox, "the burger is on the page").not.toBeNull();
      // The burger starts the header: on the right in a right-to-left page.
      expect((burgerBox?.x ?? 0) + (burgerBox?.width ?? 0) / 2).toBeGreaterThan(viewport.width / 2);
      await burger.click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      // Once it has slid in, the drawer's edge is the page's right edge, on the burger's side.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return Math.round((box?.x ?? 0) + (box?.width ?? 0));
        })
        .toBe(viewport.width);
      await page.keyboard.press("Escape");
      await page.close();
    }
  });
});
