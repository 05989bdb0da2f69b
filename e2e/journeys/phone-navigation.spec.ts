/**
 * The member's phone (issue #24 items 1, 2): at 390 × 844, from the signed-in home, every
 * account section, the shop, the cart and orders are two taps away (the burger, then the link),
 * by tapping only; and no link or icon the member can see leads to "Page not found": the
 * journey follows every visible link of the home page, the menu and the account area, on both
 * clubs. /account's breadcrumb does not point at itself; the not-found screen offers a way home.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { expectHeadingsNoLargerThanTitle } from "../support/layout.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "parallel" });

// Harbor speaks English, Club Sierra Spanish.
const NOT_FOUND = /^(Oops\. Page not found|Vaya\. Página no encontrada)$/;

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^(Open menu|Abrir menú)$/ }).tap();
  const menu = page.getByRole("dialog", { name: /^(Menu|Menú)$/ });
  await expect(menu).toBeVisible();
  return menu;
}

/** The same-origin links a member can see on the page now (icons included: they are links too). */
async function visibleLinks(scope: Locator, origin: string): Promise<string[]> {
  const hrefs = await scope
    .locator("a[href]:visible")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => href.startsWith(origin) && !href.endsWith("/logout"));
}

async function expectNoNotFound(page: Page, hrefs: Iterable<string>) {
  for (const href of new Set(hrefs)) {
    await page.goto(href);
    await expect(page.getByRole("main")).toBeVisible();
    // The page has drawn (a heading of its own) before we look for the not-found screen.
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: NOT_FOUND }), `${href} is not found`).toHaveCount(0);
  }
}

test("two taps from the signed-in home reach every account section, the shop, the cart and orders", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/`);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();

  const destinations: [link: string | RegExp, heading: string][] = [
    ["Profile", "Profile"],
    ["Memberships", "Memberships"],
    ["Wallet", "Wallet"],
    ["Addresses", "Addresses"],
    ["Billing", "Billing"],
    ["Surveys", "Surveys"],
    ["Shop", "Shop"],
    [/^Cart \(\d+\)$/, "Checkout"],
    ["Perks", "Perks"],
    ["Tickets", "My Tickets"],
  ];
  for (const [link, heading] of destinations) {
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: link, exact: typeof link === "string" }).tap();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(menu).toBeHidden();
    // Once the screen has its content, no heading on it outgrows its title.
    await expect(page.locator(".ant-skeleton")).toHaveCount(0);
    await expectHeadingsNoLargerThanTitle(page, heading);
  }

  // The account area's own tabs show on a phone too, and /account's crumb is not a link to itself.
  await (await openMenu(page)).getByRole("link", { name: "Profile", exact: true }).tap();
  const tabs = page.getByRole("navigation", { name: "Account", exact: true });
  await expect(tabs.getByRole("link", { name: "Wallet" })).toBeVisible();
  await page.goto(`${HARBOR}/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link")).toHaveCount(0);
});

for (const [club, user] of [
  ["Harbor Club", USERS.member],
  ["Club Sierra", USERS.socio],
] as const) {
  test(`${club}: no visible link or icon leads to not found`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, user);
    const origin = user.club;
    await page.goto(`${origin}/`);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    const hrefs = await visibleLinks(page.locator("body"), origin);
    hrefs.push(...(await visibleLinks(await openMenu(page), origin)));
    await page.goto(`${origin}/account`);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    hrefs.push(...(await visibleLinks(page.locator("body"), origin)));
    expect(hrefs.length).toBeGreaterThan(5);
    await expectNoNotFound(page, hrefs);
  });
}

test("the not-found screen wears the club's theme and offers a way home", async ({ page }) => {
  await signIn(page, USERS.member);
  await page.goto(`${HARBOR}/no-such-page`);
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  // Still inside the member shell: the club's header and footer around it.
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
});
