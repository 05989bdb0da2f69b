/** antd's Select, driven as a member does: open it, pick an option, and see it chosen. */
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Chooses `option` in the select labelled `label` inside `scope`, until the select shows it: on a
 * loaded machine a click can land while the list is still opening, and the choice is lost.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label);
  // The select around the field (its chosen value shows there, not in the field).
  const select = field.locator(
    "xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]",
  );
  await expect(async () => {
    await field.click();
    await page.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass();
}
