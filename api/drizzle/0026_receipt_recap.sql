ALTER TABLE "tax_receipts" ADD COLUMN "recap_charges" integer;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "recap_first_date" date;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "recap_last_date" date;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD CONSTRAINT "tax_receipts_recap_check" CHECK (("tax_receipts"."recap_charges" is null and "tax_receipts"."recap_first_date" is null and "tax_receipts"."recap_last_date" is null) or ("tax_receipts"."recap_charges" > 0 and "tax_receipts"."recap_first_date" <= "tax_receipts"."recap_last_date"));