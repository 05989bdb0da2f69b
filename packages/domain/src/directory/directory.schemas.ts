/**
 * The directory's shapes (spec-2 §3 Business, Location, Contact, Opening hours, Media): the
 * businesses a club lists for its members, their locations with hours in the location's own
 * time zone, and their contacts. A location answers the opening-hours rule for now.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { phoneTextSchema } from "../common/phone-schema.ts";
import { isTimeZone } from "../common/time-zone.ts";
import { WEEKDAYS } from "../shipping/opening-hours.rules.ts";
import { openingHoursSchema } from "../shipping/shipping.schemas.ts";

/** spec-2 §3 Media: a picture or video of a business. */
export const mediaSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  main: z.boolean(),
  type: z.enum(["image", "video"]),
});
export type Media = z.infer<typeof mediaSchema>;

export const directoryCategorySchema = z.object({ id: z.string(), name: z.string() });
export type DirectoryCategory = z.infer<typeof directoryCategorySchema>;

/** The opening-hours rule's answer for now (spec-2 §4), in the location's time zone. */
export const openingNowSchema = z.object({
  isOpen: z.boolean(),
  /** Today's closing time as the club writes it ("2:00 AM"); null when closed today. */
  closesAt: z.string().nullable(),
  /** Now when open; else the next opening within six days; null when none. */
  nextOpening: dateTimeSchema.nullable(),
});
export type OpeningNow = z.infer<typeof openingNowSchema>;

export const locationSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tollFreeNumber: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hours: openingHoursSchema,
  /** The IANA time zone the hours are read in. */
  timeZone: z.string(),
  address: z.string().nullable(),
  opening: openingNowSchema,
});
export type Location = z.infer<typeof locationSchema>;

export const contactSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  names: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  profilePhoto: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const socialSchema = z.partialRecord(
  z.enum(["facebook", "instagram", "x", "linkedin", "youtube", "tiktok"]),
  z.string(),
);

/** A business in a list: what its card shows. */
export const businessSummarySchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  category: z.string().nullable(),
  slogan: z.string().nullable(),
  brief: z.string().nullable(),
  graphic: z.string().nullable(),
  address: z.string().nullable(),
  hasProducts: z.boolean(),
});
export type BusinessSummary = z.infer<typeof businessSummarySchema>;

/** A business with its locations, contacts and media (the detail). */
export const businessSchema = businessSummarySchema.extend({
  about: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  banner: z.string().nullable(),
  surveyId: z.string().nullable(),
  contactId: z.string().nullable(),
  social: socialSchema,
  media: z.array(mediaSchema),
  /** Product names the business offers; hasProducts says whether there are any. */
  products: z.array(z.string()),
  locations: z.array(locationSchema),
  contacts: z.array(contactSchema),
});
export type Business = z.infer<typeof businessSchema>;

export const directoryQuerySchema = pageQuerySchema.extend({
  categoryId: z.uuid().optional(),
  /** Searches name, slogan, brief and category. */
  search: z.string().trim().max(100).optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const businessIdParamsSchema = z.object({ businessId: z.uuid() });
export const locationIdParamsSchema = z.object({ locationId: z.uuid() });
export const contactIdParamsSchema = z.object({ contactId: z.uuid() });

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** A phone a member may call: blank, else a valid number (spec-2 §5, the rule every phone field follows). */
const phone = phoneTextSchema.nullable().optional();
const url = z.url().max(500).nullable().optional();
const email = z.email(FIELD_MESSAGES.email_invalid).max(254).nullable().optional();

/** A staff member's new business. */
export const businessInputSchema = z
  .object({
    name: text(120).meta({ description: "The business's name" }),
    categoryId: z.uuid().nullable().optional(),
    type: z.string().trim().min(1).max(40).default("business"),
    about: optionalText(5000),
    slogan: optionalText(200),
    brief: optionalText(500),
    email,
    phoneNumber: phone,
    website: url,
    banner: optionalText(500),
    graphic: optionalText(500),
    surveyId: z.uuid().nullable().optional(),
    social: socialSchema.optional(),
    media: z
      .array(
        z
          .object({
            title: text(200),
            description: optionalText(1000).transform((v) => v ?? null),
            url: text(500),
            main: z.boolean().default(false),
            type: z.enum(["image", "video"]).default("image"),
          })
          .strict(),
      )
      .max(30)
      .optional(),
    products: z.array(text(120)).max(100).optional(),
    /** Left out of the members' directory; staff still see and edit it. */
    hidden: z.boolean().optional(),
  })
  .strict();
export type BusinessInput = z.infer<typeof businessInputSchema>;
/** A business's changes: only the fields sent, no defaults (a PATCH without `type` set it back to "business"). */
export const businessChangesSchema = businessInputSchema
  .extend({ type: z.string().trim().min(1).max(40) })
  .partial()
  .strict();
export type BusinessChanges = z.infer<typeof businessChangesSchema>;

/** An IANA time zone this runtime knows. */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, FIELD_MESSAGES.time_zone_unknown);

/** POST /admin/api/directory/categories and PATCH one: its name. */
export const directoryCategoryInputSchema = z.object({ name: text(80) }).strict();
export type DirectoryCategoryInput = z.infer<typeof directoryCategoryInputSchema>;
/** `directoryCategoryId`, not `categoryId`: the sweeps name each kind of id apart (the catalogue's is `categoryId`). */
export const directoryCategoryParamsSchema = z.object({ directoryCategoryId: z.uuid() });

export const locationInputSchema = z
  .object({
    name: text(120),
    email,
    website: url,
    phoneNumber: phone,
    tollFreeNumber: phone,
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    hours: z.partialRecord(z.enum(WEEKDAYS), z.string().trim().max(40)).default({}),
    timeZone: timeZoneSchema,
    address: optionalText(300),
  })
  .strict();
export type LocationInput = z.infer<typeof locationInputSchema>;
/** A location's changes: only the fields sent (no defaults, so a field left out keeps its value). */
export const locationChangesSchema = locationInputSchema
  .extend({ hours: z.partialRecord(z.enum(WEEKDAYS), z.string().trim().max(40)) })
  .partial()
  .strict();
export type LocationChanges = z.infer<typeof locationChangesSchema>;

export const contactInputSchema = z
  .object({
    names: text(200),
    phones: z.array(phoneTextSchema).max(5).default([]),
    email,
    profilePhoto: optionalText(500),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInputSchema>;
/** A contact's changes: only the fields sent. */
export const contactChangesSchema = contactInputSchema
  .extend({ phones: z.array(phoneTextSchema).max(5) })
  .partial()
  .strict();
export type ContactChanges = z.infer<typeof contactChangesSchema>;

/** A business as staff see it: the members' detail, and whether members see it at all. */
export const staffBusinessSchema = businessSchema.extend({ hidden: z.boolean() });
export type StaffBusiness = z.infer<typeof staffBusinessSchema>;
/** A business in the staff's list: its card, whether it is hidden, and how many places and contacts. */
export const staffBusinessSummarySchema = businessSummarySchema.extend({
  hidden: z.boolean(),
  locationCount: z.int(),
  contactCount: z.int(),
});
export type StaffBusinessSummary = z.infer<typeof staffBusinessSummarySchema>;
/** GET /admin/api/directory/businesses: the members' filters, and shown or hidden ones only. */
export const staffDirectoryQuerySchema = directoryQuerySchema.extend({
  visibility: z.enum(["shown", "hidden"]).optional(),
});
export type StaffDirectoryQuery = z.infer<typeof staffDirectoryQuerySchema>;
