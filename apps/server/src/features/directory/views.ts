/** The directory's rows as the API answers them (spec-2 §3), with each location's opening for now. */
import { type Business, type BusinessSummary, type Contact, type Location, openingNow } from "@crest/domain";
import type { DirectoryBusinessRow, DirectoryContactRow, DirectoryLocationRow } from "./tables.ts";

/** A business's card in the list. */
export const businessSummaryView = (
  row: DirectoryBusinessRow,
  category: string | null,
  address: string | null,
): BusinessSummary => ({
  id: row.id,
  type: row.type,
  name: row.name,
  categoryId: row.categoryId,
  category,
  slogan: row.slogan,
  brief: row.brief,
  graphic: row.graphic,
  address,
  hasProducts: row.products.length > 0,
});

/** A location with the opening-hours rule read at `now` in its own zone. */
export const locationView = (row: DirectoryLocationRow, now: Date): Location => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  email: row.email,
  website: row.website,
  phoneNumber: row.phoneNumber,
  tollFreeNumber: row.tollFreeNumber,
  latitude: row.latitude,
  longitude: row.longitude,
  hours: row.hours,
  timeZone: row.timeZone,
  address: row.address,
  opening: openingNow(row.hours, row.timeZone, now),
});

export const contactView = (row: DirectoryContactRow): Contact => ({
  id: row.id,
  businessId: row.businessId,
  names: row.names,
  phones: row.phones,
  email: row.email,
  profilePhoto: row.profilePhoto,
});

/** The detail: the business with its locations, contacts and media. */
export function businessView(
  row: DirectoryBusinessRow,
  category: string | null,
  locations: DirectoryLocationRow[],
  contacts: DirectoryContactRow[],
  now: Date,
): Business {
  const primary = contacts.find((contact) => contact.primary) ?? contacts[0];
  return {
    ...businessSummaryView(row, category, locations[0]?.address ?? null),
    about: row.about,
    website: row.website,
    email: row.email,
    phoneNumber: row.phoneNumber,
    banner: row.banner,
    surveyId: row.surveyId,
    contactId: primary?.id ?? null,
    social: row.social,
    media: row.media,
    products: row.products,
    locations: locations.map((location) => locationView(location, now)),
    contacts: contacts.map(contactView),
  };
}
