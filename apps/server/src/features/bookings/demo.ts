/**
 * Harbor Club's bookings (issue 26 item 8): the Harbor Grill with tables of 2, 4 and 8 (its
 * dining menu is the catalogue's), two meeting rooms (the Chart Room free, the Commodore
 * Boardroom for hire), and the members-only spa with three services, two therapists and a
 * booking survey; and member@'s bookings: dinner in five days, a dinner tomorrow inside its
 * cancellation cutoff, a meeting in the Chart Room, and a dinner last week. Each is a
 * zero-amount order's line, as express book makes them.
 */
import type { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId, demoTimeAt } from "../../demo/demo-seed.ts";
import { insertOrder, setItemFulfilment } from "../orders/index.ts";
import { insertSurveyDefinition } from "../surveys/index.ts";
import {
  bookingResources,
  bookingServices,
  bookingServiceTherapists,
  bookings,
  bookingUnits,
} from "./tables.ts";

const ZONE = "America/New_York";
const DAY = 86_400_000;

const weekdays = (hours: string) => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
});
const everyDay = (hours: string) => ({ ...weekdays(hours), sunday: hours });

/** The demo's resources, units and services, for tests and journeys. */
export const DEMO_BOOKINGS = {
  grill: demoId("booking-resource:harbor:grill"),
  chartRoom: demoId("booking-resource:harbor:chart-room"),
  boardroom: demoId("booking-resource:harbor:boardroom"),
  spa: demoId("booking-resource:harbor:spa"),
  spaSurvey: demoId("survey:harbor:spa-booking"),
  spaSurveyFields: {
    pressure: demoId("survey-field:harbor:spa-booking:pressure"),
    notes: demoId("survey-field:harbor:spa-booking:notes"),
  },
  tables: {
    twoA: demoId("booking-unit:harbor:grill:2a"),
    twoB: demoId("booking-unit:harbor:grill:2b"),
    fourA: demoId("booking-unit:harbor:grill:4a"),
    fourB: demoId("booking-unit:harbor:grill:4b"),
    eight: demoId("booking-unit:harbor:grill:8"),
  },
  therapists: {
    maya: demoId("booking-unit:harbor:spa:maya"),
    daniel: demoId("booking-unit:harbor:spa:daniel"),
  },
  services: {
    swedish: demoId("booking-service:harbor:spa:swedish"),
    deepTissue: demoId("booking-service:harbor:spa:deep-tissue"),
    facial: demoId("booking-service:harbor:spa:facial"),
  },
  /** member@'s dinner tomorrow, inside its cancellation cutoff. */
  lateDinner: demoId("booking:harbor:member:late-dinner"),
  upcomingDinner: demoId("booking:harbor:member:dinner"),
} as const;

/** `days` from today (New York's today, as the seed runs) at a local time there. */
const at = (days: number, hour: number, minute = 0): Date => demoTimeAt(days, hour, minute, ZONE);

/** A quarter hour about `hours` from now: inside a day's cutoff whenever the seed runs. */
const inHours = (hours: number) => new Date(Math.ceil((Date.now() + hours * 3_600_000) / 900_000) * 900_000);

async function seedBooking(
  scope: TenantScope,
  input: {
    id: string;
    resourceId: string;
    unitId: string;
    title: string;
    startsAt: Date;
    minutes: number;
    partySize: number;
  },
) {
  const customerId = DEMO_CUSTOMERS.member.id;
  const orderId = demoId(`order:${input.id}`);
  const placedAt = new Date(Math.min(Date.now(), input.startsAt.getTime()) - 3 * DAY);
  const ref = {
    resourceId: input.resourceId,
    serviceId: null,
    therapistId: "anyone",
    startsAt: input.startsAt.toISOString(),
  };
  const { items } = await insertOrder(
    scope,
    {
      id: orderId,
      customerId,
      idempotencyKey: `demo:${orderId}`,
      status: "processing",
      type: "booking",
      subTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      shippingTotal: 0,
      total: 0,
      charge: 0,
      paidAt: placedAt,
      createdAt: placedAt,
    },
    [
      {
        type: "reservation",
        kind: "reservations",
        ref,
        lineData: { partySize: input.partySize, guest: null },
        title: input.title,
        quantity: 1,
        priceEach: 0,
        subTotal: 0,
        total: 0,
        createdAt: placedAt,
      },
    ],
  );
  const orderItemId = items[0]?.id ?? "";
  await scope.insert(bookings).values({
    id: input.id,
    resourceId: input.resourceId,
    unitId: input.unitId,
    customerId,
    status: "booked",
    startsAt: input.startsAt,
    endsAt: new Date(input.startsAt.getTime() + input.minutes * 60_000),
    partySize: input.partySize,
    priceCents: 0,
    orderId,
    orderItemId,
    createdAt: placedAt,
  });
  await setItemFulfilment(scope, orderItemId, {
    created: [{ type: "booking", id: input.id, label: input.startsAt.toISOString() }],
    surveys: [],
  });
}

const schedule = {
  bufferMinutes: 0,
  leadMinutes: 60,
  horizonDays: 60,
};

export const bookingsDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const scope = scopeFor(DEMO.harbor.companyId);
    const b = DEMO_BOOKINGS;
    await insertSurveyDefinition(
      scope,
      {
        uid: "spa-booking",
        name: "Before your treatment",
        // Answered from the booking, never offered among the club's own forms.
        referenceType: "booking",
        multipleResponses: true,
        description: "Help your therapist prepare.",
        buttonCreate: "Send",
        confirmationHeader: "Thank you",
        confirmationText: "Your therapist will read this before you arrive.",
        fields: [
          {
            type: "select",
            label: "Preferred pressure",
            required: true,
            values: [
              { text: "Light", value: "light" },
              { text: "Medium", value: "medium" },
              { text: "Firm", value: "firm" },
            ],
          },
          { type: "textarea", label: "Anything we should know (allergies, injuries)?", required: false },
        ],
      },
      { surveyId: b.spaSurvey, fieldIds: [b.spaSurveyFields.pressure, b.spaSurveyFields.notes] },
    );
    await scope.insert(bookingResources).values([
      {
        id: b.grill,
        blockType: "dining",
        title: "The Harbor Grill",
        description: "Seafood and steaks over the marina. Tables for two, four and eight.",
        photo: "/media/demo/dining-chowder.webp",
        location: "Harbor Clubhouse, first floor",
        timezoneId: ZONE,
        openingHours: everyDay("5:00 PM - 10:00 PM"),
        slotMinutes: 30,
        durationMinutes: 90,
        ...schedule,
        bufferMinutes: 15,
        cancelCutoffHours: 24,
        position: 0,
      },
      {
        id: b.chartRoom,
        blockType: "meeting_rooms",
        title: "The Chart Room",
        description: "A quiet room for eight, free for members.",
        location: "Harbor Clubhouse, second floor",
        timezoneId: ZONE,
        capacity: 8,
        equipment: ["Screen", "Whiteboard"],
        openingHours: weekdays("8:00 AM - 8:00 PM"),
        slotMinutes: 60,
        durationMinutes: 60,
        ...schedule,
        cancelCutoffHours: 2,
        position: 1,
      },
      {
        id: b.boardroom,
        blockType: "meeting_rooms",
        title: "The Commodore Boardroom",
        description: "Sixteen seats around one table, with video conferencing.",
        location: "Harbor Clubhouse, second floor",
        timezoneId: ZONE,
        capacity: 16,
        equipment: ["Video conferencing", "Screen", "Coffee service"],
        priceCents: 7_500,
        openingHours: weekdays("8:00 AM - 8:00 PM"),
        slotMinutes: 60,
        durationMinutes: 120,
        ...schedule,
        bufferMinutes: 30,
        cancelCutoffHours: 48,
        lateFeeCents: 2_500,
        position: 2,
      },
      {
        id: b.spa,
        blockType: "spa",
        title: "Harbor Spa & Wellness",
        description: "Massages and facials by the water, for members.",
        location: "Harbor Clubhouse, garden level",
        timezoneId: ZONE,
        membersOnly: true,
        surveyId: b.spaSurvey,
        openingHours: everyDay("9:00 AM - 7:00 PM"),
        slotMinutes: 15,
        durationMinutes: 60,
        ...schedule,
        bufferMinutes: 15,
        leadMinutes: 120,
        cancelCutoffHours: 24,
        lateFeeCents: 2_500,
        position: 3,
      },
    ]);
    const t = b.tables;
    await scope.insert(bookingUnits).values([
      { id: t.twoA, resourceId: b.grill, name: "Table 1", seats: 2, position: 0 },
      { id: t.twoB, resourceId: b.grill, name: "Table 2", seats: 2, position: 1 },
      { id: t.fourA, resourceId: b.grill, name: "Table 3", seats: 4, position: 2 },
      { id: t.fourB, resourceId: b.grill, name: "Table 4", seats: 4, position: 3 },
      { id: t.eight, resourceId: b.grill, name: "Captain's table", seats: 8, position: 4 },
      {
        id: demoId("booking-unit:harbor:chart-room"),
        resourceId: b.chartRoom,
        name: "The Chart Room",
        seats: 8,
      },
      {
        id: demoId("booking-unit:harbor:boardroom"),
        resourceId: b.boardroom,
        name: "The Commodore Boardroom",
        seats: 16,
      },
      { id: b.therapists.maya, resourceId: b.spa, name: "Maya", position: 0 },
      { id: b.therapists.daniel, resourceId: b.spa, name: "Daniel", position: 1 },
    ]);
    const s = b.services;
    await scope.insert(bookingServices).values([
      {
        id: s.swedish,
        resourceId: b.spa,
        title: "Swedish massage",
        description: "Long, flowing strokes to relax the whole body.",
        durationMinutes: 60,
        priceCents: 12_000,
        position: 0,
      },
      {
        id: s.deepTissue,
        resourceId: b.spa,
        title: "Deep tissue massage",
        description: "Slow, firm pressure for tired muscles.",
        durationMinutes: 90,
        priceCents: 15_000,
        position: 1,
      },
      {
        id: s.facial,
        resourceId: b.spa,
        title: "Signature facial",
        description: "Cleanse, exfoliate and hydrate with marine botanicals.",
        durationMinutes: 45,
        priceCents: 9_500,
        position: 2,
      },
    ]);
    await scope.insert(bookingServiceTherapists).values([
      { serviceId: s.swedish, unitId: b.therapists.maya },
      { serviceId: s.swedish, unitId: b.therapists.daniel },
      { serviceId: s.deepTissue, unitId: b.therapists.daniel },
      { serviceId: s.facial, unitId: b.therapists.maya },
    ]);
    const dinner = { resourceId: b.grill, title: "The Harbor Grill", minutes: 90 };
    await seedBooking(scope, {
      ...dinner,
      id: b.upcomingDinner,
      unitId: t.twoA,
      startsAt: at(5, 19),
      partySize: 2,
    });
    await seedBooking(scope, {
      ...dinner,
      id: b.lateDinner,
      unitId: t.fourA,
      startsAt: inHours(20),
      partySize: 4,
    });
    await seedBooking(scope, {
      ...dinner,
      id: demoId("booking:harbor:member:past-dinner"),
      unitId: t.twoB,
      startsAt: at(-8, 19, 30),
      partySize: 2,
    });
    await seedBooking(scope, {
      id: demoId("booking:harbor:member:chart-room"),
      resourceId: b.chartRoom,
      unitId: demoId("booking-unit:harbor:chart-room"),
      title: "The Chart Room",
      startsAt: at(3, 10),
      minutes: 60,
      partySize: 6,
    });
  },
};
