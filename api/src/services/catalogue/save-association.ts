import { eq } from 'drizzle-orm';
import { SIGN_UP_MESSAGES } from 'shared-contracts';
import type { AssociationCreateSchemaOutput, AssociationUpdateSchemaOutput } from './schema-types';
import type { Database, Tx } from '../../db/client';
import { associations } from '../../db/schema';
import { queueReviewEmail } from '../association-sign-up/review-association';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { fieldError } from '../../lib/app-error';
import { definedOnly } from '../../lib/defined-only';
import { sanitizeHtml } from '../../lib/sanitize';
import { changesReceiptFacts } from '../receipts/receipt-facts';
import { lockAssociation } from './lock-association';
import { insertWithUniqueSlug } from './unique-slug';

/** A new association gets this placeholder image (spec section 5). */
export const ASSOCIATION_PLACEHOLDER_IMAGE = '/api/placeholders/association.svg';

type AssociationInsert = typeof associations.$inferInsert;

/**
 * The editable columns present in a validated body. Missing keys are left out (unchanged);
 * the spec's two bank spellings land in one stored pair, the plain name winning if both come.
 */
function columnsFrom(input: AssociationUpdateSchemaOutput): Partial<AssociationInsert> {
  return definedOnly({
    name: input.name,
    contactEmail: input.contact_email,
    category: input.category,
    status: input.status,
    description: input.description === undefined ? undefined : sanitizeHtml(input.description),
    email: input.email,
    phone: input.phone,
    address: input.address,
    postalCode: input.postal_code,
    website: input.website,
    city: input.city,
    imageUrl: input.image_url,
    associationCode: input.association_code,
    siret: input.siret,
    siren: input.siren,
    ccamCode: input.ccam_code,
    apeCode: input.ape_code,
    rna: input.rna,
    iban: input.iban !== undefined ? input.iban : input.rib_iban,
    bic: input.bic !== undefined ? input.bic : input.rib_bic,
    bankName: input.bank_name,
    managerName: input.manager_name,
    managerEmail: input.manager_email,
    managerPhone: input.manager_phone,
  } satisfies { [K in keyof AssociationInsert]?: AssociationInsert[K] | undefined });
}

/** New associations always start pending: a super admin approves them. */
export async function createAssociation(
  db: Database,
  input: AssociationCreateSchemaOutput,
  actor: AuditActor,
): Promise<string> {
  const columns = columnsFrom(input);
  return db.transaction((tx) =>
    insertAssociation(
      tx,
      {
        ...columns,
        name: input.name,
        contactEmail: input.contact_email,
        category: input.category,
        imageUrl: columns.imageUrl ?? ASSOCIATION_PLACEHOLDER_IMAGE,
        status: 'pending',
      },
      (attempt, row) =>
        recordAudit(attempt, {
          actor,
          action: 'association.create',
          entity: 'association',
          entityId: row.id,
          after: row,
        }),
    ),
  );
}

/**
 * Inserts a new association under the first free slug of its name, each attempt in its own
 * savepoint (a slug clash must not abort the caller's transaction); `then` runs in that
 * savepoint with the new row. Answers its id.
 */
export async function insertAssociation(
  tx: Tx,
  values: Omit<AssociationInsert, 'slug'>,
  then?: (attempt: Tx, row: typeof associations.$inferSelect) => Promise<unknown>,
): Promise<string> {
  return insertWithUniqueSlug(
    tx as unknown as Database,
    associations,
    associations.slug,
    values.name,
    (slug) =>
      tx.transaction(async (attempt) => {
        const [row] = await attempt
          .insert(associations)
          .values({ ...values, slug })
          .returning();
        await then?.(attempt, row!);
        return row!.id;
      }),
    'association',
  );
}

/**
 * How the audit log names an association's change: a new status is a moderation decision
 * (approve, reject, back to pending), anything else an edit.
 */
export function associationChangeAction(
  before: { status: string },
  after: { status: string },
): string {
  if (before.status === after.status) return 'association.update';
  if (after.status === 'approved') return 'association.approve';
  if (after.status === 'rejected') return 'association.reject';
  return 'association.status';
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
  actor: AuditActor,
): Promise<{ backToReview: boolean } | undefined> {
  const columns = columnsFrom(input);
  return db.transaction(async (tx) => {
    const current = await lockAssociation(tx, id);
    if (!current) return undefined;
    // A rejection tells the managers why (issue 28): it goes through the review, reason included.
    if (columns.status === 'rejected' && current.status !== 'rejected')
      throw fieldError('reason', SIGN_UP_MESSAGES.rejectionReasonRequired);
    const backToReview =
      current.taxEligibility === 'verified' && changesReceiptFacts(current, columns);
    const [updated] = await tx
      .update(associations)
      .set({
        ...columns,
        ...(backToReview ? { taxEligibility: 'declared' as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(associations.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: associationChangeAction(current, updated!),
      entity: 'association',
      entityId: id,
      before: current,
      after: updated,
    });
    // An approval through this call (status only) tells the managers too.
    if (current.status !== updated!.status && updated!.status !== 'pending')
      await queueReviewEmail(tx, { associationId: id, status: updated!.status, reason: null });
    return { backToReview };
  });
}
