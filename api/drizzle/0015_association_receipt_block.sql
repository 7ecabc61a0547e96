ALTER TABLE "associations" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "association_postal_code" text;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "association_city" text;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "association_siren" text;--> statement-breakpoint
ALTER TABLE "tax_receipts" ADD COLUMN "association_rna" text;--> statement-breakpoint
-- Issue 26, items 2 and 6 (hand-written below): the beneficiary block of Cerfa 11580*05 has the
-- street, the postal code and the commune apart, and the SIREN or RNA number.
-- A commune typed with its postal code ('38000 Grenoble'): the code moves to postal_code.
UPDATE "associations" SET
  "postal_code" = substring(btrim("city") from '^(\d{5})\s'),
  "city" = btrim(regexp_replace(btrim("city"), '^\d{5}\s+', ''))
WHERE "postal_code" IS NULL AND btrim("city") ~ '^\d{5}\s+\S';--> statement-breakpoint
-- An address that ends with the postal code and the commune ('1 rue X, 69003 Lyon'): split.
UPDATE "associations" SET
  "postal_code" = substring("address" from ',?\s*(\d{5})\s+[^,0-9]+$'),
  "city" = coalesce(nullif(btrim("city"), ''), btrim(substring("address" from ',?\s*\d{5}\s+([^,0-9]+)$'))),
  "address" = btrim(regexp_replace("address", ',?\s*\d{5}\s+[^,0-9]+$', ''))
WHERE "postal_code" IS NULL AND "address" ~ '\S.*,?\s*\d{5}\s+[^,0-9]+$';--> statement-breakpoint
-- An address that repeats the commune at its end ('1 rue de la République, Lyon' with city
-- 'Lyon', which printed 'Lyon, Lyon'): the commune is taken off the street.
UPDATE "associations" SET
  "address" = rtrim(left(rtrim("address"), length(rtrim("address")) - length(btrim("city"))), ' ,')
WHERE btrim(coalesce("city", '')) <> '' AND (
  lower(right(rtrim("address"), length(btrim("city")) + 1)) = ',' || lower(btrim("city"))
  OR lower(right(rtrim("address"), length(btrim("city")) + 2)) = ', ' || lower(btrim("city"))
);--> statement-breakpoint
-- The SIREN is the first 9 digits of the SIRET, kept when its Luhn check holds.
UPDATE "associations" SET "siren" = left("siret", 9)
WHERE "siren" IS NULL AND "siret" ~ '^\d{14}$' AND (
  SELECT sum(CASE WHEN i % 2 = 0
    THEN (substr(left("siret", 9), 10 - i, 1)::int * 2) % 10 + (substr(left("siret", 9), 10 - i, 1)::int * 2) / 10
    ELSE substr(left("siret", 9), 10 - i, 1)::int END) % 10 = 0
  FROM generate_series(1, 9) AS i
);--> statement-breakpoint
-- A verified association whose receipts would lack a fact of the block, or whose proof is not
-- a document it uploaded, goes back to review ('declared'): nothing unchecked is printed.
UPDATE "associations" a SET "tax_eligibility" = 'declared', "updated_at" = now()
WHERE a."tax_eligibility" = 'verified' AND (
  btrim(coalesce(a."address", '')) = ''
  OR coalesce(a."postal_code", '') !~ '^\d{5}$'
  OR btrim(coalesce(a."city", '')) = ''
  OR NOT (
    coalesce(a."siren", '') ~ '^\d{9}$'
    OR upper(replace(coalesce(a."rna", ''), ' ', '')) ~ '^W(\d{9}|2[AB]\d{7})$'
  )
  OR btrim(coalesce(a."tax_purpose", '')) = ''
  OR btrim(coalesce(a."tax_legal_status", '')) = ''
  OR btrim(coalesce(a."signatory_name", '')) = ''
  OR btrim(coalesce(a."signatory_title", '')) = ''
  OR NOT EXISTS (
    SELECT 1 FROM "uploads" u
    WHERE u."association_id" = a."id" AND u."kind" = 'document'
      AND (a."tax_document_url" = u."url" OR a."tax_document_url" LIKE '%/api/uploads/' || u."storage_key")
  )
);
