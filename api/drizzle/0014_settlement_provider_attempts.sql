-- Issue 26, item 10: every donation names the provider it was paid through (settlement refunds
-- and transfers through it). Rows written without one are filled from their own ids: the
-- sandbox's sessions and payments are 'cs_sandbox...' / 'pi_sandbox...', Stripe's 'cs_...' /
-- 'pi_...' / 'ch_...'; anything else was made by the sandbox (the demo data, or no session).
UPDATE "donations" SET "payment_provider" = CASE
  WHEN "provider_session_id" LIKE 'cs\_sandbox%' OR "payment_reference" LIKE 'pi\_sandbox%' THEN 'sandbox'
  WHEN "provider_session_id" LIKE 'cs\_%' OR "payment_reference" LIKE 'pi\_%' OR "payment_reference" LIKE 'ch\_%' THEN 'stripe'
  ELSE 'sandbox'
END WHERE "payment_provider" IS NULL OR "payment_provider" NOT IN ('sandbox', 'stripe');--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "payment_provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempt_cents" bigint;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_provider_check" CHECK ("donations"."payment_provider" in ('sandbox', 'stripe'));