/**
 * The staff's keeping of the directory: businesses, their locations and contacts. A category
 * must be the club's own (a foreign key alone would take another club's).
 */
import {
  type Business,
  type BusinessChanges,
  type BusinessInput,
  type Contact,
  type ContactChanges,
  type ContactInput,
  FIELD_MESSAGES,
  type Location,
  type LocationChanges,
  type LocationInput,
} from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  deleteBusiness,
  deleteContact,
  deleteLocation,
  findBusiness,
  findCategory,
  insertBusiness,
  insertContact,
  insertLocation,
  updateBusiness,
  updateContact,
  updateLocation,
} from "./repository.ts";
import { directoryBusiness } from "./service.ts";
import { contactView, locationView } from "./views.ts";

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
export async function createBusiness(context: ServiceContext, input: BusinessInput): Promise<Business> {
  await checkCategory(context, input.categoryId);
  const { media, ...rest } = input;
  const row = await insertBusiness(context.scope, { ...rest, ...(media ? { media: mediaOf(media) } : {}) });
  return directoryBusiness(context, row.id);
}

/** Changes a business; another club's is a 404. */
export async function changeBusiness(
  context: ServiceContext,
  businessId: string,
  changes: BusinessChanges,
): Promise<Business> {
  await checkCategory(context, changes.categoryId);
  const { media, ...rest } = changes;
  await updateBusiness(context.scope, businessId, { ...rest, ...(media ? { media: mediaOf(media) } : {}) });
  return directoryBusiness(context, businessId);
}

/** Removes a business with its locations and contacts. */
export async function removeBusiness(context: ServiceContext, businessId: string): Promise<void> {
  await deleteBusiness(context.scope, businessId);
}

async function requireBusiness(context: ServiceContext, businessId: string) {
  if (!(await findBusiness(context.scope, businessId))) throw new AppError("not_found");
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
