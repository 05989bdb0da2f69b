/**
 * Issue #8: a member of both demo clubs (Harbor and Sierra share a global network) switches
 * location from Harbor's home page and arrives at Club Sierra signed in, without a password.
 * Issue 20 item 5: the trip goes through Sierra first (a nonce cookie), back to Harbor (a pass
 * bound to it) and on to Sierra's page that spends it, which leaves no pass in the address.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { HARBOR, SIERRA, USERS } from "../support/clubs.ts";

test("a member of both clubs switches location and arrives signed in", async ({ page }) => {
  await signIn(page, USERS.member, { fresh: true });
  expect((await page.request.get(`${SIERRA}/api/account`)).status()).toBe(401);

  await page.goto(`${HARBOR}/`);
  const otherLocations = page
    .getByRole("region", { name: "Other Locations" })
    .or(page.locator(".crest-panel", { has: page.getByRole("heading", { name: "Other Locations" }) }));
  await otherLocations.getByRole("button", { name: "Switch to Club Sierra" }).click();

  // Club Sierra is on the Lounge plan: its home is the account area, in Spanish.
  await expect(page).toHaveURL(new RegExp(`^${SIERRA}/account`));
  expect(new URL(page.url()).hash).toBe("");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const account = await page.request.get(`${SIERRA}/api/account`);
  expect(account.status()).toBe(200);
  expect(await account.json()).toMatchObject({ email: USERS.member.email });
});
