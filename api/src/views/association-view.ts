import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  effectiveTaxRate,
  type Association,
  type AssociationDocument,
  type CatalogueFilter,
  type PublicAssociation,
} from 'shared-contracts';
import type { Database } from '../db/client';
import { associationRaisedCents, associations, documents } from '../db/schema';
import { centsToEuros } from '../lib/money';
import { iso } from './dates';
import { idOrSlugCondition } from './id-or-slug';
import { containsFolded, foldedLikePattern } from './text-search';

type AssociationRow = typeof associations.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

// Written with qualified names: drizzle renders columns unqualified inside sql``, which would
// make the correlated sub-select compare campaigns with themselves.
const publicCampaignCount = sql<number>`(select count(*) from "campaigns" c where c.association_id = "associations"."id" and c.status in ('active', 'completed'))::int`;
const allCampaignCount = sql<number>`(select count(*) from "campaigns" c where c.association_id = "associations"."id")::int`;

/** The public serializer: written field by field so bank details and manager contacts never leak. */
function toPublicAssociation(
  row: AssociationRow,
  totalCampaigns: number,
  raisedCents: number,
): PublicAssociation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    contact_email: row.contactEmail,
    email: row.email,
    phone: row.phone,
    address: row.address,
    postal_code: row.postalCode,
    website: row.website,
    city: row.city,
    image_url: row.imageUrl,
    status: row.status,
    raised_amount: centsToEuros(raisedCents),
    total_campaigns: totalCampaigns,
    created_at: iso(row.createdAt),
    association_code: row.associationCode,
    siret: row.siret,
    siren: row.siren,
    rna: row.rna,
    ape_code: row.apeCode,
    ccam_code: row.ccamCode,
    // The 'Dons déductibles' badge and the dialog's reduction read this: verified only.
    tax_receipt_rate: effectiveTaxRate(row),
  };
}

export function toDocument(row: DocumentRow): AssociationDocument {
  return {
    id: row.id,
    name: row.name,
    filename: row.name,
    url: row.url,
    size: row.sizeBytes,
    content_type: row.contentType,
    uploaded_at: iso(row.uploadedAt),
  };
}

/** The full record for its managers and the super admin; bank fields under both spellings. */
function toAssociation(
  row: AssociationRow,
  totalCampaigns: number,
  raisedCents: number,
  docs: DocumentRow[],
): Association {
  return {
    ...toPublicAssociation(row, totalCampaigns, raisedCents),
    iban: row.iban,
    bic: row.bic,
    rib_iban: row.iban,
    rib_bic: row.bic,
    bank_name: row.bankName,
    manager_name: row.managerName,
    manager_email: row.managerEmail,
    manager_phone: row.managerPhone,
    documents: docs.map(toDocument),
    tax_eligibility: row.taxEligibility,
    tax_purpose: row.taxPurpose,
    tax_legal_status: row.taxLegalStatus,
    signatory_name: row.signatoryName,
    signatory_title: row.signatoryTitle,
    tax_document_url: row.taxDocumentUrl,
  };
}

/** GET /associations: approved ones, searched on name or description, one query. */
export async function listPublicAssociations(
  db: Database,
  filter: CatalogueFilter,
): Promise<PublicAssociation[]> {
  const conditions: SQL[] = [eq(associations.status, 'approved')];
  if (filter.search) {
    const pattern = foldedLikePattern(filter.search);
    conditions.push(
      or(
        containsFolded(associations.name, pattern),
        containsFolded(associations.description, pattern),
      )!,
    );
  }
  if (filter.category)
    conditions.push(eq(associations.category, filter.category as AssociationRow['category']));
  const rows = await db
    .select({
      association: associations,
      totalCampaigns: publicCampaignCount,
      raisedCents: associationRaisedCents,
    })
    .from(associations)
    .where(and(...conditions))
    .orderBy(asc(associations.name));
  return rows.map((row) =>
    toPublicAssociation(row.association, row.totalCampaigns, row.raisedCents),
  );
}

export async function findPublicAssociation(
  db: Database,
  idOrSlug: string,
): Promise<PublicAssociation | undefined> {
  const [row] = await db
    .select({
      association: associations,
      totalCampaigns: publicCampaignCount,
      raisedCents: associationRaisedCents,
    })
    .from(associations)
    .where(and(idOrSlugCondition(associations, idOrSlug), eq(associations.status, 'approved')))
    .limit(1);
  return row
    ? toPublicAssociation(row.association, row.totalCampaigns, row.raisedCents)
    : undefined;
}

/** Full records (admin list, manager view), documents loaded in one extra query. */
export async function listFullAssociations(db: Database, ids?: string[]): Promise<Association[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      association: associations,
      totalCampaigns: allCampaignCount,
      raisedCents: associationRaisedCents,
    })
    .from(associations)
    .where(ids ? inArray(associations.id, ids) : undefined)
    .orderBy(desc(associations.createdAt));
  if (rows.length === 0) return [];
  const docs = await db
    .select()
    .from(documents)
    .where(
      inArray(
        documents.associationId,
        rows.map((row) => row.association.id),
      ),
    )
    .orderBy(asc(documents.uploadedAt));
  const byAssociation = new Map<string, DocumentRow[]>();
  for (const doc of docs)
    byAssociation.set(doc.associationId, [...(byAssociation.get(doc.associationId) ?? []), doc]);
  return rows.map((row) =>
    toAssociation(
      row.association,
      row.totalCampaigns,
      row.raisedCents,
      byAssociation.get(row.association.id) ?? [],
    ),
  );
}

export async function findFullAssociation(
  db: Database,
  id: string,
): Promise<Association | undefined> {
  const [association] = await listFullAssociations(db, [id]);
  return association;
}
