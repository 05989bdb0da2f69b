/**
 * Members-only routes (spec-1 §2.2, spec-2 §2): spa and directory show the 'Members Only'
 * notice to a signed-in customer who is not an active member, and never to a member.
 *
 * They are Plus routes (spec-1 §2.2 lists what Lounge serves; docs/decisions/auth-and-accounts.md), so the
 * notice is seen on Harbor Club (Plus); on Club Sierra (Lounge) both are not found.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { HARBOR, SIERRA, USERS } from "../support/clubs.ts";

const MEMBERS_ONLY_PATHS = ["/directory", "/directory/members/3", "/spa-wellness", "/spa-wellness/7"];

const membersOnly = (page: Page) => page.getByRole("heading", { name: /^(Members Only|Solo para socios)$/ });
const notFound = (page: Page) =>
  page.getByRole("heading", { name: /^(Oops\. Page not found|Vaya\. Página no encontrada)$/ });

test("Harbor's guest sees the Members Only notice on directory and spa", async ({ page }) => {
  await signIn(page, USERS.guest);
  for (const path of MEMBERS_ONLY_PATHS) {
    await page.goto(`${HARBOR}${path}`);
    await expect(membersOnly(page), path).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Members Only: you must be an active member to access this page",
    );
  }
  // The menu does not offer what the customer may not open.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main Navigation" });
  await expect(menu.getByRole("link", { name: "Dining" })).toBeVisible();
  await expect(menu.getByRole("link", { name: /Spa & Wellness|Directory/ })).toHaveCount(0);
});

test("Harbor's member does not see the notice there", async ({ page }) => {
  await signIn(page, USERS.member);
  for (const path of MEMBERS_ONLY_PATHS) {
    await page.goto(`${HARBOR}${path}`);
    // The directory (issue 29) and the spa (issue 26) are built: a member gets past the gate.
    const heading = path.startsWith("/directory") ? "Directory" : "Spa & Wellness";
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await expect(membersOnly(page)).toHaveCount(0);
  }
});

for (const user of [USERS.invitado, USERS.socio]) {
  test(`on Club Sierra (Lounge) spa and directory are not served: ${user.email}`, async ({ page }) => {
    await signIn(page, user);
    for (const path of ["/spa-wellness", "/directory"]) {
      await page.goto(`${SIERRA}${path}`);
      await expect(notFound(page), path).toBeVisible();
      await expect(membersOnly(page)).toHaveCount(0);
    }
  });
}
