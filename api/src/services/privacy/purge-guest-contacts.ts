import { sql } from 'drizzle-orm';
import { GUEST_CONTACT_RETENTION_MONTHS } from 'shared-contracts';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema';
import { contactNotErased, erasedContactColumns } from './erase-contact-data';

/**
 * Erases the contact data of guest donors (gifts without an account) whose last gift is older
 * than GUEST_CONTACT_RETENTION_MONTHS, the period the privacy policy states: the email and
 * phone, and the postal address where no reçu fiscal needs it (erase-contact-data.ts). The
 * name stays: it is not contact data, the public pages show it as the donor chose, and the
 * receipts and the association's accounts keep the gift. A guest is known by their email: a
 * new gift from the same address keeps all of its gifts' contacts for another period. Returns
 * how many donations were erased. `now`: the moment the period is counted from.
 */
export async function purgeGuestContacts(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${GUEST_CONTACT_RETENTION_MONTHS})`;
  const erased = await db
    .update(donations)
    .set(erasedContactColumns(now))
    .where(
      sql`${donations.userId} is null and ${contactNotErased} and ${donations.createdAt} < ${cutoff}
        and not exists (
          select 1 from ${donations} as recent
           where recent.user_id is null and recent.donor_email = ${donations.donorEmail}
             and recent.created_at >= ${cutoff})`,
    )
    .returning({ id: donations.id });
  return erased.length;
}
