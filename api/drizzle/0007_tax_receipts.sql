CREATE TABLE "tax_receipt_counters" (
	"association_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_receipt_counters_association_id_year_pk" PRIMARY KEY("association_id","year")
);
--> statement-breakpoint
CREATE TABLE "tax_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"association_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate_percent" integer NOT NULL,
	"gift_date" date NOT NULL,
	"donor_name" text NOT NULL,
	"donor_address" text NOT NULL,
	"donor_postal_code" text NOT NULL,
	"donor_city" text NOT NULL,
	"association_name" text NOT NULL,
	"association_address" text NOT NULL,
	"association_purpose" text NOT NULL,
	"association_legal_status" text NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_title" text NOT NULL,
	"pdf" "bytea",
	"emailed_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_emailed_at" timestamp with time zone,
	CONSTRAINT "tax_receipts_donation_id_unique" UNIQUE("donation_id"),
	CONSTRAINT "tax_receipts_association_number_unique" UNIQUE("association_id","year","sequence"),
	CONSTRAINT "tax_receipts_status_check" CHECK ("tax_receipts"."status" in ('issued', 'cancelled')),
	CONSTRAINT "tax_receipts_rate_check" CHECK ("tax_receipts"."rate_percent" in (66, 75)),
	CONSTRAINT "tax_receipts_cancelled_check" CHECK (("tax_receipts"."status" = 'cancelled') = ("tax_receipts"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"key" text NOT NULL,
	"valid_from" date NOT NULL,
	"value" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_key_valid_from_pk" PRIMARY KEY("key","valid_from"),
	CONSTRAINT "tax_settings_key_check" CHECK ("tax_settings"."key" in ('ceiling_75_cents', 'income_cap_percent', 'reward_cap_cents')),
	CONSTRAINT "tax_settings_value_check" CHECK ("tax_settings"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "tax_eligibility" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "tax_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "tax_document_url" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "tax_purpose" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "tax_legal_status" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "signatory_title" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "tax_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "tax_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "value_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reward_value_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "wants_tax_receipt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_address" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_postal_code" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_city" text;--> statement-breakpoint
ALTER TABLE "tax_receipt_counters" ADD CONSTRAINT "tax_receipt_counters_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_receipts_association_year_idx" ON "tax_receipts" USING btree ("association_id","year");--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_tax_eligibility_check" CHECK ("associations"."tax_eligibility" in ('none', 'declared', 'verified', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_tax_rate_check" CHECK ("associations"."tax_rate_percent" is null or "associations"."tax_rate_percent" in (66, 75));--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_tax_verified_rate_check" CHECK ("associations"."tax_eligibility" <> 'verified' or "associations"."tax_rate_percent" is not null);--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_value_check" CHECK ("rewards"."value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_tax_receipt_address_check" CHECK (not "donations"."wants_tax_receipt" or ("donations"."donor_address" is not null and "donations"."donor_postal_code" is not null and "donations"."donor_city" is not null));--> statement-breakpoint
-- The amounts in force when this was written; a new finance law adds a row with its own date.
INSERT INTO "tax_settings" ("key", "valid_from", "value") VALUES
	('ceiling_75_cents', '2020-01-01', 100000),
	('income_cap_percent', '2005-01-01', 20),
	('reward_cap_cents', '2024-01-01', 6900);
