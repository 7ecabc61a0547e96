ALTER TABLE "rewards" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "remaining" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "needs_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reward_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reward_needs_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "shipping_address" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "shipping_address_extra" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "shipping_postal_code" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "shipping_city" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "shipping_country" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reward_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reward_tracking_note" text;--> statement-breakpoint
CREATE INDEX "donations_reward_delivery_idx" ON "donations" USING btree ("campaign_id") WHERE "donations"."reward_needs_shipping";--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_stock_check" CHECK (("rewards"."quantity" is null and "rewards"."remaining" is null) or ("rewards"."quantity" >= 0 and "rewards"."remaining" >= 0 and "rewards"."remaining" <= "rewards"."quantity"));