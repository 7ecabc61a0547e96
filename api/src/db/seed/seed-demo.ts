import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isValidSiret } from 'shared-contracts';
import type { Database } from '../client';
import { associations, campaigns, donations, rewards, userAssociations, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { slugify } from '../../lib/slug';
import { confirmDonationPayment } from '../../services/ledger/confirm-payment';
import type { JobName } from '../../services/jobs/enqueue';
import { ASSOCIATION_PLACEHOLDER_IMAGE } from '../../services/catalogue/save-association';
import { CAMPAIGN_PLACEHOLDER_IMAGE } from '../../services/catalogue/save-campaign';
import { rowsOf } from '../../lib/sql-rows';
import { DEMO_ACCOUNTS, DEMO_ASSOCIATIONS } from './demo-data';

const DAY = 86_400_000;

/** The SIRET of the head office: the SIREN, then the first NIC that passes the Luhn check. */
function siretOf(siren: string): string {
  for (let nic = 10; nic < 100; nic += 1) {
    const siret = `${siren}000${nic}`;
    if (isValidSiret(siret)) return siret;
  }
  throw new Error(`no SIRET for ${siren}`);
}

/**
 * Demo data on an empty database (no user, no association): several approved associations of
 * every category and a pending one, goal and continuous campaigns with rewards, a manager, a
 * donor, a super admin, and paid donations so totals are not zero. Paid donations go through
 * the payments service's confirmDonationPayment, so the ledger and the totals agree.
 * An advisory lock keeps two instances starting together from seeding twice.
 */
export async function seedDemoIfEmpty(
  db: Database,
  logger: Pick<Logger, 'info'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274003)`);
    const [counts] = rowsOf<{ users: number; associations: number }>(
      await tx.execute(
        sql`select (select count(*)::int from users) as users, (select count(*)::int from associations) as associations`,
      ),
    );
    if (!counts || counts.users > 0 || counts.associations > 0) return false;
    await seedDemo(tx as unknown as Database);
    // The demo's payments queued their receipts like any payment: withdrawn, so demo data
    // mails nobody. (Marking the emails as sent was not enough: a receipts job's first run
    // sends without looking, see sendFirstPaymentReceipts.)
    const receiptJobs: JobName[] = ['payment-receipts', 'payment-receipts-batch'];
    await tx.execute(sql`
      select graphile_worker.complete_jobs(array(select id from graphile_worker.jobs
        where task_identifier = any(${sql.param(receiptJobs)}::text[])))`);
    await tx.execute(sql`update tax_receipts set emailed_at = now() where emailed_at is null`);
    logger.info('demo data seeded (accounts listed in api/README.md)');
    return true;
  });
}

async function seedDemo(db: Database): Promise<void> {
  const userIds: Record<keyof typeof DEMO_ACCOUNTS, string> = {
    admin: '',
    manager: '',
    managerPending: '',
    donor: '',
  };
  const roles = {
    admin: 'super_admin',
    manager: 'association_manager',
    managerPending: 'association_manager',
    donor: 'donor',
  } as const;
  for (const key of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    const account = DEMO_ACCOUNTS[key];
    const [row] = await db
      .insert(users)
      .values({
        email: account.email,
        fullName: account.fullName,
        role: roles[key],
        passwordHash: await hashPassword(account.password),
        phone: key === 'donor' ? '06 12 34 56 78' : null,
      })
      .returning({ id: users.id });
    userIds[key] = row!.id;
  }

  let age = 120;
  for (const demo of DEMO_ASSOCIATIONS) {
    const [association] = await db
      .insert(associations)
      .values({
        slug: slugify(demo.name),
        name: demo.name,
        description: demo.description,
        category: demo.category,
        contactEmail: `contact@${slugify(demo.name)}.demo.fr`,
        email: `contact@${slugify(demo.name)}.demo.fr`,
        phone: '01 23 45 67 89',
        address: demo.street,
        postalCode: demo.postalCode,
        website: `https://${slugify(demo.name)}.demo.fr`,
        city: demo.city,
        imageUrl: ASSOCIATION_PLACEHOLDER_IMAGE,
        status: demo.status,
        siret: demo.siren ? siretOf(demo.siren) : null,
        siren: demo.siren ?? null,
        rna: demo.rna,
        apeCode: '9499Z',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        bankName: 'Banque Démo',
        managerName: demo.managedByDemoManager
          ? DEMO_ACCOUNTS.manager.fullName
          : 'Responsable Démo',
        managerEmail: demo.managedByDemoManager
          ? DEMO_ACCOUNTS.manager.email
          : `responsable@${slugify(demo.name)}.demo.fr`,
        createdAt: new Date(Date.now() - (age -= 5) * DAY),
      })
      .returning({ id: associations.id });
    const associationId = association!.id;
    if (demo.managedByDemoManager)
      await db.insert(userAssociations).values({ userId: userIds.manager, associationId });
    if (demo.status === 'pending')
      await db.insert(userAssociations).values({ userId: userIds.managerPending, associationId });

    for (const demoCampaign of demo.campaigns) {
      const [campaign] = await db
        .insert(campaigns)
        .values({
          slug: slugify(demoCampaign.title),
          title: demoCampaign.title,
          description: demoCampaign.description,
          story: demoCampaign.story,
          imageUrl: CAMPAIGN_PLACEHOLDER_IMAGE,
          targetAmountCents: demoCampaign.target === null ? null : demoCampaign.target * 100,
          endDate:
            demoCampaign.endsInDays === null
              ? null
              : new Date(Date.now() + demoCampaign.endsInDays * DAY),
          status: demoCampaign.status,
          associationId,
          createdAt: new Date(Date.now() - (age -= 3) * DAY),
        })
        .returning({ id: campaigns.id });
      const campaignId = campaign!.id;
      const rewardRows = demoCampaign.rewards.length
        ? await db
            .insert(rewards)
            .values(
              demoCampaign.rewards.map((reward, position) => ({
                campaignId,
                amountCents: reward.amount * 100,
                title: reward.title,
                description: reward.description,
                valueCents: (reward.value ?? 0) * 100,
                noMarketValue: reward.noMarketValue ?? false,
                position,
              })),
            )
            .returning()
        : [];
      for (const [index, gift] of demoCampaign.donations.entries()) {
        const reward = [...rewardRows]
          .filter((row) => row.amountCents <= gift.amount * 100)
          .sort((a, b) => b.amountCents - a.amountCents)[0];
        const sessionId = `demo_${randomUUID()}`;
        await db.insert(donations).values({
          campaignId,
          userId: gift.byDemoDonor ? userIds.donor : null,
          donorName: gift.byDemoDonor ? DEMO_ACCOUNTS.donor.fullName : gift.name,
          donorEmail: gift.byDemoDonor
            ? DEMO_ACCOUNTS.donor.email
            : `${slugify(gift.name)}-${index}@demo.fr`,
          amountCents: gift.amount * 100,
          isAnonymous: gift.anonymous ?? false,
          message: gift.message ?? null,
          rewardId: reward?.id ?? null,
          rewardTitle: reward?.title ?? null,
          rewardDescription: reward?.description ?? null,
          rewardValueCents: reward?.valueCents ?? 0,
          paymentProvider: 'sandbox',
          providerSessionId: sessionId,
          createdAt: new Date(Date.now() - (index + 1) * DAY),
        });
        await confirmDonationPayment(db, { sessionId, paymentReference: `demo-${sessionId}` });
      }
    }
  }
}
