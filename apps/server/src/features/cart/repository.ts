/** The cart's queries: carts, lines, coupons and settings, always through the tenant scope. */
import type { RefundDestination } from "@crest/domain";
import { and, asc, eq, getTableColumns, gt, isNotNull, lte, sql } from "drizzle-orm";
import { BatchedReads } from "../../db/batched-reads.ts";
import { statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  type CartItemRow,
  type CartRow,
  commerceCartItems,
  commerceCarts,
  commerceCoupons,
  commerceSettings,
  type StoredShippingChoice,
} from "./tables.ts";

const openOf = (customerId: string) =>
  and(eq(commerceCarts.customerId, customerId), eq(commerceCarts.status, "open"));

/** The open carts of several customers, in a built-once statement: the ids are one array value. */
const openOfAny = (customerIds: string[]) =>
  and(sql`${commerceCarts.customerId} = any(${customerIds})`, eq(commerceCarts.status, "open"));

// The statements a member's add and checkout run are built once (db/statement.ts): in a drop,
// building each anew cost about as much as running it.

/** Built once (db/statement.ts). */
const openCartsAndLines = statement((scope, carts: { customerIds: string[] }) =>
  scope
    .select({ cart: commerceCarts, line: commerceCartItems })
    .from(commerceCarts)
    .leftJoin(commerceCartItems, eq(commerceCartItems.cartId, commerceCarts.id))
    .where(openOfAny(carts.customerIds))
    .orderBy(asc(commerceCartItems.seq)),
);

type CartWithLines = { cart: CartRow; lines: CartItemRow[] };

/** Each of these customers' open cart and its lines (oldest first), by customer. */
async function openCartsWithLines(scope: TenantScope, customerIds: string[]) {
  const byCustomer = new Map<string, CartWithLines>();
  for (const { cart, line } of await openCartsAndLines(scope, { customerIds })) {
    const open = byCustomer.get(cart.customerId) ?? { cart, lines: [] };
    if (line) open.lines.push(line);
    byCustomer.set(cart.customerId, open);
  }
  return byCustomer;
}

// Every cart answer and checkout reads it: those asked together (a drop's buyers) share a query.
const openCartWithLinesReads = new BatchedReads(openCartsWithLines);

const openCart = statement((scope, cart: { customerId: string }) =>
  scope.select().from(commerceCarts).where(openOf(cart.customerId)),
);

const insertOpenCart = statement((scope, cart: { customerId: string }) =>
  scope.insert(commerceCarts).values({ customerId: cart.customerId }).onConflictDoNothing().returning(),
);

/**
 * The customer's open cart, locked, made if there is none: one statement. The unique open cart
 * decides between two first changes at once (the second waits for the first's lock, then finds
 * its cart); an open cart is locked by a no-op update (its columns as they are). `made` tells
 * a row inserted now from one found: PostgreSQL documents no way to tell them apart, and
 * `xmax = 0` is the usual one (a row the upsert inserted has no xmax; one it updated has the
 * updater's). Tested on both engines (cart.test.ts, two first adds at once).
 */
const lockOrMakeOpenCart = statement((scope, cart: { customerId: string }) =>
  scope
    .insert(commerceCarts)
    .values({ customerId: cart.customerId })
    .onConflictDoUpdate({
      target: [commerceCarts.companyId, commerceCarts.customerId],
      targetWhere: sql`${commerceCarts.status} = 'open'`,
      set: { updatedAt: sql`${commerceCarts.updatedAt}` },
    })
    .returning({ ...getTableColumns(commerceCarts), made: sql<boolean>`(xmax = 0)` }),
);

const lockCartById = statement((scope, cart: { id: string }) =>
  scope.select().from(commerceCarts).where(eq(commerceCarts.id, cart.id)).for("update"),
);

const linesOfCart = statement((scope, cart: { id: string }) =>
  scope
    .select()
    .from(commerceCartItems)
    .where(eq(commerceCartItems.cartId, cart.id))
    .orderBy(asc(commerceCartItems.seq)),
);

const lineOfCart = statement((scope, line: { cartId: string; lineKey: string }) =>
  scope
    .select()
    .from(commerceCartItems)
    .where(and(eq(commerceCartItems.cartId, line.cartId), eq(commerceCartItems.lineKey, line.lineKey)))
    .limit(1),
);

type LineValues = Required<Omit<typeof commerceCartItems.$inferInsert, "companyId" | "id" | "createdAt">>;

const upsertLineRow = statement((scope, line: LineValues) =>
  scope
    .insert(commerceCartItems)
    .values({
      cartId: line.cartId,
      kind: line.kind,
      lineKey: line.lineKey,
      ref: line.ref,
      data: line.data,
      quantity: line.quantity,
      heldQuantity: line.heldQuantity,
      reservedUntil: line.reservedUntil,
    })
    .onConflictDoUpdate({
      target: [commerceCartItems.cartId, commerceCartItems.lineKey],
      set: {
        quantity: line.quantity,
        // A line's data may change with its quantity kept (another attendee, a new guest).
        data: line.data,
        heldQuantity: line.heldQuantity,
        reservedUntil: line.reservedUntil,
      },
    })
    .returning(),
);

const setHold = statement((scope, line: { id: string; heldQuantity: number; reservedUntil: Date | null }) =>
  scope
    .update(commerceCartItems)
    .set({ heldQuantity: line.heldQuantity, reservedUntil: line.reservedUntil })
    .where(eq(commerceCartItems.id, line.id)),
);

/**
 * The closing of an open cart (checked out), not yet run: for a statement that closes it beside
 * the order's other writes (db/statement.ts `together`).
 */
export const openCartClose = (scope: TenantScope, cart: { id: string; at: Date }) =>
  scope
    .update(commerceCarts)
    .set({ status: "checked_out", updatedAt: cart.at })
    .where(and(eq(commerceCarts.id, cart.id), eq(commerceCarts.status, "open")))
    .returning({ id: commerceCarts.id });

const closeOpenCart = statement(openCartClose);

/**
 * The customer's open cart and its lines (oldest first), in one statement shared with other
 * customers' asked at that moment: what a cart page or a checkout's first pricing reads. Not for
 * a locked read: under PostgreSQL's read committed, the lines of a join would be those from
 * before the lock was waited for (`lockCart`, then `cartLines`, reads them after).
 */
export const openCartWithLines = (
  scope: TenantScope,
  customerId: string,
): Promise<CartWithLines | undefined> => openCartWithLinesReads.read(scope, customerId);

/** The customer's open cart, created on first use; `lock` takes it FOR UPDATE (in a transaction). */
export async function openCartFor(scope: TenantScope, customerId: string, lock = false): Promise<CartRow> {
  return (await openCartForChange(scope, customerId, lock)).cart;
}

/** `openCartFor`, saying whether the cart was made now (so it has no lines yet). */
export async function openCartForChange(
  scope: TenantScope,
  customerId: string,
  lock = false,
): Promise<{ cart: CartRow; made: boolean }> {
  if (lock) {
    const [row] = await lockOrMakeOpenCart(scope, { customerId });
    if (!row) throw new Error("the open cart was not locked nor made");
    const { made, ...cart } = row;
    return { cart, made };
  }
  const open = async () => (await openCart(scope, { customerId }))[0];
  // Read first: a member's cart is there already most times, so the insert is a statement
  // spent only on a first change. Two first changes at once both insert; the unique open cart
  // keeps one: the insert answers it to its maker, and the other reads it.
  const found = await open();
  if (found) return { cart: found, made: false };
  const [made] = await insertOpenCart(scope, { customerId });
  if (made) return { cart: made, made: true };
  const row = await open();
  if (!row) throw new Error("the open cart was not created");
  return { cart: row, made: false };
}

/** A cart by id, FOR UPDATE: checkout and hold release serialize on it. */
export async function lockCart(scope: TenantScope, cartId: string): Promise<CartRow | undefined> {
  const [row] = await lockCartById(scope, { id: cartId });
  return row;
}

export const cartLines = (scope: TenantScope, cartId: string): Promise<CartItemRow[]> =>
  linesOfCart(scope, { id: cartId });

/** Built once (db/statement.ts). */
const heldInOpenCarts = statement((scope, asked: { customerIds: string[] }) =>
  scope
    .select({
      customerId: commerceCarts.customerId,
      lineKey: commerceCartItems.lineKey,
      held: commerceCartItems.heldQuantity,
    })
    .from(commerceCarts)
    .innerJoin(commerceCartItems, eq(commerceCartItems.cartId, commerceCarts.id))
    .where(openOfAny(asked.customerIds)),
);

/** What each of these customers' open carts holds: line key to units held. */
export async function heldByCustomers(
  scope: TenantScope,
  customerIds: string[],
): Promise<Map<string, Map<string, number>>> {
  const rows = await heldInOpenCarts(scope, { customerIds });
  const held = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const lines = held.get(row.customerId) ?? new Map<string, number>();
    lines.set(row.lineKey, row.held);
    held.set(row.customerId, lines);
  }
  return held;
}

export const lineByKey = async (scope: TenantScope, cartId: string, lineKey: string) =>
  (await lineOfCart(scope, { cartId, lineKey }))[0];

/** Writes the line (its key's, added or changed); answers it as written. */
export async function upsertLine(
  scope: TenantScope,
  values: Omit<typeof commerceCartItems.$inferInsert, "companyId" | "id">,
): Promise<CartItemRow> {
  const [row] = await upsertLineRow(scope, {
    ...values,
    data: values.data ?? {},
    heldQuantity: values.heldQuantity ?? 0,
    reservedUntil: values.reservedUntil ?? null,
  });
  if (!row) throw new Error("the cart line was not written");
  return row;
}

/** Lines in the order a cart's lines are read in (`cartLines`): the order they were added in. */
export const inCartOrder = (lines: CartItemRow[]): CartItemRow[] => lines.toSorted((a, b) => a.seq - b.seq);

export const deleteLine = (scope: TenantScope, lineId: string) =>
  scope.delete(commerceCartItems).where(eq(commerceCartItems.id, lineId));

export const setLineHold = (
  scope: TenantScope,
  lineId: string,
  heldQuantity: number,
  reservedUntil: Date | null,
) => setHold(scope, { id: lineId, heldQuantity, reservedUntil });

/** Lines whose hold has run out and still hold units. */
export const expiredHolds = (scope: TenantScope, now: Date) =>
  scope
    .select({ id: commerceCartItems.id, cartId: commerceCartItems.cartId })
    .from(commerceCartItems)
    .where(
      and(
        isNotNull(commerceCartItems.reservedUntil),
        lte(commerceCartItems.reservedUntil, now),
        gt(commerceCartItems.heldQuantity, 0),
      ),
    );

export const setCartCoupon = (scope: TenantScope, cartId: string, couponId: string | null) =>
  scope.update(commerceCarts).set({ couponId, updatedAt: new Date() }).where(eq(commerceCarts.id, cartId));

export const setCartShipping = (scope: TenantScope, cartId: string, choice: StoredShippingChoice | null) =>
  scope
    .update(commerceCarts)
    .set({ shippingChoice: choice, updatedAt: new Date() })
    .where(eq(commerceCarts.id, cartId));

/** Closes the cart; false when it was no longer open (another checkout closed it first). */
export async function closeCart(scope: TenantScope, cartId: string): Promise<boolean> {
  const rows = await closeOpenCart(scope, { id: cartId, at: new Date() });
  return rows.length === 1;
}

export const couponByCode = (scope: TenantScope, code: string) =>
  scope.findOne(commerceCoupons, eq(commerceCoupons.code, code.trim().toUpperCase()));

export const couponById = (scope: TenantScope, id: string) =>
  scope.findOne(commerceCoupons, eq(commerceCoupons.id, id));

/** Counts one use; false when the coupon ran out meanwhile (max uses reached). */
export async function useCoupon(scope: TenantScope, couponId: string): Promise<boolean> {
  const rows = await scope
    .update(commerceCoupons)
    .set({ uses: sql`${commerceCoupons.uses} + 1` })
    .where(
      and(
        eq(commerceCoupons.id, couponId),
        sql`(${commerceCoupons.maxUses} IS NULL OR ${commerceCoupons.uses} < ${commerceCoupons.maxUses})`,
      ),
    )
    .returning({ id: commerceCoupons.id });
  return rows.length === 1;
}

/** Gives one use back (its order's discounted lines were all cancelled); never below 0. */
export async function giveCouponUseBack(scope: TenantScope, couponId: string): Promise<void> {
  await scope
    .update(commerceCoupons)
    .set({ uses: sql`greatest(${commerceCoupons.uses} - 1, 0)` })
    .where(eq(commerceCoupons.id, couponId));
}

const NO_SETTINGS = { taxRateBps: 0, handlingCents: 0, holdMinutes: 15, cardRefundsTo: "original" as const };

/**
 * The club's commerce settings (no tax, no handling, 15-minute holds, card refunds to the card
 * when it has none).
 */
export async function settingsOf(scope: TenantScope) {
  const [row] = await scope.select().from(commerceSettings).limit(1);
  return row ?? { companyId: scope.companyId, ...NO_SETTINGS };
}

/** Where the club sends the refund of a card or bank payment: back to it, or as house credit. */
export async function cardRefundDestination(scope: TenantScope): Promise<RefundDestination> {
  return (await settingsOf(scope)).cardRefundsTo;
}
