/** The waitlist's queries: who is in line for an event, in order, and the offers made. */
import { and, eq, inArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { eventWaitlist } from "./tables.ts";

/** Whether the customer is in line for the event (waiting, or holding an offer). */
export async function onWaitlist(scope: TenantScope, eventId: string, customerId: string): Promise<boolean> {
  const row = await scope.findOne(
    eventWaitlist,
    and(
      eq(eventWaitlist.eventId, eventId),
      eq(eventWaitlist.customerId, customerId),
      inArray(eventWaitlist.status, ["waiting", "offered"]),
    ),
  );
  return row !== undefined;
}
