CREATE TABLE "donation_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"donation_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"provider_status" text NOT NULL,
	"outcome" text NOT NULL,
	"provider_event_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_disputes_provider_dispute_id_unique" UNIQUE("provider_dispute_id"),
	CONSTRAINT "donation_disputes_outcome_check" CHECK ("donation_disputes"."outcome" in ('open', 'won', 'lost')),
	CONSTRAINT "donation_disputes_amount_check" CHECK ("donation_disputes"."amount_cents" >= 0),
	CONSTRAINT "donation_disputes_fee_check" CHECK ("donation_disputes"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_kind_check";--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "donation_disputes" ADD CONSTRAINT "donation_disputes_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_disputes_donation_idx" ON "donation_disputes" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "donation_disputes_open_idx" ON "donation_disputes" USING btree ("donation_id") WHERE "donation_disputes"."outcome" = 'open';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'fee', 'commission', 'transfer', 'refund', 'recovery', 'dispute_fee'));--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_cancellation_reason_check" CHECK ("tax_receipts"."cancellation_reason" is null or "tax_receipts"."cancellation_reason" in ('refund', 'dispute'));