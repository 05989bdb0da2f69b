/**
 * A visitor (no session) sees the sign-in form inside the public shell (spec-1 §2.1, §2.3):
 * at /, at /login and at any unknown path; slogans and logo beside it, or on a phone the logo
 * over one slogan's background.
 */
import { expect, type Page, test } from "@playwright/test";
import { HARBOR, MOBILE } from "../support/clubs.ts";

interface DemoConfig {
  props: { logo: { alt?: string }; slogans: { title: string; image: string; mobile?: string }[] };
}

async function harborConfig(page: Page): Promise<DemoConfig> {
  const response = await page.request.get(`${HARBOR}/config`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoConfig;
}

async function expectLoginPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await expect(page.getByRole("main")).toContainText("Sign In");
}

for (const path of ["/", "/login", "/no-such-page/at/all"]) {
  test(`desktop: ${path} shows the sign-in form with the club's slogans and logo`, async ({ page }) => {
    const config = await harborConfig(page);
    const titles = config.props.slogans.map((slogan) => slogan.title);
    expect(titles).toContain("Welcome aboard");

    await page.goto(`${HARBOR}${path}`);
    await expectLoginPage(page);
    await expect(page).toHaveURL(`${HARBOR}${path}`);

    const aside = page.getByRole("complementary", { name: "About the club" });
    await expect(aside.getByRole("img", { name: "Harbor Club" })).toBeVisible();
    // One slide at a time is shown (the others are aria-hidden): the first slogan's title.
    const firstSlogan = config.props.slogans[0];
    if (!firstSlogan) throw new Error("the demo club has no slogans");
    await expect(aside.getByText(firstSlogan.title, { exact: true })).toBeVisible();
    await expect(aside.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  test("an unknown path shows the sign-in form over one slogan, with the logo on top", async ({ page }) => {
    const config = await harborConfig(page);
    await page.goto(`${HARBOR}/somewhere/unknown`);
    await expectLoginPage(page);

    // The slogan column gives way to the background; the logo moves above the form.
    await expect(page.getByRole("complementary", { name: "About the club" })).toBeHidden();
    // Only the logo above the form is rendered (the aside's is display: none).
    await expect(page.getByRole("img", { name: "Harbor Club" })).toBeVisible();
    const background = await page
      .locator(".crest-public")
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    const images = config.props.slogans.map((slogan) => slogan.mobile || slogan.image);
    expect(
      images.some((image) => background.includes(image)),
      `background ${background} is one of ${images.join(", ")}`,
    ).toBe(true);
  });
});
