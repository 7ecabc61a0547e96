CREATE TABLE "checkout_refusals" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "checkout_refusals_day_kind_pk" PRIMARY KEY("day","kind"),
	CONSTRAINT "checkout_refusals_kind_check" CHECK ("checkout_refusals"."kind" in ('challenge', 'honeypot', 'address', 'email', 'card'))
);
--> statement-breakpoint
CREATE TABLE "used_checkout_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_checkout_challenges_expires_at_idx" ON "used_checkout_challenges" USING btree ("expires_at");