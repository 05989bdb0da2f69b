/**
 * The staff's keeping of the directory: businesses, their locations and contacts. A category
 * must be the club's own (a foreign key alone would take another club's).
 */
import {
  type BusinessChanges,
  type BusinessInput,
  type Contact,
  type ContactChanges,
  type ContactInput,
  type DirectoryCategory,
  FIELD_MESSAGES,
  type ListOrder,
  type Location,
  type LocationChanges,
  type LocationInput,
  type StaffBusiness,
  type StaffBusinessSummary,
  type StaffDirectoryQuery,
} from "@crest/domain";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { reorder } from "../../platform/reorder.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  appendCategory,
  contactsOf,
  deleteBusiness,
  deleteCategory,
  deleteContact,
  deleteLocation,
  findBusiness,
  findCategory,
  firstAddresses,
  insertBusiness,
  insertContact,
  insertLocation,
  listBusinesses,
  listCategories,
  locationsOf,
  lockedCategoryIds,
  placeAndContactCounts,
  renameCategory,
  setCategoryPosition,
  updateBusiness,
  updateContact,
  updateLocation,
} from "./repository.ts";
import { businessSummaryView, businessView, contactView, locationView } from "./views.ts";

/** GET /admin/api/directory/businesses: a page of the club's businesses, hidden ones too unless filtered. */
export async function staffBusinesses(
  context: ServiceContext,
  query: StaffDirectoryQuery,
): Promise<{ items: StaffBusinessSummary[]; totalCount: number }> {
  const { visibility, ...filters } = query;
  const { rows, totalCount } = await listBusinesses(context.scope, filters, visibility ?? "all");
  const ids = rows.map((row) => row.business.id);
  const [addresses, counts] = await Promise.all([
    firstAddresses(context.scope, ids),
    placeAndContactCounts(context.scope, ids),
  ]);
  return {
    items: rows.map((row) => ({
      ...businessSummaryView(row.business, row.category, addresses.get(row.business.id) ?? null),
      hidden: row.business.hidden,
      locationCount: counts.get(row.business.id)?.locations ?? 0,
      contactCount: counts.get(row.business.id)?.contacts ?? 0,
    })),
    totalCount,
  };
}

/** GET /admin/api/directory/businesses/{id}: one business, hidden or not, with its places and contacts. */
export async function staffBusiness(
  context: ServiceContext,
  businessId: string,
  now = new Date(),
): Promise<StaffBusiness> {
  const found = await findBusiness(context.scope, businessId, "all");
  if (!found) throw new NotFoundError();
  const [locations, contacts] = await Promise.all([
    locationsOf(context.scope, businessId),
    contactsOf(context.scope, businessId),
  ]);
  return {
    ...businessView(found.business, found.category, locations, contacts, now),
    hidden: found.business.hidden,
  };
}

const categoryView = (row: { id: string; name: string }): DirectoryCategory => ({
  id: row.id,
  name: row.name,
});

/** GET /admin/api/directory/categories: every category of the club, in the members' order, to choose from. */
export async function staffCategories(context: ServiceContext): Promise<DirectoryCategory[]> {
  return (await listCategories(context.scope)).map(categoryView);
}

async function checkCategory(context: ServiceContext, categoryId: string | null | undefined) {
  if (categoryId && !(await findCategory(context.scope, categoryId))) {
    throw new AppError("invalid_request", {
      details: [{ field: "category_id", details: FIELD_MESSAGES.category_unknown }],
    });
  }
}

const mediaOf = (media: BusinessInput["media"]) =>
  media?.map((item) => ({ ...item, description: item.description ?? null }));

/** Adds a business to the club's directory. */
export async function createBusiness(context: ServiceContext, input: BusinessInput): Promise<StaffBusiness> {
  await checkCategory(context, input.categoryId);
  const { media, ...rest } = input;
  const row = await insertBusiness(context.scope, { ...rest, ...(media ? { media: mediaOf(media) } : {}) });
  return staffBusiness(context, row.id);
}

/** Changes a business; another club's is a 404. */
export async function changeBusiness(
  context: ServiceContext,
  businessId: string,
  changes: BusinessChanges,
): Promise<StaffBusiness> {
  await checkCategory(context, changes.categoryId);
  const { media, ...rest } = changes;
  await updateBusiness(context.scope, businessId, { ...rest, ...(media ? { media: mediaOf(media) } : {}) });
  return staffBusiness(context, businessId);
}

/** Removes a business with its locations and contacts. */
export async function removeBusiness(context: ServiceContext, businessId: string): Promise<void> {
  await deleteBusiness(context.scope, businessId);
}

async function requireBusiness(context: ServiceContext, businessId: string) {
  if (!(await findBusiness(context.scope, businessId, "all"))) throw new AppError("not_found");
}

/** Adds a location (hours in its own time zone) to a business. */
export async function addLocation(
  context: ServiceContext,
  businessId: string,
  input: LocationInput,
): Promise<Location> {
  await requireBusiness(context, businessId);
  return locationView(await insertLocation(context.scope, { ...input, businessId }), new Date());
}

/** Changes a location: only the fields sent; its opening is read again in its (maybe new) zone. */
export async function changeLocation(
  context: ServiceContext,
  locationId: string,
  changes: LocationChanges,
): Promise<Location> {
  return locationView(await updateLocation(context.scope, locationId, changes), new Date());
}

export async function removeLocation(context: ServiceContext, locationId: string): Promise<void> {
  await deleteLocation(context.scope, locationId);
}

/** Adds a contact to a business. */
export async function addContact(
  context: ServiceContext,
  businessId: string,
  input: ContactInput,
): Promise<Contact> {
  await requireBusiness(context, businessId);
  return contactView(await insertContact(context.scope, { ...input, businessId }));
}

/** Changes a contact: only the fields sent. */
export async function changeContact(
  context: ServiceContext,
  contactId: string,
  changes: ContactChanges,
): Promise<Contact> {
  return contactView(await updateContact(context.scope, contactId, changes));
}

export async function removeContact(context: ServiceContext, contactId: string): Promise<void> {
  await deleteContact(context.scope, contactId);
}

/** POST /admin/api/directory/categories: a new category, last in the members' order. */
export async function createCategory(context: ServiceContext, name: string): Promise<DirectoryCategory> {
  return categoryView(await appendCategory(context.scope, name));
}

/** PATCH /admin/api/directory/categories/{id}: its name; another club's is a 404. */
export async function renameDirectoryCategory(
  context: ServiceContext,
  categoryId: string,
  name: string,
): Promise<DirectoryCategory> {
  return categoryView(await renameCategory(context.scope, categoryId, name));
}

/** PUT /admin/api/directory/categories/order: the members' order, naming each category once. */
export async function orderCategories(
  context: ServiceContext,
  order: ListOrder,
): Promise<DirectoryCategory[]> {
  await reorder(context, order.ids, lockedCategoryIds, setCategoryPosition);
  return staffCategories(context);
}

/** DELETE /admin/api/directory/categories/{id}: its businesses stay in the directory, without a category. */
export async function removeCategory(context: ServiceContext, categoryId: string) {
  await deleteCategory(context.scope, categoryId);
  return { success: true };
}
