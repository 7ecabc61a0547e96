ALTER TABLE "donations" ADD COLUMN "recurring_plan_id" uuid;--> statement-breakpoint
-- The gifts of the plans started before this column: each plan's first checkout and its charges.
UPDATE "donations" d SET "recurring_plan_id" = p."id" FROM "recurring_plans" p WHERE p."first_donation_id" = d."id";--> statement-breakpoint
UPDATE "donations" d SET "recurring_plan_id" = c."plan_id" FROM "plan_charges" c WHERE c."donation_id" = d."id";
