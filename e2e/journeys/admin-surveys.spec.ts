/**
 * The surveys back office (issue 32 item 7), end to end on Harbor Club: manager@ (its
 * manager) builds a two-field form with the keyboard alone and publishes it; member@,
 * in another browser, answers it; manager@ sees the answer in the responses table and downloads
 * the CSV, whose content is read back; viewer@ sees the builder read-only and the server
 * refuses their save; manager@ reads a report (table, chart, CSV). axe checks each screen.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { staffPage } from "../support/staff.ts";

const SUFFIX = Date.now().toString(36);
const TITLE = `Boat Day ${SUFFIX}`;
const UID = `boat-day-${SUFFIX}`;
const STORY = 'The "Osprey", 32 ft';

/** A browser of its own signed in to admin mode as `email`, at `path`. */
test("staff build and publish a two-field form, a member answers it, staff read and export the answer", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/surveys");
  const member = await (await browser.newContext()).newPage();

  await test.step("manager@ builds the form with the keyboard alone", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "forms list");
    await tabTo(staff, staff.getByRole("button", { name: "New Form" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "New Form" })).toBeFocused();
    await tabTo(staff, staff.getByRole("textbox", { name: "Title" }));
    await staff.keyboard.type(TITLE);
    // The address follows the title until it is typed over.
    await expect(staff.getByRole("textbox", { name: "Address" })).toHaveValue(UID);

    const labels = staff.getByRole("textbox", { name: "Label" });
    await tabTo(staff, labels.first());
    await staff.keyboard.type("Favourite boat");
    await tabTo(staff, staff.getByRole("checkbox", { name: "Required" }).first());
    await staff.keyboard.press("Space");
    await expect(staff.getByRole("checkbox", { name: "Required" }).first()).toBeChecked();

    await tabTo(staff, staff.getByRole("button", { name: "Add a Field" }));
    await staff.keyboard.press("Enter");
    const second = staff.getByRole("group", { name: /^Field 2:/ });
    await tabTo(staff, second.getByRole("combobox", { name: "Type" }));
    await staff.keyboard.type("Radio");
    await expect(second.getByRole("combobox", { name: "Type" })).toHaveValue("radio");
    await tabTo(staff, second.getByRole("textbox", { name: "Label" }));
    await staff.keyboard.type("Crew size");
    await tabTo(staff, second.getByRole("textbox", { name: "Options" }));
    await staff.keyboard.type("Two");
    await staff.keyboard.press("Enter");
    await staff.keyboard.type("Four");
    await expect(staff.getByRole("group", { name: "Field 2: Crew size" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "form builder");

    await tabTo(staff, staff.getByRole("button", { name: "Create Form" }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("heading", { level: 1, name: "Edit Form" })).toBeVisible();
    await expect(staff.getByText("Not published: members cannot see it yet.")).toBeVisible();
    await tabTo(staff, staff.getByRole("button", { name: "Publish", exact: true }));
    await staff.keyboard.press("Enter");
    await expect(staff.getByRole("status").filter({ hasText: "The form is published." })).toBeVisible();
    await expect(staff.getByRole("link", { name: `/surveys/${UID}` })).toBeVisible();
  });

  await test.step("member@ answers it in another browser", async () => {
    await signIn(member, USERS.member);
    await member.goto(`${HARBOR}/surveys/${UID}`);
    await expect(member.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await member.getByLabel("Favourite boat").fill(STORY);
    await member.getByRole("radio", { name: "Four" }).check();
    await member.getByRole("button", { name: "Submit" }).click();
    await expect(member.getByText("Thank you for completing this form")).toBeVisible();
  });

  await test.step("manager@ sees the answer in the table and downloads it as CSV", async () => {
    await staff.getByRole("link", { name: "Back to Forms" }).click();
    await staff.getByRole("link", { name: `1 response to ${TITLE}` }).click();
    await expect(staff.getByRole("heading", { level: 1, name: `Responses to ${TITLE}` })).toBeVisible();
    const table = staff.getByRole("table", { name: "Responses, newest first" });
    await expect(table.getByRole("columnheader", { name: "Favourite boat" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Crew size" })).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: STORY });
    await expect(row.getByRole("cell", { name: "Four" })).toBeVisible();
    await expect(row.getByRole("link", { name: "Member" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "responses");

    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByRole("link", { name: "Download All Responses (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${UID}-responses-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Submitted,Member ID,About,Favourite boat,Crew size");
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,[0-9a-f-]{36},,"The ""Osprey"", 32 ft",Four$/);
    expect(lines.slice(2)).toEqual([""]);
  });

  await test.step("viewer@ sees the builder read-only; the server refuses a save", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/surveys");
    await expect(viewer.getByRole("button", { name: "New Form" })).toHaveCount(0);
    const find = viewer.getByRole("form", { name: "Find Forms" });
    await find.getByRole("textbox", { name: "Name Contains" }).fill(TITLE);
    await find.getByRole("button", { name: "Search" }).click();
    await viewer.getByRole("link", { name: TITLE, exact: true }).click();
    await expect(viewer.getByRole("heading", { level: 1, name: "Edit Form" })).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Title" })).toBeDisabled();
    await expect(viewer.getByRole("textbox", { name: "Label" }).first()).toBeDisabled();
    await expect(
      viewer.getByRole("button", { name: /Save Form|Publish|Unpublish|Add a Field|Remove|Move/ }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(viewer, testInfo, "form builder as a viewer");
    const surveyId = new URL(viewer.url()).pathname.split("/").pop();
    const refused = await viewer.request.put(`${HARBOR}/admin/api/surveys/${surveyId}`, {
      data: { uid: UID, name: "Renamed", fields: [{ type: "text", label: "x" }] },
    });
    expect(refused.status()).toBe(403);
    await viewer.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(viewer, "the form builder at 390 px");
    await viewer.context().close();
  });

  await test.step("manager@ reads the reports: a table, a chart with its text, a CSV (issue 32 item 9)", async () => {
    await staff.getByRole("link", { name: "Reports" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    const choose = staff.getByRole("form", { name: "Choose a Report" });
    await choose.getByRole("combobox", { name: "Report" }).selectOption({ label: "Tickets per Event" });
    const year = new Date().getFullYear();
    await choose.getByLabel("From").fill(`${year}-01-01`);
    await choose.getByLabel("To").fill(`${year}-12-31`);
    await tabTo(staff, choose.getByRole("button", { name: "Show" }));
    await staff.keyboard.press("Enter");
    const report = staff.getByRole("region", { name: `Tickets per Event, ${year}-01-01 to ${year}-12-31` });
    await expect(report.getByRole("img", { name: "Sold by Event" })).toBeVisible();
    await expect(report.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "reports");
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      // Downloaded with the keyboard.
      tabTo(staff, report.getByRole("link", { name: "Download as CSV" })).then(() =>
        staff.keyboard.press("Enter"),
      ),
    ]);
    expect(download.suggestedFilename()).toBe(`tickets-by-event-${year}-01-01-${year}-12-31.csv`);
    const text = (await readFile(await download.path())).toString("utf8");
    expect(text.startsWith("\uFEFFEvent,Starts,Sold,Checked in,Cancelled,Amount\r\n")).toBe(true);
  });
  await member.context().close();
  await staff.context().close();
});
