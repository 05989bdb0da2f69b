/**
 * A club's analytics load only when the club configured them and the visitor accepted them on
 * the cookie page (issue #8). Harbor Club gets an analytics script (same origin, so the page's
 * security policy allows it) through the staff API for the journey.
 */
import { expect, test } from "@playwright/test";
import { withClubConfig } from "../support/club-config.ts";
import { HARBOR } from "../support/clubs.ts";

const SCRIPT = "/media/analytics-e2e.js";

test("analytics wait for the visitor's consent on the cookie page", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(SCRIPT)) requested.push(request.url());
  });
  await withClubConfig(
    HARBOR,
    (config) => ({ ...config, analytics: { src: SCRIPT, domain: "harbor.example" } }),
    async () => {
      await page.goto(`${HARBOR}/login`);
      await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
      await page.goto(`${HARBOR}/cookie`);
      const accept = page.getByRole("button", { name: "Accept analytics cookies" });
      await expect(accept).toBeVisible();
      expect(requested, "nothing loads before consent").toHaveLength(0);

      await accept.click();
      await expect(page.getByRole("main").getByText("You accepted analytics cookies.")).toBeVisible();
      await expect.poll(() => requested.length).toBe(1);
      await expect(page.locator(`script[src="${SCRIPT}"]`)).toHaveAttribute("data-domain", "harbor.example");

      // Accepted once, loaded on every later visit.
      await page.goto(`${HARBOR}/login`);
      await expect.poll(() => requested.length).toBe(2);
    },
  );
  // A club without analytics never asks.
  await page.goto(`${HARBOR}/cookie`);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept analytics cookies" })).toHaveCount(0);
});
