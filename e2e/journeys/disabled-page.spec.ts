/**
 * A page the club disabled is not found (spec-1 §2.2: on Plus, "a disabled page gives
 * not-found"), and neither is a Plus page on a Lounge club. Harbor Club (Plus) enables every
 * page, so the journey disables its meeting rooms through the staff API for its length.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { withClubConfig } from "../support/club-config.ts";
import { HARBOR, SIERRA, USERS } from "../support/clubs.ts";

test("Harbor Club (Plus): a disabled rooms page is not found and not in the menu", async ({ page }) => {
  await signIn(page, USERS.member);
  await withClubConfig(
    HARBOR,
    (config) => ({ ...config, pages: [{ uri: "rooms", enabled: false }] }),
    async () => {
      for (const path of ["/rooms", "/rooms/12"]) {
        await page.goto(`${HARBOR}${path}`);
        await expect(
          page.getByRole("heading", { level: 1, name: "Oops. Page not found" }),
          path,
        ).toBeVisible();
        await expect(page).toHaveURL(`${HARBOR}${path}`);
      }
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Main Navigation" });
      await expect(menu.getByRole("link", { name: "Dining" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Meeting Rooms" })).toHaveCount(0);
    },
  );
});

test("Club Sierra (Lounge): rooms is not served to a signed-in member", async ({ page }) => {
  await signIn(page, USERS.socio);
  await page.goto(`${SIERRA}/rooms`);
  await expect(page.getByRole("heading", { level: 1, name: "Vaya. Página no encontrada" })).toBeVisible();
  await expect(page.getByText("Parece que ya no encontramos esta página.")).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(menu.getByRole("link", { name: "Mi club" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Salas de reuniones" })).toHaveCount(0);
});
