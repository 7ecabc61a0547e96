CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"declines_left" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"period" text NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_on" date,
	"decline_code" text,
	"payment_reference" text,
	"donation_id" uuid,
	"paid_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_charges_donation_id_unique" UNIQUE("donation_id"),
	CONSTRAINT "plan_charges_plan_period_unique" UNIQUE("plan_id","period"),
	CONSTRAINT "plan_charges_amount_check" CHECK ("plan_charges"."amount_cents" > 0),
	CONSTRAINT "plan_charges_status_check" CHECK ("plan_charges"."status" in ('scheduled', 'charging', 'paid', 'declined', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "plan_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_year_receipts" (
	"plan_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"tax_receipt_id" uuid,
	"amount_cents" bigint NOT NULL,
	"charges" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_year_receipts_unique" UNIQUE("plan_id","year")
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"phone" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"contact_consent" boolean DEFAULT false NOT NULL,
	"wants_tax_receipt" boolean DEFAULT false NOT NULL,
	"donor_address" text,
	"donor_postal_code" text,
	"donor_city" text,
	"frequency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pause_reason" text,
	"stop_reason" text,
	"anchor_day" date,
	"next_charge_on" date,
	"first_donation_id" uuid NOT NULL,
	"first_session_id" text NOT NULL,
	"payment_provider" text NOT NULL,
	"customer_ref" text,
	"payment_method_ref" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" smallint,
	"card_exp_year" smallint,
	"card_reminded_for" text,
	"origin_url" text,
	"started_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_plans_first_donation_id_unique" UNIQUE("first_donation_id"),
	CONSTRAINT "recurring_plans_first_session_id_unique" UNIQUE("first_session_id"),
	CONSTRAINT "recurring_plans_amount_check" CHECK ("recurring_plans"."amount_cents" > 0),
	CONSTRAINT "recurring_plans_frequency_check" CHECK ("recurring_plans"."frequency" in ('monthly', 'yearly')),
	CONSTRAINT "recurring_plans_status_check" CHECK ("recurring_plans"."status" in ('pending', 'active', 'paused', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "setup_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "saved_card_id" text;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_year_receipts" ADD CONSTRAINT "plan_year_receipts_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_first_donation_id_donations_id_fk" FOREIGN KEY ("first_donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_charges_open_idx" ON "plan_charges" USING btree ("next_try_on") WHERE "plan_charges"."status" in ('scheduled', 'charging', 'declined');--> statement-breakpoint
CREATE INDEX "recurring_plans_due_idx" ON "recurring_plans" USING btree ("next_charge_on") WHERE "recurring_plans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_plans_campaign_idx" ON "recurring_plans" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "recurring_plans_user_idx" ON "recurring_plans" USING btree ("user_id") WHERE "recurring_plans"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "recurring_plans_email_idx" ON "recurring_plans" USING btree ("donor_email");