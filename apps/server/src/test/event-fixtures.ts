/** Events and ticket types made directly for the tests (the staff routes are tested on their own). */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { TenantScope } from "../db/tenant-scope.ts";
import { DEMO } from "../demo/demo-ids.ts";
import { DEFAULT_EVENT_SETTINGS } from "../features/events/staff-event-service.ts";
import { type EventRow, events, eventTicketTypes, type TicketTypeRow } from "../features/events/tables.ts";
import { passcodeHash } from "../features/events/ticket-passcode.ts";
import type { CartItemFixture } from "./cart-item-contract.ts";
import { SIERRA } from "./test-app.ts";

export const scopeAt = (app: FastifyInstance, host?: string) =>
  new TenantScope(app.platformDb, host === SIERRA ? DEMO.sierra.companyId : DEMO.harbor.companyId);

/** A published event a week ahead (unless told), in New York. */
export async function createEvent(
  app: FastifyInstance,
  values: Partial<typeof events.$inferInsert> & { host?: string } = {},
): Promise<EventRow> {
  const { host, ...event } = values;
  const start = new Date(Date.now() + 7 * 86_400_000);
  const [row] = await scopeAt(app, host)
    .insert(events)
    .values({
      title: "Test concert",
      type: "ticket",
      status: "published",
      timezoneId: "America/New_York",
      startsAt: start,
      endsAt: new Date(start.getTime() + 3 * 3_600_000),
      settings: DEFAULT_EVENT_SETTINGS,
      ...event,
    })
    .returning();
  if (!row) throw new Error("no event");
  return row;
}

/** A ticket type of the event (of a new one when none is given). */
export async function createTicketType(
  app: FastifyInstance,
  values: Partial<typeof eventTicketTypes.$inferInsert> & { passcode?: string; host?: string } = {},
): Promise<TicketTypeRow> {
  const { passcode, host, ...type } = values;
  const eventId = type.eventId ?? (await createEvent(app, host ? { host } : {})).id;
  const [row] = await scopeAt(app, host)
    .insert(eventTicketTypes)
    .values({
      name: "General admission",
      priceCents: 2_500,
      quantity: 10,
      ...type,
      eventId,
      ...(passcode ? { passcodeHash: passcodeHash(passcode) } : {}),
    })
    .returning();
  if (!row) throw new Error("no ticket type");
  return row;
}

export const ticketTypeOf = (app: FastifyInstance, id: string) =>
  scopeAt(app).getOne(eventTicketTypes, eq(eventTicketTypes.id, id));

export const ticketsFixture: CartItemFixture = {
  name: "event tickets",
  kind: "tickets",
  group: "tickets",
  create: (app, { places, priceCents, perMemberMax, host }) =>
    createTicketType(app, {
      quantity: places,
      priceCents,
      perMemberMax: perMemberMax ?? null,
      ...(host ? { host } : {}),
    }),
  bodyItem: (item, quantity) => ({ ticket_type_id: item.id, quantity }),
  async capacity(app, item) {
    const type = await ticketTypeOf(app, item.id);
    return { held: type.held, left: (type.quantity ?? 0) - type.held - type.sold };
  },
  full: { code: "sold_out", en: "Sold Out", es: "Agotado" },
  perMemberMax: true,
  createdPerUnit: 1,
  policy: { staff: { canCancel: true, fee: 0 }, member: { canCancel: true, fee: 0 } },
};
