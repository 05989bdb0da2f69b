/**
 * A page the club disabled is not found (spec-1 §2.2: on Plus, "a disabled page gives
 * not-found"). Club Sierra (Plus) disables "rooms"; Harbor Club's config disables it too,
 * but Harbor is Lounge, where rooms is not served at all (a Plus route) and page matching
 * does not apply (docs/decisions.md "Gate order").
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { HARBOR, SIERRA, USERS } from "../support/clubs.ts";

interface PageConfig {
  uri: string;
  enabled: boolean;
}

const roomsDisabled = async (page: Page, club: string): Promise<boolean> => {
  const config = (await (await page.request.get(`${club}/config`)).json()) as { pages: PageConfig[] };
  return config.pages.some((entry) => entry.uri === "rooms" && !entry.enabled);
};

test("Club Sierra (Plus): its disabled rooms page is not found and not in the menu", async ({ page }) => {
  expect(await roomsDisabled(page, SIERRA), "Sierra's demo config disables rooms").toBe(true);
  await signIn(page, USERS.socio);
  for (const path of ["/rooms", "/rooms/12"]) {
    await page.goto(`${SIERRA}${path}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Vaya. Página no encontrada" }),
      path,
    ).toBeVisible();
    await expect(page).toHaveURL(`${SIERRA}${path}`);
  }
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(menu.getByRole("menuitem", { name: "Eventos" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Salas de reuniones" })).toHaveCount(0);
});

test("Harbor Club (Lounge): rooms is not found for a signed-in member", async ({ page }) => {
  expect(await roomsDisabled(page, HARBOR), "Harbor's demo config disables rooms").toBe(true);
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/rooms`);
  await expect(page.getByRole("heading", { level: 1, name: "Oops. Page not found" })).toBeVisible();
  await expect(page.getByText("Looks like we can't find this page anymore.")).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await expect(menu.getByRole("menuitem", { name: "My Club" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Meeting Rooms" })).toHaveCount(0);
});
