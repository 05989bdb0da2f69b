/**
 * Surveys (spec-1 §3): a club's forms and their fields, the endpoints a survey is answered at
 * about one reference, the responses with their answers, and the files uploaded with them.
 * Files live on disk (upload-storage.ts); a row keeps only where.
 */
import {
  SURVEY_AUDIENCES,
  SURVEY_CATEGORIES,
  SURVEY_DATA_MAPS,
  SURVEY_FIELD_TYPES,
  SURVEY_FIELD_WIDTHS,
  SURVEY_KINDS,
  type SurveyAnswerValue,
  type SurveyOption,
  type SurveyUploadExtension,
} from "@crest/domain";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

/**
 * A JSON value kept inside an object: Drizzle re-parses a jsonb *string* it reads (PGlite has
 * already decoded it), so a bare "4015550142" or "true" would come back as a number or boolean.
 */
export interface Boxed<T> {
  value: T;
}

export const surveys = pgTable(
  "surveys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    uid: text("uid").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category", { enum: SURVEY_CATEGORIES }).notNull().default("general"),
    kind: text("kind", { enum: SURVEY_KINDS }).notNull().default("form"),
    /** Everyone, or visitors or new applicants only: never offered to an active member. */
    audience: text("audience", { enum: SURVEY_AUDIENCES }).notNull().default("everyone"),
    /** Reachable without a session (/api/public/surveys/…). */
    isPublic: boolean("is_public").notNull().default(false),
    multipleResponses: boolean("multiple_responses").notNull().default(false),
    /** The club's switch: false closes the survey to everyone (spec-1 §4). */
    canSubmit: boolean("can_submit").notNull().default(true),
    /**
     * Members and visitors reach it only when published (else a 404). Surveys made by code are;
     * the form builder's new forms start unpublished.
     */
    published: boolean("published").notNull().default(true),
    buttonCreate: text("button_create"),
    buttonEdit: text("button_edit"),
    confirmationHeader: text("confirmation_header"),
    confirmationText: text("confirmation_text"),
    referenceType: text("reference_type"),
    referenceId: text("reference_id"),
    businessId: text("business_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("surveys_company_uid_idx").on(t.companyId, t.uid)],
);

export const surveyFields = pgTable(
  "survey_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type", { enum: SURVEY_FIELD_TYPES }).notNull(),
    label: text("label").notNull(),
    placeholder: text("placeholder"),
    help: text("help"),
    defaultValue: jsonb("default_value").$type<Boxed<SurveyAnswerValue>>().notNull(),
    values: jsonb("values").$type<SurveyOption[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    width: text("width", { enum: SURVEY_FIELD_WIDTHS }).notNull().default("4of4"),
    dataMap: text("data_map", { enum: SURVEY_DATA_MAPS }),
    /** An upload field's own file types (extensions); empty takes every type of spec-1 §5. */
    accept: jsonb("accept").$type<SurveyUploadExtension[]>().notNull().default([]),
  },
  (t) => [index("survey_fields_survey_idx").on(t.surveyId, t.position)],
);

/** A survey to be answered by one customer about one reference (an order item, a booking). */
export const surveyEndpoints = pgTable(
  "survey_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Unguessable: it is the address answers are sent to. */
    uid: text("uid").notNull(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    referenceType: text("reference_type").notNull(),
    referenceId: text("reference_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("survey_endpoints_company_uid_idx").on(t.companyId, t.uid),
    index("survey_endpoints_reference_idx").on(t.companyId, t.referenceType, t.referenceId),
    index("survey_endpoints_customer_idx").on(t.customerId),
  ],
);

export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id").references(() => surveyEndpoints.id, { onDelete: "set null" }),
    /** Null for a visitor's answers to a public survey. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** What an experience or endpoint response is about. */
    referenceType: text("reference_type"),
    referenceId: text("reference_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("survey_responses_survey_customer_idx").on(t.surveyId, t.customerId),
    index("survey_responses_survey_created_idx").on(t.surveyId, t.createdAt),
  ],
);

/** The response and the field a file or an answer belongs to. */
const responseId = () =>
  uuid("response_id")
    .notNull()
    .references(() => surveyResponses.id, { onDelete: "cascade" });
const fieldId = () =>
  uuid("field_id")
    .notNull()
    .references(() => surveyFields.id, { onDelete: "cascade" });

/** A file uploaded with a response: where it is stored (never its bytes). */
export const surveyUploads = pgTable(
  "survey_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    responseId: responseId(),
    fieldId: fieldId(),
    /** Who may download it besides staff; null for a visitor's. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The stored file's key (upload-storage.ts), relative to the private media folder. */
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    fileName: text("file_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("survey_uploads_response_idx").on(t.responseId)],
);

export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    responseId: responseId(),
    fieldId: fieldId(),
    type: text("type", { enum: SURVEY_FIELD_TYPES }).notNull(),
    /** The answer; a password's argon2id hash; null for a file (see uploadId). */
    value: jsonb("value").$type<Boxed<SurveyAnswerValue>>().notNull(),
    uploadId: uuid("upload_id").references(() => surveyUploads.id, { onDelete: "set null" }),
  },
  (t) => [index("survey_answers_response_idx").on(t.responseId)],
);

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyFieldRow = typeof surveyFields.$inferSelect;
export type SurveyEndpointRow = typeof surveyEndpoints.$inferSelect;
export type SurveyResponseRow = typeof surveyResponses.$inferSelect;
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;
export type SurveyUploadRow = typeof surveyUploads.$inferSelect;
