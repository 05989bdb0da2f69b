/**
 * The club's footer (config.props.footer, social, legal pages) shows in both shells as the
 * page's contentinfo landmark, and its links lead to the legal pages.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { HARBOR, SIERRA, USERS } from "../support/clubs.ts";

test("the footer shows for visitors and members, on both clubs", async ({ page }) => {
  await page.goto(`${HARBOR}/login`);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Harbor Club · 1 Wharf Road, Newport, RI");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/`);
  await expect(page.getByRole("contentinfo")).toContainText("Harbor Club · 1 Wharf Road, Newport, RI");
  await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" })).toBeVisible();

  await page.goto(`${SIERRA}/login`);
  await expect(page.getByRole("contentinfo")).toContainText("Club Sierra · Camino de la Sierra 12, Madrid");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" }),
  ).toBeVisible();
});
