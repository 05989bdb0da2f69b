/**
 * Reflow at 320 CSS px (WCAG 1.4.10): no page scrolls sideways, signed out or signed in (home,
 * my-club, profile read and edit), on either club; profile values do not wrap a letter a line.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { HARBOR, SIERRA, USERS } from "../support/clubs.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";

test.use({ viewport: { width: 320, height: 640 } });

const SIGNED_OUT = ["/login", "/register", "/forgot-password", "/privacy", "/faq", "/error/404"];

for (const [club, member, home] of [
  [HARBOR, USERS.member, "/"],
  [SIERRA, USERS.socio, "/account"],
] as const) {
  test(`320 px, no sideways scroll: ${new URL(club).hostname}`, async ({ page }) => {
    for (const path of SIGNED_OUT) {
      await page.goto(`${club}${path}`);
      await expect(page.locator("main h1").first()).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    await signIn(page, member);
    for (const path of [home, "/my-club", "/account/profile"]) {
      await page.goto(`${club}${path}`);
      await expect(page.locator("main h1").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page, path);
    }
    // A value is as wide as the column, not a letter wide (the city used to read M/a/d/r/i/d).
    const email = page.locator(".crest-profile-details bdi[dir=ltr]").first();
    const { height, lineHeight } = await email.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight) || 22,
    }));
    expect(height).toBeLessThan(lineHeight * 2.5);
    await page.getByRole("button", { name: /^(Edit Profile|Editar perfil)$/ }).click();
    await expectNoSidewaysScroll(page, "the profile form");
  });
}
