CREATE TABLE "association_payout_accounts" (
	"association_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "association_payout_accounts" ADD CONSTRAINT "association_payout_accounts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;