import { eq } from 'drizzle-orm';
import type { AssociationCreateSchemaOutput, AssociationUpdateSchemaOutput } from './schema-types';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema';
import { sanitizeHtml } from '../../lib/sanitize';
import { changesReceiptFacts } from '../receipts/receipt-facts';
import { insertWithUniqueSlug } from './unique-slug';

/** A new association gets this placeholder image (spec section 5). */
export const ASSOCIATION_PLACEHOLDER_IMAGE = '/api/placeholders/association.svg';

type AssociationInsert = typeof associations.$inferInsert;

/**
 * The editable columns present in a validated body. Missing keys are left out (unchanged);
 * the spec's two bank spellings land in one stored pair, the plain name winning if both come.
 */
function columnsFrom(input: AssociationUpdateSchemaOutput): Partial<AssociationInsert> {
  const columns: Partial<AssociationInsert> = {};
  const set = <K extends keyof AssociationInsert>(
    key: K,
    value: AssociationInsert[K] | undefined,
  ) => {
    if (value !== undefined) columns[key] = value;
  };
  set('name', input.name);
  set('contactEmail', input.contact_email);
  set('category', input.category);
  set('status', input.status);
  set('description', input.description === undefined ? undefined : sanitizeHtml(input.description));
  set('email', input.email);
  set('phone', input.phone);
  set('address', input.address);
  set('postalCode', input.postal_code);
  set('website', input.website);
  set('city', input.city);
  set('imageUrl', input.image_url);
  set('associationCode', input.association_code);
  set('siret', input.siret);
  set('siren', input.siren);
  set('ccamCode', input.ccam_code);
  set('apeCode', input.ape_code);
  set('rna', input.rna);
  set('iban', input.iban !== undefined ? input.iban : input.rib_iban);
  set('bic', input.bic !== undefined ? input.bic : input.rib_bic);
  set('bankName', input.bank_name);
  set('managerName', input.manager_name);
  set('managerEmail', input.manager_email);
  set('managerPhone', input.manager_phone);
  return columns;
}

/** New associations always start pending: a super admin approves them. */
export async function createAssociation(
  db: Database,
  input: AssociationCreateSchemaOutput,
): Promise<string> {
  const columns = columnsFrom(input);
  return insertWithUniqueSlug(
    db,
    associations,
    associations.slug,
    input.name,
    async (slug) => {
      const [row] = await db
        .insert(associations)
        .values({
          ...columns,
          name: input.name,
          contactEmail: input.contact_email,
          category: input.category,
          imageUrl: columns.imageUrl ?? ASSOCIATION_PLACEHOLDER_IMAGE,
          status: 'pending',
          slug,
        })
        .returning({ id: associations.id });
      return row!.id;
    },
    'association',
  );
}

/**
 * Partial update; the slug never changes so public links stay valid. Undefined when not found.
 * A verified association whose change touches a fact its reçus fiscaux print (name, address
 * block, SIREN or RNA...: RECEIPT_FACT_COLUMNS) goes back to review in the same statement;
 * `backToReview` says so, for the screens to tell.
 */
export async function updateAssociation(
  db: Database,
  id: string,
  input: AssociationUpdateSchemaOutput,
): Promise<{ backToReview: boolean } | undefined> {
  const columns = columnsFrom(input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(associations)
      .where(eq(associations.id, id))
      .for('update');
    if (!current) return undefined;
    const backToReview =
      current.taxEligibility === 'verified' && changesReceiptFacts(current, columns);
    await tx
      .update(associations)
      .set({
        ...columns,
        ...(backToReview ? { taxEligibility: 'declared' as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(associations.id, id));
    return { backToReview };
  });
}
