/**
 * Admin mode's theme editor (issue 31), end to end: staff@ signs in at /admin, switches to Club
 * Sierra, changes the primary colour and a slogan with the keyboard alone, sees both in the
 * preview and saves; a member of Club Sierra sees them after a reload; a second staff member,
 * whose editor was opened on the old version, is shown the conflict and loads the new one;
 * staff@ reverts in the history and the member sees the old theme. axe checks each screen.
 * Club Sierra's config is put back afterwards, whatever happened.
 */
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { keepClubConfig } from "../support/club-config.ts";
import { DEMO_PASSWORD, HARBOR, SIERRA, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";

const NEW_PRIMARY = "#1d4ed8";
const NEW_SLOGAN = "Nieve nueva en la sierra";
const OLD_SLOGAN = "Bienvenido a la sierra";

/** Replaces the focused field's text by typing, as a keyboard user would. */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** The version the editor says it edits ("…: editing version 3."). */
async function editedVersion(page: Page): Promise<number> {
  const line = page.getByText(/editing version \d+/);
  await expect(line).toBeVisible();
  return Number(/editing version (\d+)/.exec((await line.textContent()) ?? "")?.[1]);
}

/** The member app's primary colour as drawn (the CSS property the stylesheet reads). */
const primaryOf = (root: Locator) =>
  root.evaluate((element) => getComputedStyle(element).getPropertyValue("--crest-primary").trim());

async function staffPage(browser: Browser, club: string, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post(`${club}/admin/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto(`${club}/admin/theme`);
  return page;
}

test("the theme editor: preview, save, the member sees it, a conflict, and a revert", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const kept = await keepClubConfig(SIERRA);
  const member = await (await browser.newContext()).newPage();
  try {
    await test.step("staff@ signs in at /admin with the keyboard", async () => {
      await page.goto(`${HARBOR}/admin`);
      await expect(page.getByRole("heading", { level: 1, name: "Staff Sign In" })).toBeFocused();
      await expectNoSeriousA11yViolations(page, testInfo, "admin sign-in");
      await tabTo(page, page.getByRole("textbox", { name: "E-mail" }));
      await page.keyboard.type("staff@harbor.example");
      await page.keyboard.press("Tab");
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Theme" })).toBeVisible();
      await expect(page.getByText("Harbor Club, harbor.localhost: editing version")).toBeVisible();
    });

    await test.step("switches to Club Sierra", async () => {
      await page.getByLabel("Club", { exact: true }).selectOption({ label: "Club Sierra" });
      await expect(page.getByText(/^Club Sierra, sierra\.localhost: editing version \d+\.$/)).toBeVisible();
    });
    const before = await editedVersion(page);

    // A second staff member opens the same editor now, on the version staff@ is about to replace.
    const other = await staffPage(browser, SIERRA, "gerente@sierra.example");
    await expect(other.getByText(`editing version ${before}.`)).toBeVisible();

    const preview = page.frameLocator('iframe[title="Preview of the Member App"]');
    await test.step("changes the primary colour and a slogan with the keyboard; the preview shows both", async () => {
      await expect(preview.getByText(OLD_SLOGAN)).toBeVisible();
      await tabTo(page, page.getByRole("textbox", { name: "Primary Colour", exact: true }));
      await retype(page, NEW_PRIMARY);
      const slogan = page
        .getByRole("group", { name: "Slogan 1" })
        .getByRole("textbox", { name: "Title", exact: true });
      await tabTo(page, slogan);
      await retype(page, NEW_SLOGAN);
      await expect(preview.getByText(NEW_SLOGAN)).toBeVisible();
      await expect.poll(() => primaryOf(preview.locator("html"))).toBe(NEW_PRIMARY);
      await expect(page.getByText(/^Button text on the primary colour: \d+\.\d+:1, passes/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, "theme editor with a draft");
    });

    await test.step("a member sees nothing of the draft before the save", async () => {
      await signIn(member, USERS.socio);
      await member.goto(`${SIERRA}/my-club`);
      await expect(member.getByRole("heading", { level: 3, name: OLD_SLOGAN })).toBeVisible();
      expect(await primaryOf(member.locator("html"))).not.toBe(NEW_PRIMARY);
    });

    await test.step("saves with the keyboard", async () => {
      await tabTo(page, page.getByRole("button", { name: "Save" }), { backwards: true });
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("status").filter({ hasText: `Saved as version ${before + 1}.` }),
      ).toBeVisible();
    });

    await test.step("the member sees both after a reload", async () => {
      await member.reload();
      await expect(member.getByRole("heading", { level: 3, name: NEW_SLOGAN })).toBeVisible();
      expect(await primaryOf(member.locator("html"))).toBe(NEW_PRIMARY);
    });

    await test.step("the second staff member, saving on the old version, is shown the conflict", async () => {
      await other.getByRole("textbox", { name: "Footer Text" }).fill("Club Sierra · Abierto todo el año");
      await other.getByRole("button", { name: "Save" }).click();
      const alert = other.getByRole("alert").filter({ hasText: "Morgan Hale Saved First" });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole("row", { name: /theme\.color_primary/ })).toContainText(NEW_PRIMARY);
      await expectNoSeriousA11yViolations(other, testInfo, "theme editor conflict");
      await alert.getByRole("button", { name: "Load Their Version" }).click();
      await expect(other.getByText(`editing version ${before + 1}.`)).toBeVisible();
      await expect(other.getByRole("textbox", { name: "Primary Colour", exact: true })).toHaveValue(
        NEW_PRIMARY,
      );
    });

    await test.step("staff@ reverts to the old version in the history", async () => {
      await page.getByRole("link", { name: "History" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeFocused();
      const saved = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: `Version ${before + 1}`, exact: true }) });
      await expect(saved.getByText("Saved by Morgan Hale")).toBeVisible();
      await expect(saved.getByRole("row", { name: /props\.slogans\.0\.title/ })).toContainText(NEW_SLOGAN);
      await expectNoSeriousA11yViolations(page, testInfo, "config history");
      // Reverted with the keyboard alone.
      await tabTo(page, page.getByRole("button", { name: `Revert to Version ${before}` }), { max: 150 });
      await page.keyboard.press("Enter");
      await tabTo(page, page.getByRole("dialog").getByRole("button", { name: "Revert", exact: true }));
      await page.keyboard.press("Enter");
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: `Version ${before} brought back as version ${before + 2}.` }),
      ).toBeVisible();
    });

    await test.step("the member sees the old theme after a reload", async () => {
      await member.reload();
      await expect(member.getByRole("heading", { level: 3, name: OLD_SLOGAN })).toBeVisible();
      expect(await primaryOf(member.locator("html"))).not.toBe(NEW_PRIMARY);
    });
    await other.context().close();
  } finally {
    await member.context().close();
    await kept.restore();
  }
});
