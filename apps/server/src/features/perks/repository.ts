/**
 * Perks' queries: definitions, passes and their audit trail. Every change of a pass's state is
 * one conditional UPDATE (on its status and holder), so two requests racing for one pass (two
 * checkouts, two scans, a scan and a transfer) never both win.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { BatchedReads } from "../../db/batched-reads.ts";
import { statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import {
  type PassAction,
  type PerkDefinitionInsert,
  type PerkDefinitionRow,
  type PerkPassInsert,
  type PerkPassRow,
  perkDefinitions,
  perkPassEvents,
  perkPasses,
} from "./tables.ts";

type DefinitionValues = PerkDefinitionInsert;

export const getDefinition = (scope: TenantScope, definitionId: string): Promise<PerkDefinitionRow> =>
  scope.getOne(perkDefinitions, eq(perkDefinitions.id, definitionId));

export const definitionsByIds = (scope: TenantScope, ids: readonly string[]): Promise<PerkDefinitionRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.findMany(perkDefinitions, inArray(perkDefinitions.id, [...ids]));

export const insertDefinition = (scope: TenantScope, values: DefinitionValues): Promise<PerkDefinitionRow> =>
  scope.insertOne(perkDefinitions, values);

export const updateDefinition = (
  scope: TenantScope,
  definitionId: string,
  values: Partial<DefinitionValues>,
): Promise<PerkDefinitionRow> =>
  scope.updateOne(perkDefinitions, eq(perkDefinitions.id, definitionId), values);

/** A page of the club's definitions, newest first, with how many passes each has. */
export async function definitionPage(scope: TenantScope, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    scope
      .select()
      .from(perkDefinitions)
      .orderBy(desc(perkDefinitions.createdAt), desc(perkDefinitions.id))
      .limit(page.limit)
      .offset(page.offset),
    scope.count(perkDefinitions),
  ]);
  return {
    rows,
    total,
    issued: await issuedCounts(
      scope,
      rows.map((row) => row.id),
    ),
  };
}

/** How many passes each definition has. */
export async function issuedCounts(scope: TenantScope, definitionIds: readonly string[]) {
  if (definitionIds.length === 0) return new Map<string, number>();
  const rows = await scope
    .select({ definitionId: perkPasses.definitionId, n: count() })
    .from(perkPasses)
    .where(inArray(perkPasses.definitionId, [...definitionIds]))
    .groupBy(perkPasses.definitionId);
  return new Map(rows.map((row) => [row.definitionId, row.n]));
}

export const getPass = (scope: TenantScope, passId: string): Promise<PerkPassRow> =>
  scope.getOne(perkPasses, eq(perkPasses.id, passId));

export const findPass = (scope: TenantScope, passId: string): Promise<PerkPassRow | undefined> =>
  scope.findOne(perkPasses, eq(perkPasses.id, passId));

export const passBySerial = (scope: TenantScope, serial: string): Promise<PerkPassRow | undefined> =>
  scope.findOne(perkPasses, eq(perkPasses.serial, serial));

/** A pass the member holds now, with its definition; anyone else's is a 404. */
export async function heldPass(scope: TenantScope, customerId: string, passId: string) {
  const [row] = await scope
    .select({ pass: perkPasses, definition: perkDefinitions })
    .from(perkPasses)
    .innerJoin(perkDefinitions, eq(perkDefinitions.id, perkPasses.definitionId))
    .where(and(eq(perkPasses.id, passId), eq(perkPasses.ownerId, customerId)));
  return row;
}

/**
 * The passes of the given kinds a member holds, or was issued and sent to a guest, newest
 * first, with their definitions.
 */
export function passesOfMember(
  scope: TenantScope,
  customerId: string,
  kinds: readonly PerkDefinitionRow["kind"][],
  lock?: "update",
) {
  const query = scope
    .select({ pass: perkPasses, definition: perkDefinitions })
    .from(perkPasses)
    .innerJoin(perkDefinitions, eq(perkDefinitions.id, perkPasses.definitionId))
    .where(
      and(
        inArray(perkDefinitions.kind, [...kinds]),
        or(
          eq(perkPasses.ownerId, customerId),
          and(eq(perkPasses.customerId, customerId), isNull(perkPasses.ownerId)),
        ),
      ),
    )
    .orderBy(desc(perkPasses.createdAt), asc(perkPasses.serial));
  return lock ? query.for("update", { of: perkPasses }) : query;
}

/** A page of a definition's passes, newest first. */
export async function passPage(
  scope: TenantScope,
  definitionId: string,
  page: { offset: number; limit: number },
) {
  const where = eq(perkPasses.definitionId, definitionId);
  const [rows, total] = await Promise.all([
    scope
      .select()
      .from(perkPasses)
      .where(where)
      .orderBy(desc(perkPasses.createdAt), asc(perkPasses.serial))
      .limit(page.limit)
      .offset(page.offset),
    scope.count(perkPasses, where),
  ]);
  return { rows, total };
}

export const insertPasses = (scope: TenantScope, rows: PerkPassInsert[]): Promise<PerkPassRow[]> =>
  rows.length === 0 ? Promise.resolve([]) : scope.insert(perkPasses).values(rows).returning();

/** Still usable at `now`: active (or sent to a guest), not expired, already valid. */
const usableAt = (now: Date, statuses: readonly PerkPassRow["status"][]): SQL | undefined =>
  and(
    inArray(perkPasses.status, [...statuses]),
    or(isNull(perkPasses.expiresOn), gt(perkPasses.expiresOn, now)),
    or(isNull(perkPasses.validOn), lte(perkPasses.validOn, now)),
  );

/**
 * Changes a pass only if it is still as the caller read it: `where` adds the condition (its
 * holder, its status); answers the row changed, or undefined when the race was lost.
 */
export async function changePass(
  scope: TenantScope,
  passId: string,
  where: {
    usableAt?: Date;
    /** With usableAt: the statuses it may be in (active unless told). */
    usableIn?: readonly PerkPassRow["status"][];
    status?: PerkPassRow["status"];
    ownerId?: string | null;
    cartId?: string;
  },
  values: Partial<Omit<PerkPassInsert, "id">>,
): Promise<PerkPassRow | undefined> {
  const conditions = [eq(perkPasses.id, passId)];
  if (where.usableAt) conditions.push(usableAt(where.usableAt, where.usableIn ?? ["active"]) as SQL);
  if (where.status) conditions.push(eq(perkPasses.status, where.status));
  if (where.ownerId !== undefined)
    conditions.push(
      where.ownerId === null ? isNull(perkPasses.ownerId) : eq(perkPasses.ownerId, where.ownerId),
    );
  if (where.cartId) conditions.push(eq(perkPasses.cartId, where.cartId));
  const [row] = await scope
    .update(perkPasses)
    .set(values)
    .where(and(...conditions))
    .returning();
  return row;
}

/** The vouchers and offers on a cart, with their definitions. */
type PassOnCart = { pass: PerkPassRow; definition: PerkDefinitionRow };

/** The passes on each of several carts, oldest first. */
async function passesOnCarts(scope: TenantScope, cartIds: string[]): Promise<Map<string, PassOnCart[]>> {
  const rows = await passesOnCartsQuery(scope, { cartIds });
  const byCart = new Map<string, PassOnCart[]>();
  for (const row of rows) {
    const cartId = row.pass.cartId ?? "";
    byCart.set(cartId, [...(byCart.get(cartId) ?? []), row]);
  }
  return byCart;
}

/** Built once (db/statement.ts): the list is one value, an array (`= any`, not `in`). */
const passesOnCartsQuery = statement((scope, carts: { cartIds: string[] }) =>
  scope
    .select({ pass: perkPasses, definition: perkDefinitions })
    .from(perkPasses)
    .innerJoin(perkDefinitions, eq(perkDefinitions.id, perkPasses.definitionId))
    .where(sql`${perkPasses.cartId} = any(${carts.cartIds})`)
    .orderBy(asc(perkPasses.createdAt), asc(perkPasses.id)),
);

// Every cart's answer asks (twice: vouchers, then offers), and in a drop a thousand carts are
// priced at once: their reads are made together, one query per batch instead of two per cart.
const passesOnCartReads = new BatchedReads(passesOnCarts);

/** The passes redeemed into a cart (read in batches with other carts' in the same turn). */
export const passesOnCart = async (scope: TenantScope, cartId: string): Promise<PassOnCart[]> =>
  (await passesOnCartReads.read(scope, cartId)) ?? [];

/** One line of a pass's audit trail. */
export async function recordPassEvent(
  scope: TenantScope,
  event: { passId: string; action: PassAction; actor: string; detail?: Record<string, string | null> },
): Promise<void> {
  await scope.insert(perkPassEvents).values({
    passId: event.passId,
    action: event.action,
    actor: event.actor,
    detail: event.detail ?? {},
  });
}

/** A pass's audit trail, oldest first. */
export const passEvents = (scope: TenantScope, passId: string) =>
  scope
    .select()
    .from(perkPassEvents)
    .where(eq(perkPassEvents.passId, passId))
    .orderBy(asc(perkPassEvents.createdAt), asc(perkPassEvents.id));

/**
 * Claims a guest pass's one survey answer: false when it was answered (or claimed) already. The
 * claim is given back (`releasePassSurvey`) when the answer could not be stored.
 */
export async function claimPassSurvey(scope: TenantScope, passId: string, at: Date): Promise<boolean> {
  const rows = await scope
    .update(perkPasses)
    .set({ surveyAnsweredAt: at })
    .where(and(eq(perkPasses.id, passId), isNull(perkPasses.surveyAnsweredAt)))
    .returning({ id: perkPasses.id });
  return rows.length === 1;
}

/** Gives a claim back (the answer was refused or failed), or keeps the stored response's id. */
export async function settlePassSurvey(scope: TenantScope, passId: string, responseId: string | null) {
  await scope
    .update(perkPasses)
    .set(responseId ? { surveyResponseId: responseId } : { surveyAnsweredAt: null })
    .where(eq(perkPasses.id, passId));
}
