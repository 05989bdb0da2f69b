/**
 * Harbor Club's season (issue 25 item 9): a free registration, a paid gala with two ticket
 * types and a members-only type behind a passcode, a sold-out concert with a waitlist, a weekly
 * class as a recurring series, and an external-link event; and member@'s tickets: one for the
 * gala (transferable and cancellable), one for the first class (cancellable; the class allows no
 * transfer), each paid by card in the books.
 */
import { expandSeries } from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO, DEMO_CUSTOMERS } from "../../demo/demo-ids.ts";
import { type DemoSeed, demoId, demoTimeAt } from "../../demo/demo-seed.ts";
import { recordPayment } from "../billing/index.ts";
import { insertOrder } from "../orders/index.ts";
import { demoCardPayment, seedDemoCardPayment } from "../payments/index.ts";
import { insertSurveyDefinition } from "../surveys/index.ts";
import { DEFAULT_EVENT_SETTINGS } from "./staff-event-service.ts";
import { eventCategories, events, eventTickets, eventTicketTypes, eventWaitlist } from "./tables.ts";
import { passcodeHash } from "./ticket-passcode.ts";

const ZONE = "America/New_York";
const DAY = 86_400_000;

/** The demo's events and ticket types, for tests and journeys. */
export const DEMO_EVENTS = {
  reception: demoId("event:harbor:reception"),
  gala: demoId("event:harbor:gala"),
  concert: demoId("event:harbor:concert"),
  yogaSeries: demoId("event-series:harbor:yoga"),
  regatta: demoId("event:harbor:regatta"),
  types: {
    reception: demoId("ticket-type:harbor:reception"),
    galaGeneral: demoId("ticket-type:harbor:gala:general"),
    galaPatron: demoId("ticket-type:harbor:gala:patron"),
    galaMembers: demoId("ticket-type:harbor:gala:members"),
    concertLawn: demoId("ticket-type:harbor:concert:lawn"),
  },
  /** The sold-out concert's waitlist form. */
  concertWaitlistForm: demoId("survey:harbor:jazz-waitlist"),
  /** The members-only gala type's passcode. */
  galaPasscode: "HARBOR-GALA",
  categories: {
    social: demoId("event-category:harbor:social"),
    music: demoId("event-category:harbor:music"),
    fitness: demoId("event-category:harbor:fitness"),
    sailing: demoId("event-category:harbor:sailing"),
  },
} as const;

/** `days` from today (New York's today, as the seed runs) at a local time there. */
const at = (days: number, hour: number, minute = 0): Date => demoTimeAt(days, hour, minute, ZONE);

const photo = (name: string) => `/media/demo/event-${name}.webp`;

async function seedTicket(
  scope: TenantScope,
  input: {
    key: string;
    eventId: string;
    ticketTypeId: string;
    title: string;
    price: number;
    daysAgo: number;
  },
) {
  const customerId = DEMO_CUSTOMERS.member.id;
  const orderId = demoId(`order:harbor:member:${input.key}`);
  const paymentId = demoId(`payment:${orderId}`);
  const paidAt = new Date(Date.now() - input.daysAgo * DAY);
  await seedDemoCardPayment(scope, {
    id: paymentId,
    customerId,
    amount: input.price,
    reference: { type: "order", id: orderId },
    description: `Order ${orderId.slice(0, 8)}`,
    paidAt,
  });
  const { order, items } = await insertOrder(
    scope,
    {
      id: orderId,
      customerId,
      idempotencyKey: `demo:${orderId}`,
      status: "processing",
      subTotal: input.price,
      discountTotal: 0,
      taxTotal: 0,
      shippingTotal: 0,
      total: input.price,
      charge: input.price,
      paymentId,
      paidAt,
      createdAt: paidAt,
    },
    [
      {
        type: "event",
        kind: "tickets",
        ref: { ticketTypeId: input.ticketTypeId },
        lineData: { attendees: [], passcodeProof: null },
        title: input.title,
        quantity: 1,
        priceEach: input.price,
        subTotal: input.price,
        total: input.price,
        createdAt: paidAt,
      },
    ],
  );
  await recordPayment(scope, demoCardPayment(paymentId, customerId, input.price, paidAt), {
    type: "order",
    orderId,
    description: `Order #${order.number}`,
    subTotal: input.price,
    tax: 0,
    discount: 0,
  });
  const serial = `TK-DEMO${demoId(`ticket:${input.key}`).replace(/-/g, "").slice(0, 16).toUpperCase()}`;
  const [ticket] = await scope
    .insert(eventTickets)
    .values({
      eventId: input.eventId,
      ticketTypeId: input.ticketTypeId,
      orderId,
      orderItemId: items[0]?.id ?? "",
      customerId,
      ownerId: customerId,
      serial,
      priceCents: input.price,
      createdAt: paidAt,
    })
    .returning();
  return ticket;
}

export const eventsDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const scope = scopeFor(DEMO.harbor.companyId);
    const { categories: c, types: t } = DEMO_EVENTS;
    await insertSurveyDefinition(
      scope,
      {
        uid: "jazz-waitlist",
        name: "Jazz on the Terrace: waitlist",
        // Answered from the event when it is sold out, never offered among the club's own forms.
        referenceType: "event_waitlist",
        description: "We will e-mail you, in the order you joined, if a seat frees up.",
        buttonCreate: "Join the waitlist",
        confirmationHeader: "You're on the list",
        confirmationText: "We will e-mail you if a seat frees up.",
        fields: [
          {
            type: "select",
            label: "How many seats would you take?",
            required: true,
            values: [
              { text: "1", value: "1" },
              { text: "2", value: "2" },
            ],
          },
        ],
      },
      { surveyId: DEMO_EVENTS.concertWaitlistForm },
    );
    await scope.insert(eventCategories).values([
      { id: c.social, name: "Social", position: 0 },
      { id: c.music, name: "Music", position: 1 },
      { id: c.fitness, name: "Fitness", position: 2 },
      { id: c.sailing, name: "Sailing", position: 3 },
    ]);
    const base = {
      timezoneId: ZONE,
      status: "published" as const,
      venue: "Harbor Clubhouse",
      venueAddress: "1 Marina Drive, Newport, RI 02840",
    };
    const yogaStart = at(3, 7);
    const yoga = expandSeries(
      { start: yogaStart, end: new Date(yogaStart.getTime() + 60 * 60_000) },
      { frequency: "weekly", interval: 1, count: 8 },
      ZONE,
    );
    const yogaIds = yoga.map((_, index) => demoId(`event:harbor:yoga:${index}`));
    await scope.insert(events).values([
      {
        ...base,
        id: DEMO_EVENTS.reception,
        title: "New Members' Welcome Reception",
        summary: "Meet the board and fellow members over drinks on the terrace.",
        description: "Free for members and their guests. Please register so we can plan the canapés.",
        type: "public",
        graphic: photo("reception"),
        startsAt: at(10, 18),
        endsAt: at(10, 20),
        categoryIds: [c.social],
        settings: { ...DEFAULT_EVENT_SETTINGS, transferEnabled: false },
      },
      {
        ...base,
        id: DEMO_EVENTS.gala,
        title: "Harbor Summer Gala",
        summary: "Black tie dinner and dancing under the stars.",
        description:
          "A four-course dinner, live band and the season's awards. Members' preview tickets need the passcode from the newsletter.",
        type: "ticket",
        graphic: photo("gala"),
        media: [{ title: "The ballroom", description: "", url: photo("gala"), main: true, type: "image" }],
        startsAt: at(21, 19),
        endsAt: at(21, 23, 30),
        categoryIds: [c.social, c.music],
        settings: { ...DEFAULT_EVENT_SETTINGS, buttonText: "Buy tickets" },
      },
      {
        ...base,
        id: DEMO_EVENTS.concert,
        title: "Jazz on the Terrace",
        summary: "The Newport Quartet plays the sunset.",
        description:
          "Lawn seating; bring a blanket. Sold out: join the waitlist and we will e-mail you if a seat frees up.",
        type: "ticket",
        graphic: photo("jazz"),
        startsAt: at(14, 19),
        endsAt: at(14, 21),
        categoryIds: [c.music],
        settings: DEFAULT_EVENT_SETTINGS,
        waitlistFormId: DEMO_EVENTS.concertWaitlistForm,
        waitlistOfferHours: 24,
      },
      ...yoga.map((occurrence, index) => ({
        ...base,
        id: yogaIds[index] ?? "",
        seriesId: DEMO_EVENTS.yogaSeries,
        recurrence: { frequency: "weekly" as const, interval: 1, count: 8 },
        title: "Sunrise Yoga on the Dock",
        summary: "An hour of vinyasa as the harbor wakes up.",
        description: "All levels. Mats provided.",
        type: "ticket" as const,
        venue: "The South Dock",
        graphic: photo("yoga"),
        startsAt: occurrence.start,
        endsAt: occurrence.end,
        categoryIds: [c.fitness],
        settings: { ...DEFAULT_EVENT_SETTINGS, transferEnabled: false },
      })),
      {
        ...base,
        id: DEMO_EVENTS.regatta,
        title: "Newport Regatta Week",
        summary: "Racing on the bay; entries through the yacht club.",
        description: "Entries and schedules are on the regatta's own site.",
        type: "external",
        graphic: photo("regatta"),
        externalLink: "https://example.org/regatta",
        startsAt: at(35, 9),
        endsAt: at(40, 17),
        categoryIds: [c.sailing],
        settings: { ...DEFAULT_EVENT_SETTINGS, transferEnabled: false, cancelEnabled: false },
      },
    ]);
    await scope.insert(eventTicketTypes).values([
      {
        id: t.reception,
        eventId: DEMO_EVENTS.reception,
        name: "Registration",
        priceCents: 0,
        quantity: 120,
        maximum: 4,
      },
      {
        id: t.galaGeneral,
        eventId: DEMO_EVENTS.gala,
        name: "General admission",
        priceCents: 8_500,
        quantity: 150,
        sold: 1,
        maximum: 8,
        position: 0,
      },
      {
        id: t.galaPatron,
        eventId: DEMO_EVENTS.gala,
        name: "Patron table seat",
        description: "Reserved table, champagne on arrival.",
        priceCents: 15_000,
        quantity: 40,
        maximum: 10,
        position: 1,
      },
      {
        id: t.galaMembers,
        eventId: DEMO_EVENTS.gala,
        name: "Members' preview",
        description: "Members only, with the newsletter's passcode.",
        priceCents: 6_000,
        quantity: 30,
        perMemberMax: 2,
        membersOnly: true,
        passcodeHash: passcodeHash(DEMO_EVENTS.galaPasscode),
        position: 2,
      },
      // Sold out: every seat went (to buyers the demo does not list).
      {
        id: t.concertLawn,
        eventId: DEMO_EVENTS.concert,
        name: "Lawn seat",
        priceCents: 3_500,
        quantity: 60,
        sold: 60,
      },
      ...yogaIds.map((eventId, index) => ({
        id: demoId(`ticket-type:harbor:yoga:${index}`),
        eventId,
        name: "Drop-in class",
        priceCents: 2_000,
        quantity: 15,
        sold: index === 0 ? 1 : 0,
        perMemberMax: 1,
      })),
    ]);
    await seedTicket(scope, {
      key: "gala",
      eventId: DEMO_EVENTS.gala,
      ticketTypeId: t.galaGeneral,
      title: "Harbor Summer Gala: General admission",
      price: 8_500,
      daysAgo: 6,
    });
    await seedTicket(scope, {
      key: "yoga",
      eventId: yogaIds[0] ?? "",
      ticketTypeId: demoId("ticket-type:harbor:yoga:0"),
      title: "Sunrise Yoga on the Dock: Drop-in class",
      price: 2_000,
      daysAgo: 2,
    });
    // The sold-out concert's line (issue 32 item 3, the waitlist for staff): three waiting, in
    // the order they joined. Seeded as answered (no form is pending for them).
    await scope.insert(eventWaitlist).values(
      [DEMO_CUSTOMERS.familyPartner, DEMO_CUSTOMERS.familyChild, DEMO_CUSTOMERS.guest].map(
        (customer, index) => ({
          id: demoId(`waitlist:harbor:concert:${customer.email}`),
          eventId: DEMO_EVENTS.concert,
          customerId: customer.id,
          createdAt: at(-3 + index, 10),
        }),
      ),
    );
  },
};
