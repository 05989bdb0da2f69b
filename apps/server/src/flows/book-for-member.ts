/**
 * Staff book for a member (issue 32 item 4): the front desk reads the slots the member would see
 * and books one as the member's own express book, so every rule is the member's (members-only
 * resources, lead time and horizon, party sizes, the slot's lock, the confirmation mail and the
 * reminder) and the booking, its zero-amount order and its mail are the member's.
 *
 * Steps: (1) the member found in the staff session's club (another club's is a 404) with their
 * standing, read now (the slots without a member are those any active member sees); (2) the member's slots, or express book (its steps, in one transaction, no
 * undo: see book-express.ts). Only free bookings: a paid one answers `booking_not_free` as it
 * does for the member, and is paid by the member through checkout (docs/decisions/bookings.md,
 * "Staff book for a member").
 */
import {
  type BookingActionResult,
  FIELD_MESSAGES,
  localDayOf,
  SLOT_PATH_TYPES,
  type SlotPathType,
  type StaffBook,
  type StaffSlotsQuery,
  slotsQuerySchema,
} from "@crest/domain";
import { getResource, type SlotCache, slotsAnswer } from "../features/bookings/index.ts";
import { getCustomer } from "../features/customers/index.ts";
import { fieldError } from "../lib/errors.ts";
import type { ServiceContext } from "../platform/service-context.ts";
import { bookExpress } from "./book-express.ts";

/** Step 1: the same context acting as the member, with the standing their own request would carry. */
async function asMember(context: ServiceContext, customerId: string): Promise<ServiceContext> {
  const customer = await getCustomer(context.scope, customerId);
  const standing = (await context.platform.standing.load(context.scope, [customer.id])).get(customer.id);
  return {
    ...context,
    actor: { kind: "customer", customerId: customer.id },
    ...(standing ? { customerStanding: standing } : {}),
  };
}

/** The slots path's word for a resource's kind (`meeting_rooms` is `rooms`). */
const pathTypeOf = (blockType: string): SlotPathType =>
  (Object.keys(SLOT_PATH_TYPES) as SlotPathType[]).find((type) => SLOT_PATH_TYPES[type] === blockType) ??
  "dining";

/** An active member's standing: the slots any member may book, when staff name nobody. */
const ANY_MEMBER = { flag: null, isMember: true, houseAccountEnabled: false } as const;

/** GET /admin/api/bookings/resources/{id}/slots: the member's slots, as the member's own call answers them. */
export async function slotsForMember(
  context: ServiceContext,
  cache: SlotCache,
  resourceId: string,
  { customerId, from, to, ...choice }: StaffSlotsQuery,
) {
  const viewer = customerId
    ? await asMember(context, customerId)
    : { ...context, customerStanding: ANY_MEMBER };
  const resource = await getResource(context.scope, resourceId);
  const first = from ?? localDayOf(new Date(), resource.timezoneId);
  const query = slotsQuerySchema.safeParse({ ...choice, from: first, to: to ?? first });
  if (!query.success) throw fieldError("to", FIELD_MESSAGES.value_invalid);
  return slotsAnswer(viewer, cache, pathTypeOf(resource.blockType), resource.id, query.data);
}

/** POST /admin/api/bookings/book: a free slot booked as the member's own booking. */
export async function bookForMember(
  context: ServiceContext,
  { customerId, ...body }: StaffBook,
): Promise<BookingActionResult> {
  return bookExpress(await asMember(context, customerId), body);
}
