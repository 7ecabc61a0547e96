ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "association_id" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "pending_account_password_hash" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_association_idx" ON "uploads" USING btree ("association_id");