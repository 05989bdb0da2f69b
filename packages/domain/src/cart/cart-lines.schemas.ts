/**
 * What every cart-item provider's lines are built from (spec-1 §3 Cart item, §7 POST
 * /api/cart/{kind}s). Each provider (products, tickets, reservations, appointments) has its own
 * item schema for `POST /api/cart/{kind}` — which item, how many, and its per-line data — made
 * of these pieces, so the web builds its forms from the same shapes: attendees, a guest, a party
 * size, a passcode (checked when the line is added; only a proof of the check is stored).
 */
import { type ZodType, z } from "zod";
import { emailSchema } from "../auth/auth.schemas.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";

/** The most of one line a cart may hold whatever the item says (a guard against typos). */
export const CART_MAX_LINE_QUANTITY = 999;

/** A line's quantity in a change: 0 takes the line out of the cart. */
export const lineQuantitySchema = z.int().min(0).max(CART_MAX_LINE_QUANTITY);

/** POST /api/cart/{kind}: up to 50 lines of one provider's items in one change. */
export const cartLinesBodySchema = <Item extends ZodType>(item: Item) =>
  z.object({ items: z.array(item).min(1).max(50) }).strict();

/** A name as a person types it. */
const personName = (required: string) => z.string().trim().min(1, required).max(100);

/** Who a ticket is for (a ticket line carries one per unit). */
export const attendeeSchema = z
  .object({
    firstName: personName(FIELD_MESSAGES.first_name_required),
    lastName: personName(FIELD_MESSAGES.last_name_required),
    email: emailSchema.optional(),
  })
  .strict();
export type Attendee = z.infer<typeof attendeeSchema>;

/** A guest a line is booked or bought for (spec-1 §3 Cart item guest). */
export const lineGuestSchema = z
  .object({ fullName: personName(FIELD_MESSAGES.first_name_required), email: emailSchema })
  .strict();
export type LineGuest = z.infer<typeof lineGuestSchema>;

/** How many people a table or a room is for. */
export const partySizeSchema = z.int().min(1).max(100);

/** A passcode as the member types it: sent once, checked when the line is added, never stored. */
export const passcodeSchema = z.string().trim().min(1).max(64);

/** The path parameter of the cart's per-kind routes, limited to the kinds this app has. */
export const cartKindParamsSchemaFor = (kinds: readonly [string, ...string[]]) =>
  z.object({ kind: z.enum(kinds) });

/** How a provider's kind may be spelled: it is a path segment (`/api/cart/{kind}`). */
export const CART_KIND_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
