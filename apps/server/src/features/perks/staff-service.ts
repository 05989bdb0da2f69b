/**
 * Staff's perks (issue 27 item 6): define vouchers, offers and guest passes (managers and owners),
 * issue them to a member or to every active member of a plan, list a definition's passes, void
 * one (managers and owners), and redeem one at the door by its serial: once; a second scan is
 * refused with the time of the first.
 */
import { randomUUID } from "node:crypto";
import {
  FIELD_MESSAGES,
  type IssuePerk,
  type PageQuery,
  type PerkDefinitionInput,
  type PerkDefinitionPatch,
  type PerkScanResult,
  pageOffset,
  type ScanPerk,
  type StaffPass,
  type StaffPerkDefinition,
} from "@crest/domain";
import { AppError, fieldError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { getCustomer } from "../customers/index.ts";
import { getPlan, holdersOfPlan } from "../memberships/index.ts";
import { actorLabel } from "./actor-label.ts";
import { issuePasses } from "./issue-passes.ts";
import { pinHash, pinMatches } from "./pass-secrets.ts";
import { referenceExists } from "./reference-check.ts";
import {
  changePass,
  definitionPage,
  getDefinition,
  getPass,
  insertDefinition,
  issuedCounts,
  passBySerial,
  passPage,
  recordPassEvent,
  updateDefinition,
} from "./repository.ts";
import type { PerkDefinitionInsert, PerkDefinitionRow, PerkPassRow } from "./tables.ts";
import { appliesToLabels, peopleOfPasses, staffDefinitionView, staffPassView } from "./views.ts";

/** The stored columns of what staff wrote, the value as minor units or basis points. */
async function columnsOf(
  context: ServiceContext,
  definitionId: string,
  input: PerkDefinitionPatch & { kind?: PerkDefinitionRow["kind"] },
  current: PerkDefinitionRow | undefined,
): Promise<Partial<PerkDefinitionInsert>> {
  const { redemptionPin, valueAmount, valuePercent, ...plain } = input;
  const valueKind = input.valueKind ?? current?.valueKind ?? "amount";
  const kind = input.kind ?? current?.kind ?? "voucher";
  let value: number | undefined;
  if (valueKind === "percent" && valuePercent !== undefined && valuePercent !== null)
    value = Math.round(valuePercent * 100);
  if (valueKind === "amount" && valueAmount !== undefined && valueAmount !== null) value = valueAmount;
  if (value === undefined && input.valueKind !== undefined && kind !== "guest_pass")
    throw fieldError(valueKind === "percent" ? "valuePercent" : "valueAmount", FIELD_MESSAGES.value_invalid);
  const referenceType = input.referenceType ?? current?.referenceType ?? "none";
  const referenceId = input.referenceId !== undefined ? input.referenceId : (current?.referenceId ?? null);
  if (referenceId && !(await referenceExists(context.scope, referenceType, referenceId)))
    throw fieldError("referenceId", FIELD_MESSAGES.value_invalid);
  return {
    ...plain,
    ...(value !== undefined ? { value } : {}),
    ...(input.referenceType === "none" || input.referenceType === "order" ? { referenceId: null } : {}),
    ...(redemptionPin !== undefined
      ? { redemptionPinHash: redemptionPin === null ? null : pinHash(definitionId, redemptionPin) }
      : {}),
  };
}

async function definitionView(
  context: ServiceContext,
  definition: PerkDefinitionRow,
): Promise<StaffPerkDefinition> {
  const [labels, issued] = await Promise.all([
    appliesToLabels(context.scope, [definition]),
    issuedCounts(context.scope, [definition.id]),
  ]);
  return staffDefinitionView(definition, labels.get(definition.id) ?? null, issued.get(definition.id) ?? 0);
}

/** GET /admin/api/perks/definitions. */
export async function listDefinitions(context: ServiceContext, query: PageQuery) {
  const { rows, total, issued } = await definitionPage(context.scope, {
    offset: pageOffset(query),
    limit: query.pageSize,
  });
  const labels = await appliesToLabels(context.scope, rows);
  return {
    items: rows.map((row) => staffDefinitionView(row, labels.get(row.id) ?? null, issued.get(row.id) ?? 0)),
    totalCount: total,
  };
}

/** GET /admin/api/perks/definitions/{id}: one definition for the back office's editor. */
export async function showDefinition(context: ServiceContext, definitionId: string) {
  return definitionView(context, await getDefinition(context.scope, definitionId));
}

/** POST /admin/api/perks/definitions (managers and owners). */
export async function defineDefinition(context: ServiceContext, input: PerkDefinitionInput) {
  const id = randomUUID();
  const columns = await columnsOf(context, id, input, undefined);
  const created = await insertDefinition(context.scope, {
    ...columns,
    id,
    kind: input.kind,
    name: input.name,
  } as PerkDefinitionInsert);
  return definitionView(context, created);
}

/** PATCH /admin/api/perks/definitions/{id} (managers and owners). */
export async function editDefinition(
  context: ServiceContext,
  definitionId: string,
  patch: PerkDefinitionPatch,
) {
  const current = await getDefinition(context.scope, definitionId);
  const columns = await columnsOf(context, definitionId, patch, current);
  const changed =
    Object.keys(columns).length > 0 ? await updateDefinition(context.scope, definitionId, columns) : current;
  return definitionView(context, changed);
}

/** POST /admin/api/perks/definitions/{id}/issue: to one member, or to each active member of a plan. */
export async function issueDefinition(context: ServiceContext, definitionId: string, body: IssuePerk) {
  const definition = await getDefinition(context.scope, definitionId);
  if (definition.status !== "active") throw new AppError("conflict");
  const customerIds = body.customerId
    ? [(await getCustomer(context.scope, body.customerId)).id]
    : await (async () => {
        await getPlan(context.scope, body.planId ?? "");
        return holdersOfPlan(context.scope, body.planId ?? "");
      })();
  const passes = await inTransaction(context, (tx) =>
    issuePasses(tx, definition, customerIds, body.quantity, new Date()),
  );
  return { issued: passes.length, customers: customerIds.length, passIds: passes.map((pass) => pass.id) };
}

/** GET /admin/api/perks/definitions/{id}/passes. */
export async function listPasses(context: ServiceContext, definitionId: string, query: PageQuery) {
  const definition = await getDefinition(context.scope, definitionId);
  const { rows, total } = await passPage(context.scope, definitionId, {
    offset: pageOffset(query),
    limit: query.pageSize,
  });
  const people = await peopleOfPasses(context.scope, rows);
  return { items: rows.map((row) => staffPassView(row, definition, people)), totalCount: total };
}

async function staffView(
  context: ServiceContext,
  pass: PerkPassRow,
  definition?: PerkDefinitionRow,
): Promise<StaffPass> {
  const of = definition ?? (await getDefinition(context.scope, pass.definitionId));
  return staffPassView(pass, of, await peopleOfPasses(context.scope, [pass]));
}

/** POST /admin/api/perks/passes/{id}/void (managers and owners): a pass not used yet; asked again, the same. */
export async function voidPass(context: ServiceContext, passId: string): Promise<StaffPass> {
  const pass = await inTransaction(context, async (tx) => {
    const current = await getPass(tx.scope, passId);
    if (current.status === "void") return current;
    if (current.status === "redeemed") throw new AppError("perk_not_usable");
    const voided = await changePass(
      tx.scope,
      passId,
      { status: current.status },
      { status: "void", cartId: null },
    );
    if (!voided) throw new AppError("conflict");
    await recordPassEvent(tx.scope, {
      passId,
      action: "voided",
      actor: actorLabel(tx),
      detail: { was: current.status },
    });
    return voided;
  });
  return staffView(context, pass);
}

/** POST /admin/api/perks/scan: redeems the pass once; a second scan is refused with the first's time. */
export async function scanPass(context: ServiceContext, body: ScanPerk): Promise<PerkScanResult> {
  const found = await passBySerial(context.scope, body.serial.toUpperCase());
  if (!found) throw new AppError("not_found");
  const definition = await getDefinition(context.scope, found.definitionId);
  if (
    definition.redemptionPinHash !== null &&
    !pinMatches(definition.id, definition.redemptionPinHash, body.pin ?? "")
  )
    throw fieldError("pin", FIELD_MESSAGES.value_invalid);
  const now = new Date();
  // One conditional UPDATE: of two scans at once, one redeems and the other finds it redeemed.
  const scanned = await changePass(
    context.scope,
    found.id,
    { usableAt: now, usableIn: ["active", "transferred"] },
    { status: "redeemed", scannedAt: now, scanData: body.scanData ?? null, cartId: null },
  );
  if (scanned) {
    await recordPassEvent(context.scope, { passId: found.id, action: "scanned", actor: actorLabel(context) });
    return { outcome: "redeemed", scannedOn: now, pass: await staffView(context, scanned, definition) };
  }
  const current = await getPass(context.scope, found.id);
  if (current.status === "redeemed") {
    const when = current.scannedAt ?? current.createdAt;
    throw new AppError("perk_already_redeemed", {
      message: `Already redeemed at ${when.toISOString()}`,
      details: { field: "scannedOn", details: when.toISOString() },
    });
  }
  throw new AppError("perk_not_usable");
}
