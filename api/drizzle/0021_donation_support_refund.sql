ALTER TABLE "donations" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refund_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_refund_requested_by_users_id_fk" FOREIGN KEY ("refund_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;