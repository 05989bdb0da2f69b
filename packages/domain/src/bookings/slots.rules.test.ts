import { describe, expect, it } from "vitest";
import { wallClock } from "../shipping/opening-hours.rules.ts";
import {
  bookableWindow,
  daysWithin,
  generateSlots,
  isSlotStart,
  overlapsBusy,
  type ScheduleRules,
  type SlotUnit,
  slotDays,
  worksThrough,
} from "./slots.rules.ts";

const ZONE = "America/New_York";

const everyDay = (text: string) => ({
  sunday: text,
  monday: text,
  tuesday: text,
  wednesday: text,
  thursday: text,
  friday: text,
  saturday: text,
});

const rules = (overrides: Partial<ScheduleRules> = {}): ScheduleRules => ({
  openingHours: everyDay("5:00 PM - 10:00 PM"),
  slotMinutes: 30,
  bufferMinutes: 0,
  leadMinutes: 0,
  horizonDays: 400,
  blackoutDates: [],
  ...overrides,
});

const free: SlotUnit[] = [{ id: "a", busy: [] }];

/** Slot starts as the resource's wall clock reads them. */
const localTimes = (slots: { start: Date }[]) =>
  slots.map((slot) => {
    const clock = wallClock(slot.start, ZONE);
    return `${String(Math.floor(clock.minutes / 60)).padStart(2, "0")}:${String(clock.minutes % 60).padStart(2, "0")}`;
  });

const at = (iso: string) => new Date(iso);

describe("slot generation across daylight-saving changes", () => {
  it("keeps the wall-clock times of the opening hours on both sides of a change (5 pm stays 5 pm)", () => {
    const slots = generateSlots({
      rules: rules(),
      timeZone: ZONE,
      from: "2026-03-07",
      to: "2026-03-09",
      durationMinutes: 90,
      units: free,
      now: at("2026-03-01T12:00:00Z"),
    });
    const firsts = ["2026-03-07", "2026-03-08", "2026-03-09"].map((day) =>
      slots.find((slot) => slot.start.toISOString() >= `${day}T12:00`)?.start.toISOString(),
    );
    // EST is UTC-5 before the change, EDT UTC-4 after it.
    expect(firsts).toEqual([
      "2026-03-07T22:00:00.000Z",
      "2026-03-08T21:00:00.000Z",
      "2026-03-09T21:00:00.000Z",
    ]);
    // 17:00 to 20:30, the last one ending at 22:00.
    const changeDay = slots.filter((slot) => wallClock(slot.start, ZONE).day === 8);
    expect(localTimes(changeDay)).toEqual([
      "17:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
      "20:30",
    ]);
  });

  it("offers no slot at a wall time the spring-forward change skips, and a booking lasts real minutes", () => {
    const slots = generateSlots({
      rules: rules({ openingHours: everyDay("12:00 AM - 6:00 AM") }),
      timeZone: ZONE,
      from: "2026-03-08",
      to: "2026-03-08",
      durationMinutes: 60,
      units: free,
      now: at("2026-03-01T12:00:00Z"),
    });
    expect(localTimes(slots)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "03:00",
      "03:30",
      "04:00",
      "04:30",
      "05:00",
    ]);
    // 1:30 EST plus 60 minutes is 3:30 EDT.
    const half = slots[3];
    expect(half?.start.toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(half?.end.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(slots.at(-1)?.end.toISOString()).toBe("2026-03-08T10:00:00.000Z");
  });

  it("offers a wall time the fall-back change repeats once, and ends by the real closing instant", () => {
    const slots = generateSlots({
      rules: rules({ openingHours: everyDay("12:00 AM - 4:00 AM") }),
      timeZone: ZONE,
      from: "2026-11-01",
      to: "2026-11-01",
      durationMinutes: 60,
      units: free,
      now: at("2026-10-20T12:00:00Z"),
    });
    expect(localTimes(slots)).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30", "03:00"]);
    expect(slots.map((slot) => slot.localTime)).toEqual(localTimes(slots));
    // 1:00 is its first occurrence (EDT); 2:00 is EST; the day is five real hours long.
    expect(slots[2]?.start.toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(slots[4]?.start.toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(slots.at(-1)?.end.toISOString()).toBe("2026-11-01T09:00:00.000Z");
  });
});

describe("buffers, lead time, horizon and blackout dates", () => {
  const day = { from: "2026-06-10", to: "2026-06-10", timeZone: ZONE, durationMinutes: 90 };
  // 18:00 to 19:30 in New York (EDT).
  const taken = { start: at("2026-06-10T22:00:00Z"), end: at("2026-06-10T23:30:00Z") };

  it("keeps the buffer free after a booking, and before one (a slot must end a buffer before the next start)", () => {
    const base = { ...day, units: [{ id: "a", busy: [taken] }], now: at("2026-06-01T12:00:00Z") };
    expect(localTimes(generateSlots({ ...base, rules: rules({ slotMinutes: 15 }) }))).toEqual([
      "19:30",
      "19:45",
      "20:00",
      "20:15",
      "20:30",
    ]);
    expect(
      localTimes(generateSlots({ ...base, rules: rules({ slotMinutes: 15, bufferMinutes: 15 }) })),
    ).toEqual(["19:45", "20:00", "20:15", "20:30"]);
    expect(overlapsBusy(at("2026-06-10T20:30:00Z"), at("2026-06-10T22:00:00Z"), [taken], 0)).toBe(false);
    expect(overlapsBusy(at("2026-06-10T20:30:00Z"), at("2026-06-10T22:00:00Z"), [taken], 1)).toBe(true);
  });

  it("offers a slot while any unit is free, naming the free ones", () => {
    const slots = generateSlots({
      ...day,
      rules: rules(),
      units: [
        { id: "a", busy: [taken] },
        { id: "b", busy: [] },
      ],
      now: at("2026-06-01T12:00:00Z"),
    });
    expect(slots.find((slot) => localTimes([slot])[0] === "18:00")?.unitIds).toEqual(["b"]);
    expect(slots.find((slot) => localTimes([slot])[0] === "20:00")?.unitIds).toEqual(["a", "b"]);
  });

  it("starts no slot inside the lead time", () => {
    // 17:10 in New York; an hour's lead: 18:15 is the first quarter after 18:10.
    const slots = generateSlots({
      ...day,
      rules: rules({ slotMinutes: 15, leadMinutes: 60 }),
      units: free,
      now: at("2026-06-10T21:10:00Z"),
    });
    expect(localTimes(slots)[0]).toBe("18:15");
    expect(
      isSlotStart(
        {
          rules: rules({ leadMinutes: 60 }),
          timeZone: ZONE,
          durationMinutes: 90,
          now: at("2026-06-10T21:10:00Z"),
        },
        at("2026-06-10T22:00:00Z"),
      ),
    ).toBe(false);
    expect(
      isSlotStart(
        {
          rules: rules({ leadMinutes: 60 }),
          timeZone: ZONE,
          durationMinutes: 90,
          now: at("2026-06-10T21:10:00Z"),
        },
        at("2026-06-10T22:30:00Z"),
      ),
    ).toBe(true);
    expect(
      isSlotStart(
        { rules: rules(), timeZone: ZONE, durationMinutes: 90, now: at("2026-06-10T12:00:00Z") },
        at("2026-06-10T22:10:00Z"),
      ),
    ).toBe(false);
  });

  it("offers nothing past the horizon, nothing before today, and nothing on a blackout date", () => {
    const slots = generateSlots({
      rules: rules({ slotMinutes: 300, horizonDays: 2, blackoutDates: ["2026-06-11"] }),
      timeZone: ZONE,
      from: "2026-06-01",
      to: "2026-06-30",
      durationMinutes: 60,
      units: free,
      now: at("2026-06-10T12:00:00Z"),
    });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      "2026-06-10T21:00:00.000Z",
      "2026-06-12T21:00:00.000Z",
    ]);
  });

  it("opens nothing on a closed day", () => {
    const slots = generateSlots({
      ...day,
      rules: rules({ openingHours: { monday: "9:00 AM - 5:00 PM" } }),
      units: free,
      now: at("2026-06-01T12:00:00Z"),
    });
    expect(slots).toEqual([]);
  });
});

describe("a unit's own working hours (a therapist's shifts)", () => {
  // Wednesday 10 June 2026 and Thursday 11 June, in New York (UTC-4).
  const spaDays = {
    timeZone: ZONE,
    from: "2026-06-10",
    to: "2026-06-11",
    durationMinutes: 60,
    now: at("2026-06-01T12:00:00Z"),
  };
  const spa = rules({ openingHours: everyDay("9:00 AM - 7:00 PM"), slotMinutes: 60 });
  const nadia: SlotUnit = {
    id: "nadia",
    busy: [],
    hours: { wednesday: "10:00 AM - 12:00 PM, 3:00 PM - 5:00 PM" },
  };

  it("offers a unit only inside its own ranges, the booking's whole length, and only on its days", () => {
    const slots = generateSlots({ ...spaDays, rules: spa, units: [nadia] });
    expect(slots.map((slot) => `${slot.localDate} ${slot.localTime}`)).toEqual([
      "2026-06-10 10:00",
      "2026-06-10 11:00",
      "2026-06-10 15:00",
      "2026-06-10 16:00",
    ]);
  });

  it("keeps a unit inside the resource's hours, and leaves a unit without its own to the resource's", () => {
    const early: SlotUnit = { id: "early", busy: [], hours: { wednesday: "7:00 AM - 10:00 AM" } };
    const slots = generateSlots({
      ...spaDays,
      to: "2026-06-10",
      rules: spa,
      units: [early, { id: "maya", busy: [] }],
    });
    expect(slots[0]?.localTime).toBe("09:00");
    expect(slots[0]?.unitIds).toEqual(["early", "maya"]);
    expect(slots[1]?.unitIds).toEqual(["maya"]);
    expect(slots).toHaveLength(10);
  });

  it("reads a range that runs past midnight into the next day", () => {
    const late = rules({ openingHours: everyDay("6:00 PM - 2:00 AM"), slotMinutes: 60 });
    const owl: SlotUnit = { id: "owl", busy: [], hours: { wednesday: "11:00 PM - 2:00 AM" } };
    const slots = generateSlots({ ...spaDays, to: "2026-06-10", rules: late, units: [owl] });
    expect(slots.map((slot) => `${slot.localDate} ${slot.localTime}`)).toEqual([
      "2026-06-10 23:00",
      "2026-06-11 00:00",
      "2026-06-11 01:00",
    ]);
  });

  it("answers, for one booking, what the slots offer", () => {
    const tenAm = at("2026-06-10T14:00:00Z");
    const hour = (start: Date) => new Date(start.getTime() + 3_600_000);
    expect(worksThrough(nadia, tenAm, hour(tenAm), ZONE)).toBe(true);
    const elevenThirty = at("2026-06-10T15:30:00Z");
    expect(worksThrough(nadia, elevenThirty, hour(elevenThirty), ZONE)).toBe(false);
    const thursday = at("2026-06-11T14:00:00Z");
    expect(worksThrough(nadia, thursday, hour(thursday), ZONE)).toBe(false);
    expect(worksThrough({ hours: null }, thursday, hour(thursday), ZONE)).toBe(true);
  });
});

describe("days of slots kept before now is known", () => {
  /** A small deterministic generator, so a failure can be replayed. */
  const randomOf = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it("frees a unit exactly as the one-slot rule does, whatever the bookings (overlapping ones too)", () => {
    const random = randomOf(26);
    const days = ["2026-11-01", "2026-11-02", "2026-11-03"];
    const schedule = { openingHours: everyDay("12:00 AM - 11:00 PM"), slotMinutes: 15 };
    // Every start of the three days, fall-back night included, before units are checked.
    const starts = slotDays(
      { rules: rules(schedule), timeZone: ZONE, durationMinutes: 45, units: [{ id: "x", busy: [] }] },
      days,
    ).flat();
    for (let round = 0; round < 20; round++) {
      const buffer = [0, 5, 15, 30][round % 4] as number;
      const units = ["a", "b", "c"].map((id) => ({
        id,
        busy: Array.from({ length: Math.floor(random() * 12) }, () => {
          // Anywhere over the three days, 10 to 240 minutes long.
          const start = Date.parse("2026-11-01T10:00:00Z") + Math.floor(random() * 3 * 24 * 12) * 5 * 60_000;
          return {
            start: new Date(start),
            end: new Date(start + (10 + Math.floor(random() * 230)) * 60_000),
          };
        }),
      }));
      const offered = slotDays(
        { rules: rules({ ...schedule, bufferMinutes: buffer }), timeZone: ZONE, durationMinutes: 45, units },
        days,
      ).flat();
      const expected = starts
        .map((slot) => ({
          start: slot.start,
          unitIds: units
            .filter((unit) => !overlapsBusy(slot.start, slot.end, unit.busy, buffer))
            .map((unit) => unit.id),
        }))
        .filter((slot) => slot.unitIds.length > 0);
      expect(offered.map((slot) => ({ start: slot.start, unitIds: slot.unitIds }))).toEqual(expected);
    }
  });

  it("checks a day whose hours begin before the last day's ended (its starts go back in time)", () => {
    // Saturday runs past midnight; Sunday opens at midnight: Sunday's first starts are earlier
    // than Saturday's last ones. A booking at Sunday 00:30 must still be seen by Sunday's slots.
    const taken = { start: at("2026-06-14T04:30:00Z"), end: at("2026-06-14T05:30:00Z") };
    const [saturday, sunday] = slotDays(
      {
        rules: rules({
          openingHours: { saturday: "6:00 PM - 3:00 AM", sunday: "12:00 AM - 2:00 AM" },
          slotMinutes: 30,
        }),
        timeZone: ZONE,
        durationMinutes: 30,
        units: [{ id: "a", busy: [taken] }],
      },
      ["2026-06-13", "2026-06-14"],
    );
    expect(saturday?.map((slot) => slot.localTime)).not.toContain("00:30");
    expect(sunday?.map((slot) => slot.localTime)).toEqual(["00:00", "01:30"]);
  });

  it("cuts kept days by now: today to the horizon on the resource's clock, and the lead time", () => {
    // 23:30 on 9 June in New York is already 10 June in UTC.
    const window = bookableWindow({ leadMinutes: 90, horizonDays: 2 }, ZONE, at("2026-06-10T03:30:00Z"));
    expect(window).toEqual({
      firstDay: "2026-06-09",
      lastDay: "2026-06-11",
      earliest: Date.parse("2026-06-10T05:00:00Z"),
      todayEnds: Date.parse("2026-06-10T04:00:00Z"),
    });
    expect(daysWithin("2026-06-01", "2026-06-30", window)).toEqual([
      "2026-06-09",
      "2026-06-10",
      "2026-06-11",
    ]);
    expect(daysWithin("2026-06-12", "2026-06-30", window)).toEqual([]);
  });
});
