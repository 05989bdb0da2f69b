/**
 * The bookings back office (issue 32 item 4), end to end on Harbor Club: manager@ (its manager)
 * creates a meeting room, adds the room itself, and opens Sundays on its weekly schedule with the
 * keyboard alone; member@, in another browser, sees the new Sunday slots in the room's booking
 * form (and none before); manager@ books one of them for member@ at the front desk, and member@ sees
 * it taken; manager@ opens the Grill's day view, goes back to the day of member@'s
 * past dinner and marks it a no-show; viewer@ sees the same screens and cannot change anything
 * (the server refuses too). axe checks each screen; the editor and the day view fit 390 px.
 * A second journey gives a new therapist her own schedule (Sundays 9 to 12) with the keyboard,
 * and member@ can book her then and on no other day.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { HARBOR, USERS } from "../support/clubs.ts";
import { tabTo } from "../support/keyboard.ts";
import { expectNoSidewaysScroll } from "../support/layout.ts";
import { chooseOption } from "../support/select.ts";
import { staffPage } from "../support/staff.ts";

const ROOM = `Lighthouse Room ${Date.now().toString(36)}`;
const THERAPIST = `Nadia ${Date.now().toString(36)}`;
const GRILL = "The Harbor Grill";
const SPA = "Harbor Spa & Wellness";
const ZONE = "America/New_York";

/** A day `days` from today on New York's calendar, as YYYY-MM-DD. */
const nyDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));

/** The next Sunday on New York's calendar at least two days ahead (past any lead time). */
function nextSunday(): string {
  for (let days = 2; ; days++) {
    const day = nyDay(days);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) return day;
  }
}

test("staff open Sundays in a new room's schedule and member@ sees the slots; a no-show; a viewer only looks", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/bookings");
  const member = await (await browser.newContext()).newPage();
  const sunday = nextSunday();
  let roomPath = "";

  await test.step("manager@ creates a meeting room and adds the room to book", async () => {
    await expect(staff.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    await expect(staff.getByRole("link", { name: GRILL, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "resources list");
    await staff.getByRole("button", { name: "New Resource" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "New Resource" })).toBeVisible();
    const details = staff.getByRole("form", { name: "Resource Details" });
    await details.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Meeting room" });
    await details.getByRole("textbox", { name: "Name" }).fill(ROOM);
    await details.getByRole("textbox", { name: "Location" }).fill("Harbor Clubhouse, third floor");
    await details.getByRole("textbox", { name: "Time Zone" }).fill(ZONE);
    await details.getByRole("spinbutton", { name: "Seats" }).fill("6");
    await details.getByRole("checkbox", { name: "Open on Monday" }).check();
    await expectNoSeriousA11yViolations(staff, testInfo, "new resource form");
    await details.getByRole("button", { name: "Create Resource" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: ROOM })).toBeVisible();
    roomPath = new URL(staff.url()).pathname;
    const addRoom = staff.getByRole("form", { name: "Add Room" });
    await addRoom.getByRole("textbox", { name: "Name" }).fill(ROOM);
    await addRoom.getByRole("spinbutton", { name: "Seats in the Room" }).fill("6");
    await addRoom.getByRole("button", { name: "Add Room" }).click();
    await expect(staff.getByText(`${ROOM} added.`)).toBeVisible();
    await expect(staff.getByText("· 6 seats · in service")).toBeVisible();
  });

  await test.step("member@ finds no free times on Sunday yet", async () => {
    await signIn(member, USERS.member);
    await member.goto(`${HARBOR}/rooms`);
    await member.getByRole("link", { name: `Book ${ROOM}` }).click();
    await expect(member.getByRole("heading", { level: 1, name: ROOM })).toBeVisible();
    await member.getByLabel("Date").fill(sunday);
    await expect(member.getByText("No free times on this day. Try another day.")).toBeVisible();
  });

  await test.step("manager@ opens Sundays from 9 to 11 with the keyboard alone", async () => {
    const schedule = staff.getByRole("form", { name: "Weekly Schedule" });
    const sundayOpen = schedule.getByRole("checkbox", { name: "Open on Sunday" });
    await tabTo(staff, sundayOpen, { max: 120 });
    await staff.keyboard.press("Space");
    await expect(sundayOpen).toBeChecked();
    const opens = schedule.getByLabel("Sunday opens at");
    await staff.keyboard.press("Tab");
    await expect(opens).toBeFocused();
    await staff.keyboard.type("0900AM");
    await expect(opens).toHaveValue("09:00");
    const closes = schedule.getByLabel("Sunday closes at");
    await tabTo(staff, closes);
    await staff.keyboard.type("1100AM");
    await expect(closes).toHaveValue("11:00");
    await expectNoSeriousA11yViolations(staff, testInfo, "weekly schedule");
    await tabTo(staff, schedule.getByRole("button", { name: "Save Schedule" }));
    await staff.keyboard.press("Enter");
    await expect(
      staff.getByRole("status").filter({ hasText: "Schedule saved. Members see the new slots now." }),
    ).toBeVisible();
  });

  await test.step("member@ sees the new Sunday slots", async () => {
    await member.reload();
    await member.getByLabel("Date").fill(sunday);
    const times = member.getByRole("radiogroup", { name: "Free times" });
    // An hour's booking in a 9–11 opening, a slot every 30 minutes: 9:00, 9:30 and 10:00.
    await expect(times.getByRole("radio")).toHaveCount(3);
    await expect(times).toContainText(/9:00/);
    await expect(times).toContainText(/10:00/);
  });

  await test.step("manager@ takes the room out of service and puts it back with more seats; member@ sees its slots go and return", async () => {
    await staff.getByRole("button", { name: `Take ${ROOM} out of service` }).click();
    await expect(staff.getByText("· 6 seats · out of service (its bookings are kept)")).toBeVisible();
    await member.reload();
    await member.getByLabel("Date").fill(sunday);
    await expect(member.getByText("No free times on this day. Try another day.")).toBeVisible();
    await staff.getByRole("button", { name: `Put ${ROOM} back in service` }).click();
    await expect(staff.getByText(`${ROOM} saved.`)).toBeVisible();
    await staff.getByRole("button", { name: `Edit ${ROOM}` }).click();
    const change = staff.getByRole("form", { name: `Change ${ROOM}` });
    await change.getByRole("spinbutton", { name: "Seats in the Room" }).fill("8");
    await expectNoSeriousA11yViolations(staff, testInfo, "unit editor");
    await change.getByRole("button", { name: "Save" }).click();
    await expect(staff.getByText("· 8 seats · in service")).toBeVisible();
    await member.reload();
    await member.getByLabel("Date").fill(sunday);
    await expect(member.getByRole("radiogroup", { name: "Free times" }).getByRole("radio")).toHaveCount(3);
  });

  await test.step("manager@ books Sunday at 9:00 for member@, who then sees only 10:00 free", async () => {
    await staff.getByRole("link", { name: "Open the Day View" }).click();
    await staff.getByRole("link", { name: "Book for a Member" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: `${ROOM}: Book for a Member` })).toBeVisible();
    const find = staff.getByRole("form", { name: "Find the Member" });
    await find.getByRole("textbox", { name: "Name, E-mail or Card Number" }).fill("member@harbor");
    await find.getByRole("button", { name: "Find" }).click();
    await staff.getByRole("button", { name: "Choose Eleanor Whitfield" }).click();
    await expect(staff.getByText("Booking for Eleanor Whitfield (member@harbor.example).")).toBeVisible();
    await staff.getByLabel("Day").fill(sunday);
    const free = staff.getByRole("group", { name: "Free times the member can book" });
    await expect(free.getByRole("radio")).toHaveCount(3);
    await free.getByRole("radio", { name: "09:00" }).check();
    await expectNoSeriousA11yViolations(staff, testInfo, "book for a member");
    await staff.getByRole("button", { name: "Book for the Member" }).click();
    await expect(
      staff.getByText(new RegExp(`^Booked for .+: ${sunday} 09:00\\. The member has been mailed\\.$`)),
    ).toBeVisible();
    await member.reload();
    await member.getByLabel("Date").fill(sunday);
    const times = member.getByRole("radiogroup", { name: "Free times" });
    await expect(times.getByRole("radio")).toHaveCount(1);
    await expect(times).toContainText(/10:00/);
    await staff.goto(`${HARBOR}${roomPath}`);
  });

  await test.step("manager@ goes back to the day of member@'s past dinner and marks a no-show", async () => {
    await staff.getByRole("link", { name: "Back to Bookings" }).click();
    await staff.getByRole("link", { name: `Day view of ${GRILL}` }).click();
    await expect(staff.getByRole("heading", { level: 1, name: `${GRILL}: Day View` })).toBeVisible();
    await expect(staff.getByRole("columnheader", { name: "Captain's table" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff, testInfo, "day view");
    const pick = staff.getByRole("form", { name: "Pick a Day" });
    await pick.getByLabel("Day").fill(nyDay(-8));
    await pick.getByRole("button", { name: "Show" }).click();
    await expect(staff).toHaveURL(new RegExp(`date=${nyDay(-8)}$`));
    const dinner = staff.locator(".crest-admin-booking").filter({ hasText: "member@harbor.example" });
    await expect(dinner).toContainText("Booked");
    await dinner.getByRole("button", { name: /^Mark .+ as a no-show$/ }).click();
    await expect(dinner).toContainText(/marked as a no-show\./);
    await expect(dinner).toContainText("No-show");
    await expect(dinner.getByRole("button")).toHaveCount(0);
    await expectNoSeriousA11yViolations(staff, testInfo, "day view after a no-show");
    await staff.setViewportSize({ width: 390, height: 800 });
    await expectNoSidewaysScroll(staff, "the day view at 390 px");
    await staff.goto(`${HARBOR}${roomPath}`);
    await expect(staff.getByRole("heading", { level: 1, name: ROOM })).toBeVisible();
    await expectNoSidewaysScroll(staff, "the resource editor at 390 px");
  });

  await test.step("viewer@ sees the screens and cannot change anything", async () => {
    const viewer = await staffPage(browser, "viewer@harbor.example", "/admin/bookings");
    await expect(viewer.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "New Resource" })).toHaveCount(0);
    await viewer.getByRole("link", { name: ROOM, exact: true }).click();
    await expect(viewer.getByRole("heading", { level: 1, name: ROOM })).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Name" })).toBeDisabled();
    await expect(viewer.getByRole("checkbox", { name: "Open on Sunday" })).toBeDisabled();
    await expect(viewer.getByRole("button")).toHaveCount(1); // sign-out only
    await expectNoSeriousA11yViolations(viewer, testInfo, "resource as a viewer");
    await viewer.goto(`${HARBOR}/admin/bookings`);
    await viewer.getByRole("link", { name: `Day view of ${GRILL}` }).click();
    await viewer.getByRole("form", { name: "Pick a Day" }).getByLabel("Day").fill(nyDay(5));
    await viewer.getByRole("button", { name: "Show" }).click();
    const dinner = viewer.locator(".crest-admin-booking").filter({ hasText: "member@harbor.example" });
    await expect(dinner).toContainText("Booked");
    await expect(dinner.getByRole("button")).toHaveCount(0);
    // The server refuses anyway.
    const resourceId = roomPath.split("/").at(-1);
    const refused = await viewer.request.put(
      `${HARBOR}/admin/api/bookings/resources/${resourceId}/schedule`,
      {
        data: {
          opening_hours: {},
          slot_minutes: 30,
          duration_minutes: 60,
          buffer_minutes: 0,
          lead_minutes: 0,
          horizon_days: 30,
          cancel_cutoff_hours: 0,
          late_fee: 0,
        },
      },
    );
    expect(refused.status()).toBe(403);
    await viewer.context().close();
  });
  await member.context().close();
  await staff.context().close();
});

test("manager@ gives a new therapist her own schedule, and member@ books her only then", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const staff = await staffPage(browser, "manager@harbor.example", "/admin/bookings");
  const member = await (await browser.newContext()).newPage();
  const sunday = nextSunday();
  const monday = new Date(Date.parse(`${sunday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  await test.step("manager@ adds a therapist to the spa and gives her Sundays from 9 to 12, by keyboard", async () => {
    await staff.getByRole("link", { name: SPA, exact: true }).click();
    await expect(staff.getByRole("heading", { level: 1, name: SPA })).toBeVisible();
    const add = staff.getByRole("form", { name: "Add Therapist" });
    await add.getByRole("textbox", { name: "Name" }).fill(THERAPIST);
    await add.getByRole("button", { name: "Add Therapist" }).click();
    await expect(staff.getByText(`${THERAPIST} added.`)).toBeVisible();

    await staff.getByRole("button", { name: `Edit ${THERAPIST}` }).click();
    const change = staff.getByRole("form", { name: `Change ${THERAPIST}` });
    const own = change.getByRole("checkbox", { name: "Works Own Hours" });
    await tabTo(staff, own, { max: 20 });
    await staff.keyboard.press("Space");
    await expect(change.getByRole("group", { name: "Working Hours" })).toBeVisible();
    const sundayOn = change.getByRole("checkbox", { name: "Open on Sunday" });
    await tabTo(staff, sundayOn, { max: 20 });
    await staff.keyboard.press("Space");
    const closes = change.getByLabel("Sunday, range 1: closes");
    await tabTo(staff, closes, { max: 5 });
    await staff.keyboard.type("1200PM");
    await expect(closes).toHaveValue("12:00");
    await expect(change.getByLabel("Sunday, range 1: opens")).toHaveValue("09:00");
    await expectNoSeriousA11yViolations(staff, testInfo, "a therapist's working hours");
    await tabTo(staff, change.getByRole("button", { name: "Save" }), { max: 60 });
    await staff.keyboard.press("Enter");
    await expect(staff.getByText(`${THERAPIST} saved.`)).toBeVisible();
    await expect(staff.getByText("Works Sunday 9:00 AM - 12:00 PM.")).toBeVisible();
  });

  await test.step("manager@ has her give the signature facial", async () => {
    await staff.getByRole("button", { name: "Change Signature facial" }).click();
    const facial = staff.getByRole("form", { name: "Change Signature facial" });
    await facial.getByRole("checkbox", { name: THERAPIST }).check();
    await facial.getByRole("button", { name: "Save Service" }).click();
    await expect(staff.getByText(new RegExp(`given by .*${THERAPIST}`))).toBeVisible();
  });

  await test.step("member@ finds her free on Sunday from 9:00 to 11:15, and not on Monday", async () => {
    await signIn(member, USERS.member);
    await member.goto(`${HARBOR}/spa-wellness`);
    await member.getByRole("link", { name: `Book ${SPA}` }).click();
    await expect(member.getByRole("heading", { level: 1, name: SPA })).toBeVisible();
    await member.getByRole("radio", { name: /^Signature facial, 45 min/ }).check();
    await chooseOption(member, member.locator("form"), "Therapist", THERAPIST);
    await member.getByLabel("Date").fill(sunday);
    const times = member.getByRole("radiogroup", { name: "Free times" });
    // A 45-minute facial inside 9 to 12, a start every 15 minutes: 9:00 to 11:15.
    await expect(times.getByRole("radio")).toHaveCount(10);
    await expect(times.getByRole("radio").first()).toHaveAccessibleName(/9:00/);
    await expect(times.getByRole("radio").last()).toHaveAccessibleName(/11:15/);
    await member.getByLabel("Date").fill(monday);
    await expect(member.getByText("No free times on this day. Try another day.")).toBeVisible();
  });

  await test.step("manager@ clears her own hours: she works the spa's, and member@ finds her on Monday too", async () => {
    await staff.getByRole("button", { name: `Edit ${THERAPIST}` }).click();
    const change = staff.getByRole("form", { name: `Change ${THERAPIST}` });
    await change.getByRole("checkbox", { name: "Works Own Hours" }).uncheck();
    await expect(change.getByRole("group", { name: "Working Hours" })).toHaveCount(0);
    await change.getByRole("button", { name: "Save" }).click();
    await expect(staff.getByText(`${THERAPIST} saved.`)).toBeVisible();
    await expect(staff.getByText("Works Sunday 9:00 AM - 12:00 PM.")).toHaveCount(0);
    await member.reload();
    await member.getByRole("radio", { name: /^Signature facial, 45 min/ }).check();
    await chooseOption(member, member.locator("form"), "Therapist", THERAPIST);
    await member.getByLabel("Date").fill(monday);
    await expect(
      member.getByRole("radiogroup", { name: "Free times" }).getByRole("radio").first(),
    ).toHaveAccessibleName(/9:00/);
  });

  await test.step("manager@ takes her out of service again", async () => {
    await staff.getByRole("button", { name: `Take ${THERAPIST} out of service` }).click();
    await expect(staff.getByText("out of service (its bookings are kept)")).toBeVisible();
  });
  await member.context().close();
  await staff.context().close();
});
