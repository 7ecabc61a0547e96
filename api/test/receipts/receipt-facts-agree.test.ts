// Issue 27 item 6: a paid donation's receipt facts are built two ways, kept on purpose (see
// receipts/send-receipts.ts): by the payment statement's SQL (the batch job's payload) and from
// the tables by a later run (Drizzle). For the same gifts, through the real database, both give
// the same facts, so the first email and a retried one say the same thing.
import { sql } from 'drizzle-orm';
import { associations, campaigns, donations } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/sql-rows';
import type { PaymentReceiptFacts } from '../../src/services/jobs/enqueue';
import {
  paidCampaignFactsSql,
  paymentReceiptFactsSql,
} from '../../src/services/ledger/confirm-payment';
import {
  paidDonationFactsFromPayload,
  readReceiptsContext,
} from '../../src/services/receipts/send-receipts';
import { createAssociation, createCampaign, createDonation } from '../helpers/fixtures';
import { createTestContext, type TestContext } from '../helpers/test-app';

jest.setTimeout(60_000);

describe('the receipt facts of a paid donation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ jobWorker: false });
  });
  afterAll(() => ctx.close());

  /** The facts as the payment statement writes them into its job's payload. */
  async function factsBySql(donationId: string): Promise<PaymentReceiptFacts> {
    const [row] = rowsOf<{ facts: PaymentReceiptFacts }>(
      await ctx.db.execute(sql`
        select ${paymentReceiptFactsSql(sql`paid`)} as facts
        from (select d.*, ${paidCampaignFactsSql()}
          from ${donations} d join ${campaigns} c on c.id = d.campaign_id
            join ${associations} a on a.id = c.association_id
          where d.id = ${donationId}) paid`),
    );
    return row!.facts;
  }

  it('are the same from the payment statement and from the tables, whatever the gift', async () => {
    const association = await createAssociation(ctx, { contactEmail: 'dons@asso.test' });
    const goal = await createCampaign(ctx, {
      associationId: association.id,
      title: 'Un objectif',
      targetAmountCents: 500_000,
      endDate: new Date(Date.now() + 10 * 86_400_000),
    });
    const continuous = await createCampaign(ctx, {
      associationId: association.id,
      title: 'En continu',
      targetAmountCents: null,
      endDate: null,
    });
    const address = {
      wantsTaxReceipt: true,
      donorAddress: '12 rue des Lilas',
      donorPostalCode: '69003',
      donorCity: 'Lyon',
    };
    const gifts = [];
    for (const campaign of [goal, continuous])
      for (const isAnonymous of [false, true])
        for (const withAddress of [false, true]) {
          const withExtras = isAnonymous !== withAddress;
          gifts.push({
            isGoal: campaign === goal,
            isAnonymous,
            donation: await createDonation(ctx, {
              campaignId: campaign.id,
              donorName: 'Jeanne Dupont',
              amountCents: 4_250,
              isAnonymous,
              ...(withAddress ? address : {}),
              message: withExtras ? 'Bravo !' : null,
              rewardTitle: withExtras ? 'Carte de remerciement' : null,
              rewardDescription: withExtras ? 'Écrite à la main' : null,
              originUrl: withExtras ? 'http://localhost:3000' : null,
            }),
          });
        }

    for (const gift of gifts) {
      const bySql = paidDonationFactsFromPayload(
        gift.donation.id,
        await factsBySql(gift.donation.id),
      );
      const fromTables = (await readReceiptsContext(ctx.db, gift.donation.id))!.facts;
      expect(bySql).toEqual(fromTables);
      // And they are the gift's facts, not two equally empty answers.
      expect(fromTables).toMatchObject({
        donationId: gift.donation.id,
        donorName: 'Jeanne Dupont',
        donorEmail: gift.donation.donorEmail,
        amountCents: 4_250,
        isAnonymous: gift.isAnonymous,
        isGoalCampaign: gift.isGoal,
        campaignTitle: gift.isGoal ? 'Un objectif' : 'En continu',
        associationName: association.name,
        paidAt: gift.donation.paidAt,
      });
    }
    const withExtras = gifts.find((gift) => gift.donation.rewardTitle)!;
    expect((await readReceiptsContext(ctx.db, withExtras.donation.id))!.facts).toMatchObject({
      message: 'Bravo !',
      reward: { title: 'Carte de remerciement', description: 'Écrite à la main' },
      loginUrl: 'http://localhost:3000/login',
    });
  });
});
