/**
 * Club Sierra's errors are Spanish (issue #14): the sign-in form's own checks, the API's
 * sign-in failure, the server's field messages on registration and on the profile (worded by
 * the API in English and said from the web's catalogue by their stable id), and the browser's
 * own English bubble never shows ('malo@').
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { DEMO_PASSWORD, SIERRA, USERS } from "../support/clubs.ts";

/** The page's own content (the live regions, outside main, say the same words again). */
const main = (page: Page) => page.getByRole("main");

test("sign-in errors in Spanish", async ({ page }) => {
  await page.goto(`${SIERRA}/login`);
  const email = page.getByRole("textbox", { name: "Correo electrónico" });
  await email.fill("malo@");
  await page.getByLabel("Contraseña", { exact: true }).fill("Cualquiera-1");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(main(page).getByText("Introduzca un correo electrónico válido")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  expect(
    await email.evaluate(
      (input: HTMLInputElement) => input.validationMessage === "" || input.form?.noValidate,
    ),
  ).toBe(true);

  await email.fill(USERS.socio.email);
  await page.getByLabel("Contraseña", { exact: true }).fill("No-es-la-clave-1");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "El correo electrónico o la contraseña no son correctos.",
  );
});

test("registration: 'malo@' and a taken e-mail are told in Spanish", async ({ page }) => {
  await page.goto(`${SIERRA}/register`);
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await page.getByLabel("Apellido").fill("Prueba");
  const email = page.getByLabel("Correo electrónico");
  await email.fill("malo@");
  await page.getByLabel("Contraseña", { exact: true }).fill("Segura-2026");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(main(page).getByText("Introduzca un correo electrónico válido")).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill(USERS.invitado.email);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(main(page).getByText("Este correo electrónico ya está registrado")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(page.getByText("This e-mail is already registered")).toHaveCount(0);
});

test("profile errors in Spanish, from the form and from the server", async ({ page }) => {
  await signIn(page, USERS.socio);
  await page.goto(`${SIERRA}/account/profile`);
  await page.getByRole("button", { name: "Editar perfil" }).click();
  const mobile = page.getByRole("textbox", { name: "Móvil" });
  await mobile.fill("12345");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(main(page).getByText("Introduzca un número de teléfono válido")).toBeVisible();
  await expect(mobile).toBeFocused();
  const describedBy = (await mobile.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toContainText(
    "Introduzca un número de teléfono válido",
  );

  await mobile.fill("");
  const email = page.getByRole("textbox", { name: "Correo electrónico" });
  await email.fill(USERS.invitado.email);
  // A new e-mail asks for the current password (issue #7); the server then finds it taken.
  await page.locator("form", { has: email }).getByLabel("Contraseña actual").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(main(page).getByText("Este correo electrónico ya está registrado")).toBeVisible();
  await expect(email).toBeFocused();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("button", { name: "Editar perfil" })).toBeFocused();
});
