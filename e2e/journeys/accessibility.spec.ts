/**
 * axe-core with the WCAG 2.2 AA tags (support/axe.ts): no serious or critical violation on
 * every signed-out page, and on the signed-in home, my-club and profile (read, edit and a failed
 * save), for both clubs, on a desktop and on a phone. Counts by impact are written to
 * artifacts/axe-summary.jsonl (`node e2e/support/axe-summary.mjs`).
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { DESKTOP, type DemoUser, HARBOR, MOBILE, SIERRA, USERS } from "../support/clubs.ts";

// No cross-fade in the slogan carousel: axe must not catch a slide half-way through it.
// The checks only read, so its eight tests may spread over the workers.
test.describe.configure({ mode: "parallel" });

interface Club {
  name: string;
  origin: string;
  member: DemoUser;
  /** Where the signed-in home is: / on Plus, the account area on Lounge. */
  home: string;
}

const CLUBS: Club[] = [
  { name: "Harbor Club", origin: HARBOR, member: USERS.member, home: "/" },
  { name: "Club Sierra", origin: SIERRA, member: USERS.socio, home: "/account" },
];
const SIZES = [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: MOBILE },
];

/** Every page a visitor can open, by path (tokens and codes are made up: they show their error). */
const SIGNED_OUT_PAGES = [
  "/login",
  "/register",
  "/forgot-password",
  "/password-reset/made-up-token-1234",
  "/verify-email",
  "/verify-email/made-up-token-1234",
  "/activate/made-up-code-1234",
  "/privacy",
  "/terms",
  "/cookie",
  "/faq",
  "/error/404",
];

const pageHeading = (page: Page) => page.locator("main h1").first();

async function settle(page: Page) {
  await expect(pageHeading(page)).toBeVisible();
  // Lazy chunks and their first data are in; nothing animates under reduced motion.
  await page.waitForLoadState("networkidle");
}

for (const club of CLUBS) {
  for (const size of SIZES) {
    test.describe(`${club.name} on a ${size.name}`, () => {
      test.use({ viewport: size.viewport });

      test("every signed-out page", async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        for (const path of SIGNED_OUT_PAGES) {
          await page.goto(`${club.origin}${path}`);
          await settle(page);
          await expectNoSeriousA11yViolations(page, testInfo, `${club.name} ${size.name} ${path}`);
        }
        // The sign-in form with its field errors shown.
        await page.goto(`${club.origin}/login`);
        await page.getByRole("button", { name: /^(Sign In|Iniciar sesión)$/ }).click();
        await expect(page.locator(".crest-field__error").first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, testInfo, `${club.name} ${size.name} sign-in errors`);
      });

      test("signed-in home, my-club and profile (read, edit, failed save)", async ({ page }, testInfo) => {
        test.setTimeout(90_000);
        await signIn(page, club.member);
        for (const path of [club.home, "/my-club", "/account/profile"]) {
          await page.goto(`${club.origin}${path}`);
          await settle(page);
          await expectNoSeriousA11yViolations(page, testInfo, `${club.name} ${size.name} ${path}`);
        }
        await page.getByRole("button", { name: /^(Edit Profile|Editar perfil)$/ }).click();
        const mobile = page.getByRole("textbox", { name: /^(Mobile|Móvil)$/ });
        await expectNoSeriousA11yViolations(page, testInfo, `${club.name} ${size.name} profile form`);

        await mobile.fill("12345");
        await page.getByRole("button", { name: /^(Save Changes|Guardar cambios)$/ }).click();
        await expect(mobile).toHaveAttribute("aria-invalid", "true");
        await expectNoSeriousA11yViolations(page, testInfo, `${club.name} ${size.name} profile failed save`);
      });
    });
  }
}
