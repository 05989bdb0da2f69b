/**
 * Navigation settings govern the router, not only the link (spec-2 §1, issue #8): a club that
 * moves "My Club" to /clubhouse serves it there (the old path is not found) and links there; a
 * members-only item shows the notice to a non-member who types its URL. Harbor Club's
 * navigation is changed through the staff API for the journey.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { withClubConfig } from "../support/club-config.ts";
import { HARBOR, USERS } from "../support/clubs.ts";

type Item = Record<string, unknown> & { key: string };

const withItems =
  (change: (item: Item) => Item) =>
  (config: Record<string, unknown>): Record<string, unknown> => {
    const props = config.props as Record<string, unknown> & { navigation: Item[] };
    return { ...config, props: { ...props, navigation: props.navigation.map(change) } };
  };

test("a club that moves My Club to /clubhouse serves it there and links there", async ({ page }) => {
  await signIn(page, USERS.member);
  await withClubConfig(
    HARBOR,
    withItems((item) => (item.key === "my-club" ? { ...item, path: "/clubhouse" } : item)),
    async () => {
      await page.goto(`${HARBOR}/clubhouse`);
      await expect(page.getByRole("heading", { level: 1, name: "My Club" })).toBeVisible();
      await page.goto(`${HARBOR}/my-club`);
      await expect(page.getByRole("heading", { level: 1, name: "Oops. Page not found" })).toBeVisible();

      await page.getByRole("button", { name: "Open menu" }).click();
      const link = page
        .getByRole("navigation", { name: "Main Navigation" })
        .getByRole("link", { name: "My Club" });
      await expect(link).toHaveAttribute("href", "/clubhouse");
      await link.click();
      await expect(page).toHaveURL(`${HARBOR}/clubhouse`);
      await expect(page.getByRole("heading", { level: 1, name: "My Club" })).toBeFocused();
    },
  );
});

test("a members-only item shows the notice to a non-member who types its URL", async ({ page }) => {
  await signIn(page, USERS.guest);
  await withClubConfig(
    HARBOR,
    withItems((item) => (item.key === "my-club" ? { ...item, members_only: true } : item)),
    async () => {
      await page.goto(`${HARBOR}/my-club`);
      await expect(page.getByRole("heading", { level: 1, name: "Members Only" })).toBeVisible();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("navigation", { name: "Main Navigation" }).getByRole("link", { name: "My Club" }),
      ).toHaveCount(0);
    },
  );
});
