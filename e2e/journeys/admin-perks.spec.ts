/**
 * The perks back office (issue 32 item 5), end to end on Harbor Club: manager@ (its
 * manager) defines a voucher and issues it to member@ with the keyboard alone; member@, in
 * another browser, finds it among their vouchers and could put it in the cart; manager@ voids it
 * after a confirmation and member@ can no longer use it. viewer@ sees the same screens with
 * nothing to change. Then the other back-office screens of item 8: manager@ writes a content page,
 * edits it and member@ reads the edit on the site; adds a business to the directory hidden from
 * members, in a category chosen from the club's; sends member@ a message after a confirmation of its reach, which member@ reads.
 * viewer@ sees those screens read-only. axe checks each screen.
 */
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { staffPage } from "../support/staff.ts";

const PERK = `Harbor Lunch Voucher ${Date.now().toString(36)}`;

/** A browser of its own signed in to admin mode as `email`, at `path`. */
/** member@'s vouchers page, afresh. */
async function openVouchers(member: Page): Promise<void> {
  await member.goto(`${HARBOR}/account/perks?tab=vouchers`);
  await expect(member.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
}

test("staff define a voucher, issue it to member@ and void it; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/perks");
  const member = await (await browser.newContext()).newPage();
  let serial = "";

  await test.step("manager@ defines the voucher with the keyboard alone", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "perks list");
    await tabTo(staff, staff.getByRole("button", { name: "New Perk" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "New Perk" })).toBeFocused();
    await tabTo(staff, staff.getByRole("textbox", { name: "Name" }));
    await staff.keyboard.type(PERK);
    await tabTo(staff, staff.getByRole("spinbutton", { name: "Amount" }));
    await staff.keyboard.type("15");
    await tabTo(staff, staff.getByRole("spinbutton", { name: "Days Valid" }));
    await staff.keyboard.type("30");
    // Good for the whole order: the arrow moves a closed select to the next choice.
    const appliesTo = staff.getByRole("combobox", { name: "Applies To" });
    await tabTo(staff, appliesTo);
    await staff.keyboard.press("ArrowDown");
    await expect(appliesTo).toHaveValue("order");
    await expectNoSeriousA11yViolations(staff, testInfo, "new perk form");
    await tabTo(staff, staff.getByRole("button", { name: "Create Perk" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Edit Perk" })).toBeVisible();
    await expect(staff.getByRole("textbox", { name: "Name" })).toHaveValue(PERK);
    await expect(staff.getByRole("combobox", { name: "Applies To" })).toHaveValue("order");
    await expect(staff.getByText("No passes issued yet.")).toBeVisible();
  });

  await test.step("and issues it to member@, still with the keyboard", async () => {
    await tabTo(staff, staff.getByRole("textbox", { name: "Find the Member" }));
    await staff.keyboard.type("member@harbor");
    await staff.keyboard.press("Enter");
    const choice = staff.getByRole("radio", { name: /\(member@harbor\.example\)$/ });
    await tabTo(staff, choice);
    await staff.keyboard.press("Space");
    await expect(choice).toBeChecked();
    await expectNoSeriousA11yViolations(staff, testInfo, "issuing a perk");
    await tabTo(staff, staff.getByRole("button", { name: /^Issue to / }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByText(`1 pass of ${PERK} issued to 1 member.`)).toBeVisible();
    const row = staff.getByRole("row").filter({ hasText: "member@harbor.example" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: "Active", exact: true })).toBeVisible();
    serial = ((await row.locator("code").textContent()) ?? "").trim();
    expect(serial.length).toBeGreaterThan(3);
    await expectNoSeriousA11yViolations(staff, testInfo, "a perk's passes");
  });

  await test.step("member@ sees it among their vouchers, usable", async () => {
    await signIn(member, USERS.member);
    await openVouchers(member);
    await expect(member.getByText(PERK)).toBeVisible();
    await member.getByRole("button", { name: `View ${PERK}` }).click();
    await expect(member.getByRole("button", { name: "Use in My Cart" })).toBeVisible();
  });

  await test.step("viewer@ sees the perk with nothing to change", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/perks");
    await expect(viewer.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
    await expect(viewer.getByText("changing them needs a manager")).toBeVisible();
    await expect(viewer.getByRole("button", { name: "New Perk" })).toHaveCount(0);
    await viewer.getByRole("link", { name: PERK }).click();
    await expect(viewer.getByRole("heading", { level: 1, name: "Edit Perk" })).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Name" })).toBeDisabled();
    await expect(viewer.getByRole("button", { name: "Save Perk" })).toHaveCount(0);
    await expect(viewer.getByRole("button", { name: "Archive Perk" })).toHaveCount(0);
    await expect(viewer.getByRole("heading", { level: 2, name: "Issue Passes" })).toHaveCount(0);
    await expect(viewer.getByRole("row").filter({ hasText: "member@harbor.example" })).toHaveCount(1);
    await expect(viewer.getByRole("button", { name: /^Void/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer, testInfo, "a perk, read-only");
    await viewer.goto(`${HARBOR}/admin/perks/scan`);
    await expect(viewer.getByRole("heading", { level: 1, name: "Check a Pass" })).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Pass Serial" })).toBeDisabled();
    await expect(viewer.getByRole("button", { name: "Redeem" })).toHaveCount(0);
    await viewer.context().close();
  });

  await test.step("manager@ voids the pass after a confirmation; member@ can no longer use it", async () => {
    await staff.getByRole("button", { name: `Void pass ${serial}` }).click();
    const dialog = staff.getByRole("dialog", { name: `Void pass ${serial}?` });
    await expect(dialog.getByText(/will no longer be able to use this pass/)).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "void confirmation");
    await dialog.getByRole("button", { name: "Void Pass" }).click();
    await expect(staff.getByText(`Pass ${serial} is void.`)).toBeVisible();
    const row = staff.getByRole("row").filter({ hasText: "member@harbor.example" });
    await expect(row.getByRole("cell", { name: "Void", exact: true })).toBeVisible();

    await openVouchers(member);
    await member.getByRole("button", { name: `View ${PERK}` }).click();
    await expect(member.getByRole("button", { name: "Use in My Cart" })).toHaveCount(0);
    await expect(member.getByText("Void").first()).toBeVisible();
  });

  await test.step("manager@ archives the perk: it is issued no more until made active again", async () => {
    await staff.getByRole("button", { name: "Archive Perk" }).click();
    await expect(staff.getByText("Archived: it is issued no more.", { exact: false })).toBeVisible();
    await expect(staff.getByRole("heading", { level: 2, name: "Issue Passes" })).toHaveCount(0);
    await staff.getByRole("button", { name: "Make Active Again" }).click();
    await expect(staff.getByRole("heading", { level: 2, name: "Issue Passes" })).toBeVisible();
  });

  await test.step("the front desk's check refuses the void pass and an unknown serial", async () => {
    await staff.goto(`${HARBOR}/admin/perks/scan`);
    await expect(staff.getByRole("heading", { level: 1, name: "Check a Pass" })).toBeVisible();
    const field = staff.getByRole("textbox", { name: "Pass Serial" });
    await field.fill(serial);
    await field.press("Enter");
    await expect(staff.getByRole("alert").filter({ hasText: "Perk Not Available" })).toBeVisible();
    await field.fill("NOPE-0000");
    await field.press("Enter");
    await expect(staff.getByText("No pass of this club has that serial.")).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "pass check");
  });
});

test("staff write a content page, keep the directory and send a message; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/content");
  const member = await (await browser.newContext()).newPage();
  await signIn(member, USERS.member);
  const stamp = Date.now().toString(36);
  const page = `Marina Notice ${stamp}`;
  const business = `Quayside Chandlery ${stamp}`;
  const subject = `Dock hours ${stamp}`;
  let pageUrl = "";

  await test.step("manager@ writes a content page, then edits it; member@ reads the edit", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Content Pages" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "content pages");
    // Written with the keyboard alone.
    await tabTo(staff, staff.getByRole("button", { name: "New Page" }));
    await staff.keyboard.press("Enter");
    await tabTo(staff, staff.getByRole("textbox", { name: "Title" }));
    await staff.keyboard.type(page);
    await tabTo(staff, staff.getByRole("textbox", { name: "Body" }));
    await staff.keyboard.type("<p>The fuel dock opens at seven.</p>");
    const preview = staff.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 3, name: page })).toBeVisible();
    await expect(preview.getByText("The fuel dock opens at seven.")).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "new content page");
    await tabTo(staff, staff.getByRole("button", { name: "Create Page" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
    await expect(staff.getByText("This page is: Published.")).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "a content page");
    pageUrl = (await staff.getByRole("link", { name: /Open it on the site/ }).getAttribute("href")) ?? "";
    expect(pageUrl).toMatch(/^\/pages\/[0-9a-f-]+$/);
    await staff.getByRole("textbox", { name: "Body" }).fill("<p>The fuel dock opens at six.</p>");
    await staff.getByRole("button", { name: "Save Page" }).click();
    await expect(staff.getByText("Page saved.")).toBeVisible();
    await member.goto(`${HARBOR}${pageUrl}`);
    await expect(member.getByRole("heading", { level: 1, name: page })).toBeVisible();
    await expect(member.getByText("The fuel dock opens at six.")).toBeVisible();
  });

  await test.step("manager@ adds a business in a category, hidden from members", async () => {
    await staff
      .getByRole("navigation", { name: "Admin Sections" })
      .getByRole("link", { name: "Directory" })
      .click();
    await expect(staff.getByRole("heading", { level: 1, name: "Directory" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "directory");
    // Added with the keyboard alone.
    await tabTo(staff, staff.getByRole("button", { name: "New Business" }));
    await staff.keyboard.press("Enter");
    await tabTo(staff, staff.getByRole("textbox", { name: "Name" }));
    await staff.keyboard.type(business);
    // The club's categories in the members' order, after "No Category": Shops is the second.
    const category = staff.getByRole("combobox", { name: "Category" });
    await expect(category.getByRole("option", { name: "Shops" })).toBeAttached();
    await tabTo(staff, category);
    await expect(category.locator("option:checked")).toHaveText("No Category");
    for (
      let press = 0;
      press < 5 && (await category.locator("option:checked").textContent()) !== "Shops";
      press++
    )
      await staff.keyboard.press("ArrowDown");
    await expect(category.locator("option:checked")).toHaveText("Shops");
    const hidden = staff.getByRole("checkbox", { name: "Hide from Members" });
    await tabTo(staff, hidden);
    await staff.keyboard.press("Space");
    await expect(hidden).toBeChecked();
    await tabTo(staff, staff.getByRole("button", { name: "Create Business" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Edit Business" })).toBeVisible();
    // Read back from the server: the editor of the saved business shows its category.
    await expect(staff.getByRole("combobox", { name: "Category" }).locator("option:checked")).toHaveText(
      "Shops",
    );
    await staff.getByRole("button", { name: "Add Place" }).click();
    const place = staff.getByRole("form", { name: "New Place" });
    await place.getByRole("textbox", { name: "Place Name" }).fill("Quay Store");
    // Hours on the grid the pickup locations use: Monday opens 9:00 AM to 5:00 PM by default.
    await place.getByRole("checkbox", { name: "Open on Monday" }).check();
    await place.getByLabel("Monday, range 1: closes").fill("18:30");
    await expectNoSeriousA11yViolations(staff, testInfo, "a business");
    await place.getByRole("button", { name: "Add Place" }).click();
    await expect(staff.getByRole("heading", { level: 3, name: "Quay Store" })).toBeVisible();
    const saved = staff.getByRole("form", { name: "Quay Store" });
    await expect(saved.getByRole("checkbox", { name: "Open on Monday" })).toBeChecked();
    await expect(saved.getByLabel("Monday, range 1: closes")).toHaveValue("18:30");
    await expect(saved.getByRole("checkbox", { name: "Open on Tuesday" })).not.toBeChecked();
    const listed = await member.request.get(
      `${HARBOR}/api/directory/businesses?search=${encodeURIComponent(business)}`,
    );
    expect(await listed.json()).toEqual([]);
    // The staff's list names its category.
    await staff.getByRole("link", { name: "Back to the Directory" }).click();
    await staff.getByRole("textbox", { name: "Name Contains" }).fill(business);
    await staff.getByRole("button", { name: "Search" }).click();
    const row = staff.getByRole("row").filter({ hasText: business });
    await expect(row.getByRole("cell", { name: "Shops", exact: true })).toBeVisible();
  });

  await test.step("manager@ keeps the directory's categories: adds one, moves it up, removes it", async () => {
    const golf = `Golf ${Date.now().toString(36)}`;
    const categories = staff.getByRole("region", { name: "Categories" });
    const add = categories.getByRole("form", { name: "Add Category" });
    await add.getByRole("textbox", { name: "Category Name" }).fill(golf);
    await add.getByRole("button", { name: "Add Category" }).click();
    await expect(categories.getByText(golf, { exact: true })).toBeVisible();
    // Added last: it can move up, not down; moved up once, it can move down again.
    await expect(categories.getByRole("button", { name: `Move ${golf} Down` })).toBeDisabled();
    await categories.getByRole("button", { name: `Move ${golf} Up` }).click();
    await expect(categories.getByRole("button", { name: `Move ${golf} Down` })).toBeEnabled();
    await expectNoSeriousA11yViolations(staff, testInfo, "directory categories");
    await categories.getByRole("button", { name: `Remove ${golf}` }).click();
    const dialog = staff.getByRole("dialog", { name: `Remove ${golf}?` });
    await expect(dialog.getByText("Its businesses stay in the directory, without a category.")).toBeVisible();
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(categories.getByText(golf, { exact: true })).toHaveCount(0);
  });

  await test.step("manager@ sends member@ a message after a confirmation of its reach", async () => {
    await staff.goto(`${HARBOR}/admin/messages`);
    await expect(staff.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "messages");
    // Written and sent with the keyboard alone.
    await tabTo(staff, staff.getByRole("button", { name: "New Message" }));
    await staff.keyboard.press("Enter");
    const to = staff.getByLabel("Send To");
    await tabTo(staff, to);
    for (let press = 0; press < 3 && (await to.inputValue()) !== "member"; press++)
      await staff.keyboard.press("ArrowDown");
    await expect(to).toHaveValue("member");
    const find = staff.getByRole("textbox", { name: "Find the Member" });
    await tabTo(staff, find);
    await staff.keyboard.type("member@harbor");
    await staff.keyboard.press("Enter");
    const recipient = staff.getByRole("radio", { name: /\(member@harbor\.example\)$/ });
    await tabTo(staff, recipient);
    await staff.keyboard.press("Space");
    await expect(recipient).toBeChecked();
    await tabTo(staff, staff.getByRole("textbox", { name: "Subject" }));
    await staff.keyboard.type(subject);
    await tabTo(staff, staff.getByRole("textbox", { name: "Message", exact: true }));
    await staff.keyboard.type("The fuel dock opens at six.");
    await expect(staff.getByRole("region", { name: "Preview" }).getByText(subject)).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "a new message");
    await tabTo(staff, staff.getByRole("button", { name: "Send…" }));
    await staff.keyboard.press("Enter");
    const dialog = staff.getByRole("dialog", { name: `Send “${subject}”?` });
    await expect(dialog.getByText(/^It goes to 1 member; 1 takes an e-mail copy\./)).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "message confirmation");
    await tabTo(staff, dialog.getByRole("button", { name: "Send Message" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByText("Sent to 1 member.")).toBeVisible();
    await expect(staff.getByRole("row").filter({ hasText: subject })).toHaveCount(1);
    await member.goto(`${HARBOR}/messages`);
    await expect(member.getByText(subject)).toBeVisible();
  });

  await test.step("viewer@ sees the content, directory and messages with nothing to change", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/content");
    await expect(viewer.getByText("changing them needs a manager")).toBeVisible();
    await expect(viewer.getByRole("button", { name: "New Page" })).toHaveCount(0);
    await viewer.getByRole("link", { name: page }).click();
    await expect(viewer.getByRole("textbox", { name: "Title" })).toBeDisabled();
    await expect(viewer.getByRole("button", { name: "Save Page" })).toHaveCount(0);
    await viewer.goto(`${HARBOR}/admin/directory`);
    await expect(viewer.getByRole("button", { name: "New Business" })).toHaveCount(0);
    const categories = viewer.getByRole("region", { name: "Categories" });
    await expect(categories.getByText("Shops", { exact: true })).toBeVisible();
    await expect(categories.getByRole("button")).toHaveCount(0);
    await viewer.getByRole("link", { name: business }).click();
    await expect(viewer.getByRole("textbox", { name: "Name", exact: true })).toBeDisabled();
    await expect(viewer.getByRole("combobox", { name: "Category" })).toBeDisabled();
    await expect(viewer.getByRole("combobox", { name: "Category" }).locator("option:checked")).toHaveText(
      "Shops",
    );
    await expect(viewer.getByRole("button", { name: "Add Place" })).toHaveCount(0);
    await expect(viewer.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer, testInfo, "a business, read-only");
    await viewer.goto(`${HARBOR}/admin/messages`);
    await expect(viewer.getByText("sending needs a manager")).toBeVisible();
    await expect(viewer.getByRole("button", { name: "New Message" })).toHaveCount(0);
    await expect(viewer.getByRole("row").filter({ hasText: subject })).toHaveCount(1);
    await viewer.context().close();
  });
});
