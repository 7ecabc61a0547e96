ALTER TABLE "rewards" ADD COLUMN "no_market_value" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_no_market_value_check" CHECK (not "rewards"."no_market_value" or "rewards"."value_cents" = 0);--> statement-breakpoint
-- Each dated setting names the text that sets it (shown in the admin console with its history).
UPDATE "tax_settings" SET "source" = 'Art. 200-1 ter du CGI (plafond de 1 000 € depuis 2020, pérennisé par l''art. 6 de la loi n° 2025-127 du 14 février 2025 de finances pour 2025)' WHERE "key" = 'ceiling_75_cents' AND "valid_from" = '2020-01-01';--> statement-breakpoint
UPDATE "tax_settings" SET "source" = 'Art. 200-1 du CGI (réduction de 66 % dans la limite de 20 % du revenu imposable)' WHERE "key" = 'income_cap_percent' AND "valid_from" = '2005-01-01';--> statement-breakpoint
-- Art. 200-1 ter du CGI as amended by the loi de finances pour 2026 (art. 9 of the bill, kept in
-- the text adopted after art. 49-3): the 75 % rate applies to gifts up to 2 000 € a year, for
-- gifts made from 14 October 2025 (the day the bill was presented to the Council of Ministers).
INSERT INTO "tax_settings" ("key", "valid_from", "value", "source") VALUES
	('ceiling_75_cents', '2025-10-14', 200000, 'Art. 200-1 ter du CGI modifié par la loi de finances pour 2026 (art. 9 du projet) : plafond porté à 2 000 € pour les dons effectués à compter du 14 octobre 2025')
	ON CONFLICT ("key", "valid_from") DO NOTHING;--> statement-breakpoint
-- The rewards' flat cap (BOI-IR-RICI-250-10-20-10, contreparties des dons des particuliers: a
-- quarter of the gift and at most a flat amount per donor and calendar year, revalued every five
-- years): 65 € from 2011, 69 € from 2016, 73 € from 1 January 2021 (BOFiP update of
-- 17 May 2021). Migration 0007 seeded 69 € from 2024, which the text does not say: that row is
-- replaced by the dated history.
DELETE FROM "tax_settings" WHERE "key" = 'reward_cap_cents' AND "valid_from" = '2024-01-01';--> statement-breakpoint
INSERT INTO "tax_settings" ("key", "valid_from", "value", "source") VALUES
	('reward_cap_cents', '2016-01-01', 6900, 'BOI-IR-RICI-250-10-20-10 (contreparties : 1/4 du don et au plus 69 € par an)'),
	('reward_cap_cents', '2021-01-01', 7300, 'BOI-IR-RICI-250-10-20-10, mise à jour du 17 mai 2021 (contreparties : 1/4 du don et au plus 73 € par an depuis le 1er janvier 2021)')
	ON CONFLICT ("key", "valid_from") DO NOTHING;
