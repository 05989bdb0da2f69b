CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text DEFAULT 'shipping' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"address" text NOT NULL,
	"address2" text,
	"address3" text,
	"city" text NOT NULL,
	"state" text,
	"zip_code" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone_number" text,
	"notes" text,
	"verified" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_config_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"reverted_from" integer,
	"staff_user_id" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous" jsonb NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_memberships" (
	"staff_user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"permission_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_memberships_staff_user_id_company_id_pk" PRIMARY KEY("staff_user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"selected_company_id" uuid NOT NULL,
	"selected_domain_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile_number" text,
	"username" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"employee_id" text,
	"business_location_id" text,
	"welcome_message" text,
	"last_accessed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_credentials" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"password_hash" text,
	"password_flag" text,
	"activated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip" text,
	"viewed_by_staff_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "billing_month_runs" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_overdue_standings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"invoice_due_days" integer DEFAULT 30 NOT NULL,
	"reminder_after_days" integer DEFAULT 7 NOT NULL,
	"overdue_paywall" boolean DEFAULT false NOT NULL,
	"minimum_spend" integer,
	"minimum_spend_period" text DEFAULT 'quarter' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"month" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"count" integer NOT NULL,
	"charged" integer NOT NULL,
	"refunded" integer NOT NULL,
	"total" integer NOT NULL,
	"period_due" integer NOT NULL,
	"total_due" integer NOT NULL,
	"currency" text NOT NULL,
	"minimum_spend" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"amount_due" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"sub_total" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_type" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"last_four" text DEFAULT '' NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"linked_transaction_id" uuid,
	"order_id" uuid,
	"subscription_id" uuid,
	"membership_card_id" uuid,
	"period_start" date,
	"period_end" date,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"charged_at" timestamp with time zone,
	"due_date" date,
	"invoice_id" uuid,
	"reminded_at" timestamp with time zone,
	"staff_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_blackouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"date" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"block_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo" text,
	"location" text DEFAULT '' NOT NULL,
	"timezone_id" text NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"survey_id" uuid,
	"opening_hours" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"lead_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"cancel_cutoff_hours" integer DEFAULT 24 NOT NULL,
	"late_fee_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_service_therapists" (
	"company_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	CONSTRAINT "booking_service_therapists_service_id_unit_id_pk" PRIMARY KEY("service_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"opening_hours" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"service_id" uuid,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"party_size" integer DEFAULT 1 NOT NULL,
	"guest" jsonb,
	"price_cents" integer NOT NULL,
	"hold_key" text,
	"order_id" uuid,
	"order_item_id" uuid,
	"survey_response_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_length_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at" and "bookings"."ends_at" <= "bookings"."starts_at" + interval '720 minutes')
);
--> statement-breakpoint
CREATE TABLE "commerce_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"line_key" text NOT NULL,
	"ref" jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"held_quantity" integer DEFAULT 0 NOT NULL,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "commerce_cart_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "commerce_cart_items_quantity_check" CHECK ("commerce_cart_items"."quantity" > 0 AND "commerce_cart_items"."held_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"coupon_id" uuid,
	"shipping_choice" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_on" timestamp with time zone,
	"expires_on" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"handling_cents" integer DEFAULT 0 NOT NULL,
	"hold_minutes" integer DEFAULT 15 NOT NULL,
	"card_refunds_to" text DEFAULT 'original' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'physical' NOT NULL,
	"group" text DEFAULT 'product' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"graphic_thumb" text,
	"parent_id" uuid
);
--> statement-breakpoint
CREATE TABLE "catalogue_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_product_categories" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "catalogue_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'physical' NOT NULL,
	"group" text DEFAULT 'product' NOT NULL,
	"price_cents" integer NOT NULL,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"max_qty" integer,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"has_inventory" boolean DEFAULT false NOT NULL,
	"allow_backorders" boolean DEFAULT false NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"survey_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_held_check" CHECK ("catalogue_products"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"attributes" jsonb NOT NULL,
	"price_cents" integer,
	"weight_grams" integer,
	"photo_url" text,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_variants_held_check" CHECK ("catalogue_variants"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"icon_url" text,
	"biography" text,
	"website" text,
	"email" text,
	"phone" text,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"background_color" text,
	"global_network_id" uuid,
	"portal_version" text DEFAULT 'Version4' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'portal' NOT NULL,
	"external_email_id" text,
	"external_domain_id" text,
	"external_ssl_id" text,
	"ssl_registered" boolean DEFAULT false NOT NULL,
	"email_authenticated" boolean DEFAULT false NOT NULL,
	"registered" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"allow_ssl" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"password_protected" boolean DEFAULT false NOT NULL,
	"page_style_id" text,
	"payment_processor_id" text,
	"authenticated_page_style_id" text,
	"member_page_style_id" text,
	"environment" text DEFAULT 'Production' NOT NULL,
	"version" integer DEFAULT 4 NOT NULL,
	"config_version" integer DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"public_key" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "global_networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"package" text NOT NULL,
	"version_code" integer DEFAULT 1 NOT NULL,
	"domain_id" uuid,
	"credentials_id" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"tab" text,
	"title" text NOT NULL,
	"summary" text,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"publish_on" timestamp with time zone NOT NULL,
	"unpublish_on" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"pending_email" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"gender" text,
	"birthdate" date,
	"company_name" text,
	"company_title" text,
	"address" text,
	"address2" text,
	"address3" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text,
	"mobile" text,
	"phone_country_code" text,
	"phone_number" text,
	"website" text,
	"opt_in_email" boolean DEFAULT false NOT NULL,
	"opt_in_sms" boolean DEFAULT false NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"profile_photo" text,
	"total_touchpoints" integer DEFAULT 0 NOT NULL,
	"home_house_id" uuid,
	"email_verified_at" timestamp with time zone,
	"advanced" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_switches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"from_company_id" uuid NOT NULL,
	"to_company_id" uuid NOT NULL,
	"binding" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "directory_businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid,
	"type" text DEFAULT 'business' NOT NULL,
	"name" text NOT NULL,
	"about" text,
	"slogan" text,
	"brief" text,
	"email" text,
	"phone_number" text,
	"website" text,
	"banner" text,
	"graphic" text,
	"survey_id" uuid,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"names" text NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text,
	"profile_photo" text,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"website" text,
	"phone_number" text,
	"toll_free_number" text,
	"latitude" double precision,
	"longitude" double precision,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"on_sale" timestamp with time zone,
	"off_sale" timestamp with time zone,
	"quantity" integer,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"minimum" integer DEFAULT 1 NOT NULL,
	"maximum" integer DEFAULT 0 NOT NULL,
	"per_member_max" integer,
	"members_only" boolean DEFAULT false NOT NULL,
	"passcode_hash" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_ticket_types_capacity_check" CHECK ("event_ticket_types"."held" >= 0 and "event_ticket_types"."sold" >= 0 and ("event_ticket_types"."quantity" is null or "event_ticket_types"."held" + "event_ticket_types"."sold" <= "event_ticket_types"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"owner_id" uuid,
	"guest_email" text,
	"guest_name" text,
	"serial" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_cents" integer NOT NULL,
	"attendee" jsonb,
	"scanned_at" timestamp with time zone,
	"scan_data" text,
	"transferred_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ticket_type_id" uuid,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED BY DEFAULT AS IDENTITY (sequence name "event_waitlist_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"series_id" uuid,
	"recurrence" jsonb,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'ticket' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"graphic" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_link" text,
	"timezone_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"settings" jsonb NOT NULL,
	"hide_tickets" boolean DEFAULT false NOT NULL,
	"waitlist_form_id" uuid,
	"waitlist_offer_hours" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "house_credit_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "house_credit_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "house_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"initial_value" integer NOT NULL,
	"current_value" integer NOT NULL,
	"expires_on" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"reference_type" text DEFAULT 'none' NOT NULL,
	"reference_id" text,
	"pin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_credits_value_check" CHECK ("house_credits"."current_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_by" text,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sign_in_turns" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"customer_id" uuid,
	"card_number" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"expiration_date" date,
	"parent_card_id" uuid,
	"max_invites" integer DEFAULT 0 NOT NULL,
	"remaining_invites" integer DEFAULT 0 NOT NULL,
	"holder_first_name" text,
	"holder_last_name" text,
	"invited_email" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_cards_invites_check" CHECK ("membership_cards"."remaining_invites" >= 0),
	CONSTRAINT "membership_cards_holder_check" CHECK ("membership_cards"."customer_id" is not null or ("membership_cards"."status" = 'pending' and "membership_cards"."parent_card_id" is not null and "membership_cards"."invited_email" is not null))
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"background_color" text NOT NULL,
	"foreground_color" text NOT NULL,
	"survey_id" uuid,
	"max_invites" integer DEFAULT 0 NOT NULL,
	"frequency" text DEFAULT 'monthly' NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"tax_rate_hundredths" integer DEFAULT 0 NOT NULL,
	"service_fee" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_standings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"is_member" boolean DEFAULT false NOT NULL,
	"failed_payment" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"frequency" text NOT NULL,
	"rate" integer NOT NULL,
	"tax_rate_hundredths" integer DEFAULT 0 NOT NULL,
	"service_fee" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"next_date" date NOT NULL,
	"last_date" date DEFAULT '1900-01-01' NOT NULL,
	"last_amount" integer DEFAULT 0 NOT NULL,
	"billing_day" integer NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"total_payments" integer,
	"renewal_date" date,
	"renewable" boolean DEFAULT true NOT NULL,
	"auto_charge" boolean DEFAULT true NOT NULL,
	"requested_cancel_date" date,
	"paused_on" date,
	"paused_until" date,
	"status" text NOT NULL,
	"retry_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "message_recipients_message_id_customer_id_pk" PRIMARY KEY("message_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"from_name" text NOT NULL,
	"audience" jsonb NOT NULL,
	"club_wide" boolean DEFAULT false NOT NULL,
	"recipients" integer NOT NULL,
	"emailed" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"company_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_notification_id_customer_id_pk" PRIMARY KEY("notification_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_cancellations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"by" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"kind" text,
	"ref" jsonb,
	"line_data" jsonb,
	"fulfilment" jsonb,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo" text,
	"product_id" uuid,
	"variant_id" uuid,
	"product_attribute" text,
	"quantity" integer NOT NULL,
	"price_each" integer NOT NULL,
	"sub_total" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"shipping_total" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"cancelled_quantity" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"survey_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "commerce_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"via" text DEFAULT 'portal' NOT NULL,
	"type" text DEFAULT 'checkout' NOT NULL,
	"note" text,
	"sub_total" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"shipping_total" integer NOT NULL,
	"handling_total" integer DEFAULT 0 NOT NULL,
	"tip_total" integer DEFAULT 0 NOT NULL,
	"service_fee_total" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"charge" integer NOT NULL,
	"credits_applied" integer DEFAULT 0 NOT NULL,
	"order_level_credits" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_id" uuid,
	"shipping" jsonb,
	"dining" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_token_keys" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"provider_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method_kind" text NOT NULL,
	"wallet_method_id" uuid,
	"processor_id" text,
	"brand" text DEFAULT '' NOT NULL,
	"last_four" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"lease_until" timestamp with time zone,
	"provider_payment_id" text,
	"intent_id" text,
	"client_secret" text,
	"failure_code" text,
	"failure_message" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_credentials" (
	"company_id" uuid NOT NULL,
	"processor_id" text NOT NULL,
	"secret" text NOT NULL,
	"api_base" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processor_credentials_company_id_processor_id_pk" PRIMARY KEY("company_id","processor_id")
);
--> statement-breakpoint
CREATE TABLE "processor_customers" (
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"processor_id" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	CONSTRAINT "processor_customers_customer_id_processor_id_pk" PRIMARY KEY("customer_id","processor_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"last_four" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_type" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"customer_ref" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"customer_ref" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"failure_code" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_link_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"exit_uri" text NOT NULL,
	"public_token" text,
	"bank_account_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_outages" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"intent_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perk_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fine_print" text DEFAULT '' NOT NULL,
	"graphic" text,
	"foreground_color" text DEFAULT '#ffffff' NOT NULL,
	"background_color" text DEFAULT '#1f2a24' NOT NULL,
	"scan_code" text,
	"scan_format" text DEFAULT 'qr' NOT NULL,
	"redemption_pin_hash" text,
	"allow_sending" boolean DEFAULT false NOT NULL,
	"transferable" boolean DEFAULT false NOT NULL,
	"reference_type" text DEFAULT 'none' NOT NULL,
	"reference_id" uuid,
	"date_cutoff" timestamp with time zone,
	"value_kind" text DEFAULT 'amount' NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"days_valid" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perk_definitions_value_check" CHECK ("perk_definitions"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "perk_pass_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perk_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"definition_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"owner_id" uuid,
	"guest_email" text,
	"guest_name" text,
	"pin_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"valid_on" timestamp with time zone,
	"expires_on" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"scanned_at" timestamp with time zone,
	"scan_data" text,
	"cart_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"survey_answered_at" timestamp with time zone,
	"survey_response_id" uuid
);
--> statement-breakpoint
CREATE TABLE "pickup_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"method" text NOT NULL,
	"courier" text NOT NULL,
	"courier_code" text NOT NULL,
	"basis" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"brackets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_until" timestamp with time zone,
	"free_from_cents" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_user_id" uuid,
	"staff_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"endpoint" text NOT NULL,
	"method" text NOT NULL,
	"path_params" jsonb NOT NULL,
	"body_summary" jsonb,
	"outcome" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" jsonb NOT NULL,
	"upload_id" uuid
);
--> statement-breakpoint
CREATE TABLE "survey_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"survey_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"placeholder" text,
	"help" text,
	"default_value" jsonb NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"width" text DEFAULT '4of4' NOT NULL,
	"data_map" text,
	"accept" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"endpoint_id" uuid,
	"customer_id" uuid,
	"reference_type" text,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"customer_id" uuid,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'general' NOT NULL,
	"kind" text DEFAULT 'form' NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"multiple_responses" boolean DEFAULT false NOT NULL,
	"can_submit" boolean DEFAULT true NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"button_create" text,
	"button_edit" text,
	"confirmation_header" text,
	"confirmation_text" text,
	"reference_type" text,
	"reference_id" text,
	"business_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_accounts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"processor_id" text NOT NULL,
	"integration" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"nickname" text NOT NULL,
	"billing_use" text DEFAULT 'none' NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"billing_name" text DEFAULT '' NOT NULL,
	"billing_zip" text DEFAULT '' NOT NULL,
	"billing_country" text DEFAULT 'US' NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_holder_name" text DEFAULT '' NOT NULL,
	"account_type" text DEFAULT 'individual' NOT NULL,
	"verified" boolean NOT NULL,
	"verify_attempts" integer DEFAULT 0 NOT NULL,
	"verify_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_config_history" ADD CONSTRAINT "domain_config_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_config_history" ADD CONSTRAINT "domain_config_history_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_config_history" ADD CONSTRAINT "domain_config_history_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_selected_company_id_companies_id_fk" FOREIGN KEY ("selected_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_selected_domain_id_domains_id_fk" FOREIGN KEY ("selected_domain_id") REFERENCES "public"."domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credentials" ADD CONSTRAINT "customer_credentials_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credentials" ADD CONSTRAINT "customer_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_month_runs" ADD CONSTRAINT "billing_month_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_overdue_standings" ADD CONSTRAINT "billing_overdue_standings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_overdue_standings" ADD CONSTRAINT "billing_overdue_standings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blackouts" ADD CONSTRAINT "booking_blackouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blackouts" ADD CONSTRAINT "booking_blackouts_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_therapists" ADD CONSTRAINT "booking_service_therapists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_therapists" ADD CONSTRAINT "booking_service_therapists_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_therapists" ADD CONSTRAINT "booking_service_therapists_unit_id_booking_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."booking_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_id_booking_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."booking_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_item_id_commerce_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."commerce_order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_items" ADD CONSTRAINT "commerce_cart_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_cart_items" ADD CONSTRAINT "commerce_cart_items_cart_id_commerce_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."commerce_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_carts" ADD CONSTRAINT "commerce_carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_carts" ADD CONSTRAINT "commerce_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_carts" ADD CONSTRAINT "commerce_carts_coupon_id_commerce_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."commerce_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_coupons" ADD CONSTRAINT "commerce_coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_settings" ADD CONSTRAINT "commerce_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD CONSTRAINT "catalogue_categories_parent_id_catalogue_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_photos" ADD CONSTRAINT "catalogue_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_photos" ADD CONSTRAINT "catalogue_photos_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_categories" ADD CONSTRAINT "catalogue_product_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_categories" ADD CONSTRAINT "catalogue_product_categories_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_categories" ADD CONSTRAINT "catalogue_product_categories_category_id_catalogue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_global_network_id_global_networks_id_fk" FOREIGN KEY ("global_network_id") REFERENCES "public"."global_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_apps" ADD CONSTRAINT "mobile_apps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_apps" ADD CONSTRAINT "mobile_apps_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_home_house_id_companies_id_fk" FOREIGN KEY ("home_house_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_switches" ADD CONSTRAINT "network_switches_from_company_id_companies_id_fk" FOREIGN KEY ("from_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_switches" ADD CONSTRAINT "network_switches_to_company_id_companies_id_fk" FOREIGN KEY ("to_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_businesses" ADD CONSTRAINT "directory_businesses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_businesses" ADD CONSTRAINT "directory_businesses_category_id_directory_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."directory_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_categories" ADD CONSTRAINT "directory_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_contacts" ADD CONSTRAINT "directory_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_contacts" ADD CONSTRAINT "directory_contacts_business_id_directory_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."directory_businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_locations" ADD CONSTRAINT "directory_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_locations" ADD CONSTRAINT "directory_locations_business_id_directory_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."directory_businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_ticket_type_id_event_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_order_item_id_commerce_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."commerce_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_ticket_type_id_event_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_credit_transactions" ADD CONSTRAINT "house_credit_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_credit_transactions" ADD CONSTRAINT "house_credit_transactions_credit_id_house_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."house_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_credits" ADD CONSTRAINT "house_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_credits" ADD CONSTRAINT "house_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_standings" ADD CONSTRAINT "membership_standings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_standings" ADD CONSTRAINT "membership_standings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_subscriptions" ADD CONSTRAINT "membership_subscriptions_card_id_membership_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."membership_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_transactions" ADD CONSTRAINT "subscription_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_transactions" ADD CONSTRAINT "subscription_transactions_subscription_id_membership_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."membership_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_transactions" ADD CONSTRAINT "subscription_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_cancellations" ADD CONSTRAINT "commerce_order_cancellations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_cancellations" ADD CONSTRAINT "commerce_order_cancellations_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_cancellations" ADD CONSTRAINT "commerce_order_cancellations_order_item_id_commerce_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."commerce_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_items" ADD CONSTRAINT "commerce_order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_items" ADD CONSTRAINT "commerce_order_items_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_token_keys" ADD CONSTRAINT "bank_token_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_credentials" ADD CONSTRAINT "processor_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_customers" ADD CONSTRAINT "processor_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_customers" ADD CONSTRAINT "processor_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_bank_accounts" ADD CONSTRAINT "sandbox_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD CONSTRAINT "sandbox_card_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD CONSTRAINT "sandbox_intents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_link_sessions" ADD CONSTRAINT "sandbox_link_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_outages" ADD CONSTRAINT "sandbox_outages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_definitions" ADD CONSTRAINT "perk_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_pass_events" ADD CONSTRAINT "perk_pass_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_pass_events" ADD CONSTRAINT "perk_pass_events_pass_id_perk_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."perk_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_passes" ADD CONSTRAINT "perk_passes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_passes" ADD CONSTRAINT "perk_passes_definition_id_perk_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."perk_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_passes" ADD CONSTRAINT "perk_passes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_passes" ADD CONSTRAINT "perk_passes_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_passes" ADD CONSTRAINT "perk_passes_cart_id_commerce_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."commerce_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_passes" ADD CONSTRAINT "perk_passes_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD CONSTRAINT "pickup_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_field_id_survey_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."survey_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_upload_id_survey_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."survey_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_endpoints" ADD CONSTRAINT "survey_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_endpoints" ADD CONSTRAINT "survey_endpoints_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_endpoints" ADD CONSTRAINT "survey_endpoints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_fields" ADD CONSTRAINT "survey_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_fields" ADD CONSTRAINT "survey_fields_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_endpoint_id_survey_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."survey_endpoints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_uploads" ADD CONSTRAINT "survey_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_uploads" ADD CONSTRAINT "survey_uploads_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_uploads" ADD CONSTRAINT "survey_uploads_field_id_survey_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."survey_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_uploads" ADD CONSTRAINT "survey_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_accounts" ADD CONSTRAINT "house_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_accounts" ADD CONSTRAINT "house_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_methods" ADD CONSTRAINT "wallet_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_methods" ADD CONSTRAINT "wallet_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","type","created_at");--> statement-breakpoint
CREATE INDEX "domain_config_history_domain_idx" ON "domain_config_history" USING btree ("domain_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_config_history_version_idx" ON "domain_config_history" USING btree ("domain_id","version");--> statement-breakpoint
CREATE INDEX "staff_memberships_company_idx" ON "staff_memberships" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "account_tokens_customer_idx" ON "account_tokens" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_month_runs_idx" ON "billing_month_runs" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_member_month_idx" ON "billing_statements" USING btree ("company_id","customer_id","month");--> statement-breakpoint
CREATE INDEX "billing_statements_customer_idx" ON "billing_statements" USING btree ("company_id","customer_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_source_idx" ON "ledger_transactions" USING btree ("company_id","source");--> statement-breakpoint
CREATE INDEX "ledger_transactions_customer_idx" ON "ledger_transactions" USING btree ("company_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("company_id","order_id") WHERE "ledger_transactions"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_period_idx" ON "ledger_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_type_time_idx" ON "ledger_transactions" USING btree ("company_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_status_time_idx" ON "ledger_transactions" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_uninvoiced_idx" ON "ledger_transactions" USING btree ("company_id","customer_id") WHERE "ledger_transactions"."payment_type" = 'houseAccount' and "ledger_transactions"."invoice_id" is null and "ledger_transactions"."amount_due" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_blackouts_day_idx" ON "booking_blackouts" USING btree ("resource_id","date");--> statement-breakpoint
CREATE INDEX "booking_resources_type_idx" ON "booking_resources" USING btree ("company_id","block_type","position");--> statement-breakpoint
CREATE INDEX "booking_services_resource_idx" ON "booking_services" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "booking_units_resource_idx" ON "booking_units" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "bookings_unit_time_idx" ON "bookings" USING btree ("unit_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_resource_time_idx" ON "bookings" USING btree ("company_id","resource_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("company_id","customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_item_idx" ON "bookings" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_key");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_cart_items_line_idx" ON "commerce_cart_items" USING btree ("cart_id","line_key");--> statement-breakpoint
CREATE INDEX "commerce_cart_items_reserved_idx" ON "commerce_cart_items" USING btree ("company_id","reserved_until");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_carts_open_idx" ON "commerce_carts" USING btree ("company_id","customer_id") WHERE "commerce_carts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_coupons_code_idx" ON "commerce_coupons" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "catalogue_categories_type_idx" ON "catalogue_categories" USING btree ("company_id","type","order");--> statement-breakpoint
CREATE INDEX "catalogue_photos_product_idx" ON "catalogue_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "catalogue_product_categories_category_idx" ON "catalogue_product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalogue_products_list_idx" ON "catalogue_products" USING btree ("company_id","type","group","position");--> statement-breakpoint
CREATE INDEX "catalogue_variants_product_idx" ON "catalogue_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "domains_company_idx" ON "domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "content_pages_kind_idx" ON "content_pages" USING btree ("company_id","kind","publish_on");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_email_idx" ON "customers" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "customers_user_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customers_first_name_prefix_idx" ON "customers" USING btree ("company_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_prefix_idx" ON "customers" USING btree ("company_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("company_id","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_order_idx" ON "customers" USING btree ("company_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "customers_joined_order_idx" ON "customers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "directory_businesses_company_idx" ON "directory_businesses" USING btree ("company_id","category_id","name");--> statement-breakpoint
CREATE INDEX "directory_categories_company_idx" ON "directory_categories" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "directory_contacts_business_idx" ON "directory_contacts" USING btree ("company_id","business_id");--> statement-breakpoint
CREATE INDEX "directory_locations_business_idx" ON "directory_locations" USING btree ("company_id","business_id");--> statement-breakpoint
CREATE INDEX "event_ticket_types_event_idx" ON "event_ticket_types" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_serial_idx" ON "event_tickets" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "event_tickets_event_idx" ON "event_tickets" USING btree ("company_id","event_id");--> statement-breakpoint
CREATE INDEX "event_tickets_owner_idx" ON "event_tickets" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "event_tickets_buyer_idx" ON "event_tickets" USING btree ("company_id","customer_id","ticket_type_id");--> statement-breakpoint
CREATE INDEX "event_tickets_item_idx" ON "event_tickets" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_member_idx" ON "event_waitlist" USING btree ("event_id","customer_id");--> statement-breakpoint
CREATE INDEX "event_waitlist_line_idx" ON "event_waitlist" USING btree ("company_id","event_id","status","seq");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("company_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "house_credit_transactions_credit_idx" ON "house_credit_transactions" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "house_credits_customer_idx" ON "house_credits" USING btree ("company_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority","run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "rate_counters_expiry_idx" ON "rate_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_turns_next_idx" ON "sign_in_turns" USING btree ("next_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_company_idx" ON "mail_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cards_number_idx" ON "membership_cards" USING btree ("company_id","card_number");--> statement-breakpoint
CREATE INDEX "membership_cards_customer_idx" ON "membership_cards" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "membership_cards_parent_idx" ON "membership_cards" USING btree ("parent_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cards_invited_idx" ON "membership_cards" USING btree ("parent_card_id","invited_email");--> statement-breakpoint
CREATE INDEX "membership_cards_invitations_idx" ON "membership_cards" USING btree ("company_id","invited_email") WHERE "membership_cards"."customer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_subscriptions_card_idx" ON "membership_subscriptions" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "membership_subscriptions_due_idx" ON "membership_subscriptions" USING btree ("company_id","status","next_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_transactions_period_idx" ON "subscription_transactions" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_transactions_customer_idx" ON "subscription_transactions" USING btree ("company_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "message_recipients_customer_idx" ON "message_recipients" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "messages_company_idx" ON "messages" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "notifications_customer_idx" ON "notifications" USING btree ("company_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_order_cancellations_item_idx" ON "commerce_order_cancellations" USING btree ("order_item_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_order_items_order_idx" ON "commerce_order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_key_idx" ON "commerce_orders" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "commerce_orders_customer_idx" ON "commerce_orders" USING btree ("company_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_orders_created_idx" ON "commerce_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_idx" ON "payment_refunds" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_idx" ON "payments" USING btree ("company_id","intent_id");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'succeeded' and "payments"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_idempotency_idx" ON "sandbox_intents" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_idx" ON "sandbox_refunds" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "perk_definitions_kind_idx" ON "perk_definitions" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "perk_pass_events_pass_idx" ON "perk_pass_events" USING btree ("pass_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "perk_passes_serial_idx" ON "perk_passes" USING btree ("company_id","serial");--> statement-breakpoint
CREATE INDEX "perk_passes_owner_idx" ON "perk_passes" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "perk_passes_customer_idx" ON "perk_passes" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "perk_passes_definition_idx" ON "perk_passes" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "perk_passes_cart_idx" ON "perk_passes" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "pickup_locations_company_idx" ON "pickup_locations" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "shipping_rates_company_idx" ON "shipping_rates" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "staff_audit_log_company_at_idx" ON "staff_audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_at_idx" ON "staff_audit_log" USING btree ("company_id","staff_user_id","at");--> statement-breakpoint
CREATE INDEX "survey_answers_response_idx" ON "survey_answers" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_endpoints_company_uid_idx" ON "survey_endpoints" USING btree ("company_id","uid");--> statement-breakpoint
CREATE INDEX "survey_endpoints_reference_idx" ON "survey_endpoints" USING btree ("company_id","reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "survey_endpoints_customer_idx" ON "survey_endpoints" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "survey_fields_survey_idx" ON "survey_fields" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_customer_idx" ON "survey_responses" USING btree ("survey_id","customer_id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_created_idx" ON "survey_responses" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_uploads_response_idx" ON "survey_uploads" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_company_uid_idx" ON "surveys" USING btree ("company_id","uid");--> statement-breakpoint
CREATE INDEX "wallet_methods_customer_idx" ON "wallet_methods" USING btree ("customer_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_methods_use_idx" ON "wallet_methods" USING btree ("customer_id","billing_use") WHERE billing_use <> 'none';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_methods_provider_ref_idx" ON "wallet_methods" USING btree ("customer_id","processor_id","provider_ref");