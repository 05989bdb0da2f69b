/** antd's Select, driven as a member does: open it, pick an option, and see it chosen. */
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Chooses `option` in the select labelled `label` inside `scope`, until the select shows it: on a
 * loaded machine a click can land while the list is still opening, and the choice is lost.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await choose(page, scope, label, async () => option);
}

/** Chooses the select's option at `index` (0 is the first), as `chooseOption` does; answers its title. */
export async function chooseOptionAt(
  page: Page,
  scope: Locator,
  label: string,
  index: number,
): Promise<string> {
  return choose(
    page,
    scope,
    label,
    async (options) => (await options.nth(index).getAttribute("title", { timeout: 2_000 })) ?? "",
  );
}

/** Opens the select, picks the option `titleOf` names among those listed, and retries until it shows. */
async function choose(
  page: Page,
  scope: Locator,
  label: string,
  titleOf: (options: Locator) => Promise<string>,
): Promise<string> {
  const field = scope.getByLabel(label);
  // The select around the field (its chosen value shows there, not in the field).
  const select = field.locator(
    "xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]",
  );
  const options = page.locator(".ant-select-item-option");
  let chosen = "";
  await expect(async () => {
    await field.click();
    chosen = await titleOf(options);
    await page.locator(`.ant-select-item-option[title="${chosen}"]`).click({ timeout: 2_000 });
    await expect(select).toContainText(chosen, { timeout: 2_000 });
  }).toPass();
  return chosen;
}
