/**
 * The kept events catalogue (issue 30): an event's page and the list are kept per club, yet a type
 * whose last units are taken reads sold out on the next read, and a client holding the page gets
 * a 304.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../demo/demo-ids.ts";
import { createTestApp, HARBOR, json, request, serviceContext, type TestApp } from "../../test/test-app.ts";
import { DEMO_EVENTS } from "./demo.ts";
import { CART_TICKET_READS, holdTicketUnits, ticketFactsOf } from "./event-repository.ts";
import { eventTicketTypes } from "./tables.ts";

type WireType = { id: string; sold_out: boolean; available_quantity: number | null };
type WireEvent = { id: string; tickets: WireType[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  request(t.app, HARBOR, { method: "GET", url, headers });

const patronOf = (event: WireEvent) => event.tickets.find((type) => type.id === DEMO_EVENTS.types.galaPatron);

describe("the kept events catalogue", () => {
  it("reads a type sold out as soon as its last units are taken, on the page and in the list", async () => {
    const first = await read(`/api/events/${DEMO_EVENTS.gala}`);
    expect(patronOf(json<WireEvent>(first))?.sold_out).toBe(false);
    const etag = String(first.headers.etag);
    expect((await read(`/api/events/${DEMO_EVENTS.gala}`, { "if-none-match": etag })).statusCode).toBe(304);
    const list = async () =>
      json<WireEvent[]>(await read("/api/events?page_size=50")).find(
        (event) => event.id === DEMO_EVENTS.gala,
      );
    expect(patronOf((await list()) as WireEvent)?.sold_out).toBe(false);

    // Every unit left is sold, as a checkout would write it.
    const { scope } = await serviceContext(t.app, DEMO.harbor.companyId);
    const type = await scope.getOne(eventTicketTypes, eq(eventTicketTypes.id, DEMO_EVENTS.types.galaPatron));
    await scope.transaction((tx) =>
      tx.updateOne(eventTicketTypes, eq(eventTicketTypes.id, type.id), {
        sold: (type.quantity ?? 0) - type.held,
      }),
    );

    const after = await read(`/api/events/${DEMO_EVENTS.gala}`, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(patronOf(json<WireEvent>(after))).toMatchObject({ sold_out: true, available_quantity: 0 });
    expect(patronOf((await list()) as WireEvent)?.sold_out).toBe(true);
  });

  it("keeps what a cart line says of a ticket type while its tickets sell, not once the type changes", async () => {
    const { scope } = await serviceContext(t.app, DEMO.harbor.companyId);
    const typeId = DEMO_EVENTS.types.galaPatron;
    const keptFacts = () =>
      t.app.platformServices.clubReads.of(CART_TICKET_READS).kept(DEMO.harbor.companyId, typeId);
    await ticketFactsOf(scope, typeId);
    expect(keptFacts()).toBeDefined();
    await scope.transaction((tx) => holdTicketUnits(tx, typeId, 0));
    await scope.transaction((tx) =>
      tx.updateOne(eventTicketTypes, eq(eventTicketTypes.id, typeId), { held: 0 }),
    );
    expect(keptFacts()).toBeDefined();
    await scope.updateOne(eventTicketTypes, eq(eventTicketTypes.id, typeId), { priceCents: 12_345 });
    expect(keptFacts()).toBeUndefined();
    expect((await ticketFactsOf(scope, typeId)).type.priceCents).toBe(12_345);
  });
});
