CREATE TABLE "association_debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"donation_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"recovered_by_payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "association_debts_donation_id_unique" UNIQUE("donation_id"),
	CONSTRAINT "association_debts_amount_check" CHECK ("association_debts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_kind_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "recovered_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "association_debts" ADD CONSTRAINT "association_debts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_debts" ADD CONSTRAINT "association_debts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_debts" ADD CONSTRAINT "association_debts_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_debts" ADD CONSTRAINT "association_debts_recovered_by_payout_id_payouts_id_fk" FOREIGN KEY ("recovered_by_payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "association_debts_open_idx" ON "association_debts" USING btree ("association_id") WHERE "association_debts"."recovered_by_payout_id" is null;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recovered_check" CHECK ("payouts"."recovered_cents" >= 0 and "payouts"."recovered_cents" <= "payouts"."net_cents");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'fee', 'commission', 'transfer', 'refund', 'recovery'));