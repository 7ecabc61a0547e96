import { eq } from 'drizzle-orm';
import { formatEuros } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donationDisputes, type DisputeOutcome } from '../../db/schema/disputes';
import { donations } from '../../db/schema/donations';
import { users } from '../../db/schema/users';
import type { MailService } from '../mail/mail-service';
import { sendOnce } from '../mail/send-once';
import { DISPUTE_ALERT_TEXTS as T } from './dispute-texts';

/**
 * The super admins hear of a dispute when it opens and when the bank decides (`dispute-alert`
 * job, added in the event's transaction): one email each, once per dispute and outcome.
 */
export async function sendDisputeAlert(
  deps: { db: Database; mail: MailService },
  job: { disputeId: string; outcome: DisputeOutcome },
): Promise<void> {
  const [facts] = await deps.db
    .select({
      providerDisputeId: donationDisputes.providerDisputeId,
      amountCents: donationDisputes.amountCents,
      feeCents: donationDisputes.feeCents,
      reason: donationDisputes.reason,
      donorName: donations.donorName,
      donationCents: donations.amountCents,
      paymentStatus: donations.paymentStatus,
      donorEmail: donations.donorEmail,
      campaignTitle: campaigns.title,
      associationName: associations.name,
    })
    .from(donationDisputes)
    .innerJoin(donations, eq(donations.id, donationDisputes.donationId))
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(donationDisputes.id, job.disputeId));
  if (!facts) return;
  const admins = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'super_admin'));
  // The gift's amount: a dispute on a refunded gift has nothing left at stake (amount 0).
  const amount = formatEuros(facts.donationCents / 100);
  const fee = formatEuros(facts.feeCents / 100);
  const lines = [
    T.intro[job.outcome],
    T.gift(amount, facts.donorName, facts.donorEmail),
    T.campaign(facts.campaignTitle, facts.associationName),
    T.reason(facts.reason),
    T.reference(facts.providerDisputeId),
    job.outcome === 'won'
      ? T.consequence.won(facts.feeCents > 0 ? fee : null)
      : job.outcome === 'open' && facts.paymentStatus === 'refunded'
        ? T.alreadyRefunded
        : T.consequence[job.outcome](fee),
  ];
  for (const admin of admins)
    await sendOnce(deps, `dispute-alert:${job.disputeId}:${job.outcome}:${admin.email}`, {
      to: admin.email,
      subject: T.subject[job.outcome](amount, facts.associationName),
      text: `${lines.join('\n\n')}\n`,
    });
}
