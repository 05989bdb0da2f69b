/** The directory as members browse it (spec-2 §7 Directory): a page of businesses, and one with its places. */
import type { Business, DirectoryCategory, DirectoryQuery } from "@crest/domain";
import { NotFoundError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  contactsOf,
  findBusiness,
  firstAddresses,
  listBusinesses,
  listCategories,
  locationsOf,
} from "./repository.ts";
import { businessSummaryView, businessView } from "./views.ts";

/** The directory's categories, in the club's order (the list's tabs). */
export async function directoryCategories(context: ServiceContext): Promise<DirectoryCategory[]> {
  // A chip that finds nothing would only disappoint: members see the categories in use.
  return (await listCategories(context.scope, { inUse: true })).map((row) => ({
    id: row.id,
    name: row.name,
  }));
}

/** A page of the club's businesses, by category and search, A to Z. */
export async function browseDirectory(context: ServiceContext, query: DirectoryQuery) {
  const { rows, totalCount } = await listBusinesses(context.scope, query);
  const addresses = await firstAddresses(
    context.scope,
    rows.map((row) => row.business.id),
  );
  return {
    items: rows.map((row) =>
      businessSummaryView(row.business, row.category, addresses.get(row.business.id) ?? null),
    ),
    totalCount,
  };
}

/** One business with its locations (open now, closing time, next opening), contacts and media. */
export async function directoryBusiness(
  context: ServiceContext,
  businessId: string,
  now = new Date(),
): Promise<Business> {
  const found = await findBusiness(context.scope, businessId);
  if (!found) throw new NotFoundError();
  const [locations, contacts] = await Promise.all([
    locationsOf(context.scope, businessId),
    contactsOf(context.scope, businessId),
  ]);
  return businessView(found.business, found.category, locations, contacts, now);
}
