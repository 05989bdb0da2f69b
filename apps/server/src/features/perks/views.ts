/**
 * Perks as the API answers them (spec-2 §3 Pass, Pass definition, House credit): a definition
 * as members see it (never its redemption pin), a pass with its code and people, a house credit
 * with the expired rule, and a pass as staff list it.
 */
import {
  type HouseCredit,
  isExpired,
  type Pass,
  type PassDefinition,
  passStatusAt,
  type StaffPass,
  type StaffPerkDefinition,
} from "@crest/domain";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { catalogueNamesOf } from "../catalogue/index.ts";
import { type CustomerRow, findCustomers } from "../customers/index.ts";
import { getEvent } from "../events/index.ts";
import type { HouseCreditRow } from "../house-credits/index.ts";
import { passCode } from "./pass-code.ts";
import type { PerkDefinitionRow, PerkPassRow } from "./tables.ts";

/** What each definition says it applies to, in words: a category's, product's or event's name. */
export async function appliesToLabels(
  scope: TenantScope,
  definitions: readonly PerkDefinitionRow[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const catalogueIds = definitions.flatMap((definition) =>
    definition.referenceId &&
    (definition.referenceType === "category" || definition.referenceType === "product")
      ? [definition.referenceId]
      : [],
  );
  const names = await catalogueNamesOf(scope, catalogueIds);
  for (const definition of definitions) {
    if (!definition.referenceId) continue;
    const name =
      definition.referenceType === "event"
        ? (await getEvent(scope, definition.referenceId).catch(() => undefined))?.title
        : names.get(definition.referenceId);
    if (name) labels.set(definition.id, name);
  }
  return labels;
}

/** A definition as members see it. */
export function definitionView(definition: PerkDefinitionRow, appliesTo: string | null): PassDefinition {
  return {
    id: definition.id,
    kind: definition.kind,
    name: definition.name,
    description: definition.description,
    finePrint: definition.finePrint,
    graphic: definition.graphic,
    foregroundColor: definition.foregroundColor,
    backgroundColor: definition.backgroundColor,
    scanCode: definition.scanCode,
    scanFormat: definition.scanFormat,
    requiresPin: definition.redemptionPinHash !== null,
    allowSending: definition.allowSending,
    transferable: definition.transferable,
    referenceType: definition.referenceType,
    referenceId: definition.referenceId,
    appliesTo,
    dateCutoff: definition.dateCutoff,
    valueKind: definition.valueKind,
    valueAmount: definition.valueKind === "amount" ? definition.value : null,
    valuePercent: definition.valueKind === "percent" ? definition.value / 100 : null,
    daysValid: definition.daysValid,
  };
}

/** A definition as staff see it. */
export const staffDefinitionView = (
  definition: PerkDefinitionRow,
  appliesTo: string | null,
  issued: number,
): StaffPerkDefinition => ({
  ...definitionView(definition, appliesTo),
  status: definition.status,
  issued,
  createdOn: definition.createdAt,
});

/** The customers a set of passes names (owners, original owners), by id. */
export async function peopleOfPasses(
  scope: TenantScope,
  passes: readonly PerkPassRow[],
): Promise<Map<string, CustomerRow>> {
  const ids = new Set(passes.flatMap((pass) => [pass.customerId, ...(pass.ownerId ? [pass.ownerId] : [])]));
  return new Map((await findCustomers(scope, [...ids])).map((row) => [row.id, row]));
}

const personOf = (row: CustomerRow | undefined) =>
  row ? { fullName: `${row.firstName} ${row.lastName}`.trim(), email: row.email } : null;

const guestOf = (pass: PerkPassRow) =>
  pass.guestEmail ? { fullName: pass.guestName ?? pass.guestEmail, email: pass.guestEmail } : null;

/** Whether its holder may give it away: a guest pass once, a voucher or offer when its definition allows. */
export const sendable = (pass: PerkPassRow, definition: PerkDefinitionRow): boolean =>
  definition.kind === "guest_pass" ? pass.transferredAt === null : definition.transferable;

/** A pass as its holder (or the member who sent it) sees it, at `now`. */
export async function passView(
  pass: PerkPassRow,
  definition: PerkDefinitionRow,
  context: { people: ReadonlyMap<string, CustomerRow>; appliesTo: string | null; now: Date },
): Promise<Pass> {
  const status = passStatusAt(pass, context.now);
  return {
    id: pass.id,
    passId: definition.id,
    ownerId: pass.ownerId,
    serial: pass.serial,
    status,
    validOn: pass.validOn,
    expiresOn: pass.expiresOn,
    expired: status === "expired",
    createdOn: pass.createdAt,
    transferredOn: pass.transferredAt,
    scannedOn: pass.scannedAt,
    scanData: pass.scanData,
    requiresPin: definition.redemptionPinHash !== null,
    transferred: pass.transferredAt !== null,
    transferable: status === "active" && pass.ownerId !== null && sendable(pass, definition),
    owner: personOf(context.people.get(pass.ownerId ?? pass.customerId)),
    guest: guestOf(pass),
    inCart: pass.cartId !== null && pass.status === "active",
    orderId: pass.orderId,
    qrCode: await passCode(pass.serial),
    pass: definitionView(definition, context.appliesTo),
    passbook: null,
  };
}

/** Passes with their definitions as their holder sees them, in the order given. */
export async function passViews(
  scope: TenantScope,
  rows: readonly { pass: PerkPassRow; definition: PerkDefinitionRow }[],
  now = new Date(),
): Promise<Pass[]> {
  const definitions = [...new Map(rows.map((row) => [row.definition.id, row.definition])).values()];
  const [people, labels] = await Promise.all([
    peopleOfPasses(
      scope,
      rows.map((row) => row.pass),
    ),
    appliesToLabels(scope, definitions),
  ]);
  return Promise.all(
    rows.map((row) =>
      passView(row.pass, row.definition, { people, appliesTo: labels.get(row.definition.id) ?? null, now }),
    ),
  );
}

/** One pass with its definition as its holder sees it. */
export async function onePassView(
  scope: TenantScope,
  pass: PerkPassRow,
  definition: PerkDefinitionRow,
  now = new Date(),
): Promise<Pass> {
  const [view] = await passViews(scope, [{ pass, definition }], now);
  if (!view) throw new Error("no view");
  return view;
}

/** A pass as staff list it: its serial, status and holders, without its codes. */
export const staffPassView = (
  pass: PerkPassRow,
  definition: PerkDefinitionRow,
  people: ReadonlyMap<string, CustomerRow>,
  now = new Date(),
): StaffPass => ({
  id: pass.id,
  definitionId: definition.id,
  name: definition.name,
  kind: definition.kind,
  serial: pass.serial,
  status: passStatusAt(pass, now),
  owner: personOf(people.get(pass.ownerId ?? pass.customerId)),
  guest: guestOf(pass),
  expiresOn: pass.expiresOn,
  scannedOn: pass.scannedAt,
  orderId: pass.orderId,
});

/** spec-2 §3 House credit, with the expired rule at `now`. */
export const houseCreditView = (credit: HouseCreditRow, now = new Date()): HouseCredit => ({
  id: credit.id,
  serial: credit.serial,
  initialValue: credit.initialValue,
  currentValue: credit.currentValue,
  expiresOn: credit.expiresOn,
  expires: credit.expiresOn !== null,
  expired: isExpired(credit.expiresOn, now),
  status: credit.status,
  // Kept only as its hash (credit-pin-service.ts): the member knows it, the API never shows it.
  pin: null,
  referenceType: credit.referenceType,
  referenceId: credit.referenceId,
  createdOn: credit.createdAt,
});
