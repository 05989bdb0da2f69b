/** The directory's queries: the only file that touches its tables, always through the tenant scope. */
import { type DirectoryQuery, pageOffset } from "@crest/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { TenantInsertValue, TenantScope } from "../../db/tenant-scope.ts";
import { containing } from "../../lib/like-patterns.ts";
import {
  type DirectoryBusinessRow,
  type DirectoryContactRow,
  type DirectoryLocationRow,
  directoryBusinesses,
  directoryCategories,
  directoryContacts,
  directoryLocations,
} from "./tables.ts";

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */

/** The club's categories in their order; `inUse`: only those a shown business is in (members' chips). */
export const listCategories = (scope: TenantScope, options: { inUse?: boolean } = {}) =>
  scope
    .select()
    .from(directoryCategories)
    .where(
      options.inUse
        ? sql`exists (select 1 from ${directoryBusinesses} where ${directoryBusinesses.companyId} = ${directoryCategories.companyId} and ${directoryBusinesses.categoryId} = ${directoryCategories.id} and not ${directoryBusinesses.hidden})`
        : undefined,
    )
    .orderBy(asc(directoryCategories.position), asc(directoryCategories.name));

/** Which businesses a read takes: members only the shown ones; staff any, or one kind. */
export type Visibility = "shown" | "hidden" | "all";
const visible = (visibility: Visibility) =>
  visibility === "all" ? undefined : eq(directoryBusinesses.hidden, visibility === "hidden");

/** A page of businesses with their category's name, by category and search (members: the shown ones). */
export async function listBusinesses(
  scope: TenantScope,
  query: DirectoryQuery,
  visibility: Visibility = "shown",
) {
  const filters: (SQL | undefined)[] = [visible(visibility)];
  if (query.categoryId) filters.push(eq(directoryBusinesses.categoryId, query.categoryId));
  if (query.search) {
    const pattern = containing(query.search);
    filters.push(
      or(
        ilike(directoryBusinesses.name, pattern),
        ilike(directoryBusinesses.slogan, pattern),
        ilike(directoryBusinesses.brief, pattern),
        ilike(directoryCategories.name, pattern),
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    scope
      .select({ business: directoryBusinesses, category: directoryCategories.name })
      .from(directoryBusinesses)
      .leftJoin(directoryCategories, eq(directoryCategories.id, directoryBusinesses.categoryId))
      .where(where)
      .orderBy(asc(directoryBusinesses.name), asc(directoryBusinesses.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    scope
      .select({ n: count() })
      .from(directoryBusinesses)
      .leftJoin(directoryCategories, eq(directoryCategories.id, directoryBusinesses.categoryId))
      .where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The first location's address of each business, for the list's cards. */
export async function firstAddresses(scope: TenantScope, businessIds: readonly string[]) {
  if (businessIds.length === 0) return new Map<string, string | null>();
  const rows = await scope
    .select({ businessId: directoryLocations.businessId, address: directoryLocations.address })
    .from(directoryLocations)
    .where(inArray(directoryLocations.businessId, [...businessIds]))
    .orderBy(asc(directoryLocations.createdAt), asc(directoryLocations.id));
  const first = new Map<string, string | null>();
  for (const row of rows) if (!first.has(row.businessId)) first.set(row.businessId, row.address);
  return first;
}

/** One business with its category's name, or null (a hidden one only for `all`, the staff's). */
export async function findBusiness(scope: TenantScope, businessId: string, visibility: Visibility = "shown") {
  const [row] = await scope
    .select({ business: directoryBusinesses, category: directoryCategories.name })
    .from(directoryBusinesses)
    .leftJoin(directoryCategories, eq(directoryCategories.id, directoryBusinesses.categoryId))
    .where(and(eq(directoryBusinesses.id, businessId), visible(visibility)));
  return row ?? null;
}

/** How many locations and contacts each business has, for the staff's list. */
export async function placeAndContactCounts(scope: TenantScope, businessIds: readonly string[]) {
  const counts = new Map<string, { locations: number; contacts: number }>();
  if (businessIds.length === 0) return counts;
  const ids = [...businessIds];
  const [locations, contacts] = await Promise.all([
    scope
      .select({ businessId: directoryLocations.businessId, n: count() })
      .from(directoryLocations)
      .where(inArray(directoryLocations.businessId, ids))
      .groupBy(directoryLocations.businessId),
    scope
      .select({ businessId: directoryContacts.businessId, n: count() })
      .from(directoryContacts)
      .where(inArray(directoryContacts.businessId, ids))
      .groupBy(directoryContacts.businessId),
  ]);
  for (const id of ids) counts.set(id, { locations: 0, contacts: 0 });
  for (const row of locations) counts.set(row.businessId, { locations: row.n, contacts: 0 });
  for (const row of contacts) {
    const entry = counts.get(row.businessId);
    if (entry) entry.contacts = row.n;
  }
  return counts;
}

export const locationsOf = (scope: TenantScope, businessId: string) =>
  scope
    .select()
    .from(directoryLocations)
    .where(eq(directoryLocations.businessId, businessId))
    .orderBy(asc(directoryLocations.createdAt), asc(directoryLocations.id));

export const contactsOf = (scope: TenantScope, businessId: string) =>
  scope
    .select()
    .from(directoryContacts)
    .where(eq(directoryContacts.businessId, businessId))
    .orderBy(asc(directoryContacts.createdAt), asc(directoryContacts.id));

export const insertCategory = (scope: TenantScope, values: TenantInsertValue<typeof directoryCategories>) =>
  scope.insertOne(directoryCategories, values);

export const insertBusiness = (scope: TenantScope, values: TenantInsertValue<typeof directoryBusinesses>) =>
  scope.insertOne(directoryBusinesses, values);

export const updateBusiness = (
  scope: TenantScope,
  businessId: string,
  changes: Partial<Omit<DirectoryBusinessRow, "id" | "companyId" | "createdAt">>,
) => changeOne(scope, directoryBusinesses, eq(directoryBusinesses.id, businessId), changes);

export const deleteBusiness = (scope: TenantScope, businessId: string) =>
  scope.deleteSome(directoryBusinesses, eq(directoryBusinesses.id, businessId));

export const insertLocation = (scope: TenantScope, values: TenantInsertValue<typeof directoryLocations>) =>
  scope.insertOne(directoryLocations, values);

/** Changes a row (only what is given; nothing given reads it back); another club's or a missing one is a 404. */
const changeOne = <
  T extends typeof directoryBusinesses | typeof directoryLocations | typeof directoryContacts,
>(
  scope: TenantScope,
  table: T,
  where: SQL,
  changes: Partial<Omit<T["$inferInsert"], "companyId">>,
): Promise<T["$inferSelect"]> =>
  Object.keys(changes).length === 0 ? scope.getOne(table, where) : scope.updateOne(table, where, changes);

/** Changes a location (only what is given). */
export const updateLocation = (
  scope: TenantScope,
  locationId: string,
  changes: Partial<Omit<DirectoryLocationRow, "id" | "companyId" | "businessId" | "createdAt">>,
) => changeOne(scope, directoryLocations, eq(directoryLocations.id, locationId), changes);

export const deleteLocation = (scope: TenantScope, locationId: string) =>
  scope.deleteSome(directoryLocations, eq(directoryLocations.id, locationId));

export const insertContact = (scope: TenantScope, values: TenantInsertValue<typeof directoryContacts>) =>
  scope.insertOne(directoryContacts, values);

/** Changes a contact (only what is given). */
export const updateContact = (
  scope: TenantScope,
  contactId: string,
  changes: Partial<Omit<DirectoryContactRow, "id" | "companyId" | "businessId" | "createdAt">>,
) => changeOne(scope, directoryContacts, eq(directoryContacts.id, contactId), changes);

export const deleteContact = (scope: TenantScope, contactId: string) =>
  scope.deleteSome(directoryContacts, eq(directoryContacts.id, contactId));

export const findCategory = (scope: TenantScope, categoryId: string) =>
  scope.findOne(directoryCategories, eq(directoryCategories.id, categoryId));

/** A new category, last in the members' order. */
export async function appendCategory(scope: TenantScope, name: string) {
  const position = await scope.positionAfterLast(directoryCategories, directoryCategories.position);
  return scope.insertOne(directoryCategories, { name, position });
}

export const renameCategory = (scope: TenantScope, categoryId: string, name: string) =>
  scope.updateOne(directoryCategories, eq(directoryCategories.id, categoryId), { name });

/** The club's category ids, locked until the transaction ends (a reorder's turn). */
export const lockedCategoryIds = async (scope: TenantScope) =>
  (await scope.select({ id: directoryCategories.id }).from(directoryCategories).for("update")).map(
    (row) => row.id,
  );

export const setCategoryPosition = (scope: TenantScope, categoryId: string, position: number) =>
  scope.updateOne(directoryCategories, eq(directoryCategories.id, categoryId), { position });

/** Removes a category; its businesses keep their place in the directory without one (set null). */
export const deleteCategory = (scope: TenantScope, categoryId: string) =>
  scope.deleteSome(directoryCategories, eq(directoryCategories.id, categoryId));
