/**
 * Club Sierra speaks Spanish (its locale es-es): the public shell and sign-in form, and the
 * member shell. The language switch turns either into English, and the choice stays.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { SIERRA, USERS } from "../support/clubs.ts";

test("the sign-in page is in Spanish and the switch turns it into English", async ({ page }) => {
  await page.goto(`${SIERRA}/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("textbox", { name: "Correo electrónico" })).toBeVisible();
  await expect(page.getByLabel("Contraseña", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  await expect(page.getByRole("link", { name: "¿Olvidó su contraseña?" })).toBeVisible();
  const aside = page.getByRole("complementary", { name: "Sobre el club" });
  await expect(aside.getByText("Bienvenido a la sierra", { exact: true })).toBeVisible();
  await expect(aside.getByRole("button", { name: "Pausar presentación" })).toBeVisible();
  // A required-field message comes from the catalogue too.
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("main").getByText("Introduzca su correo electrónico")).toBeVisible();

  await page.getByRole("button", { name: "Idioma: English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "About the club" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Language: Español" })).toBeVisible();

  // The choice is kept on this device.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await page.getByRole("button", { name: "Language: Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
});

test("the member shell is in Spanish and switches to English", async ({ page }) => {
  await signIn(page, USERS.socio);
  await page.goto(`${SIERRA}/`);
  // Club Sierra is Lounge: / is the account area, with the side menu on a desktop.
  await expect(page).toHaveURL(`${SIERRA}/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
  // The bell shows now that its screen exists (issue 29); the calendar once its screen does.
  await expect(page.getByRole("link", { name: /^Notificaciones/ })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(menu.getByRole("link", { name: "Mi club" })).toBeVisible();

  await page.getByRole("button", { name: "Idioma: English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Account", exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main Navigation" }).getByRole("link", { name: "My Club" }),
  ).toBeVisible();
});
