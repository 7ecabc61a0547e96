import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from 'shared-contracts';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { notFound } from '../../lib/app-error';
import { centsToEuros } from '../../lib/money';
import { reconcileDonation } from '../../services/payments/payment-sync';

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * GET /donations/payments/status/{session_id}: the return page polls this. A pending donation
 * is settled on the spot by asking the provider, so a lost or late webhook never leaves the
 * donor waiting. The session id is the donor's only handle: the answer carries no email.
 */
export async function paymentStatusRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { session_id: string } }>(
    '/donations/payments/status/:session_id',
    async (request) => {
      const sessionId = request.params.session_id;
      if (!SESSION_ID_PATTERN.test(sessionId)) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
      const read = () =>
        app.db
          .select({
            donation: donations,
            campaignTitle: campaigns.title,
            campaignSlug: campaigns.slug,
          })
          .from(donations)
          .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
          .where(eq(donations.providerSessionId, sessionId))
          .limit(1);
      let [row] = await read();
      if (!row) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
      if (row.donation.paymentStatus === 'pending') {
        try {
          const { changed } = await reconcileDonation(app.payments, row.donation);
          if (changed) [row] = await read();
        } catch (error) {
          // The provider did not answer: the donation stays pending and the page polls again.
          request.log.warn({ err: error, sessionId }, 'payment status could not be refreshed');
        }
      }
      const { donation } = row!;
      return {
        data: {
          donation: {
            id: donation.id,
            payment_status: donation.paymentStatus,
            amount: centsToEuros(donation.amountCents),
            campaign_id: donation.campaignId,
            campaign_title: row!.campaignTitle,
            campaign_slug: row!.campaignSlug,
            reward_selected: donation.rewardTitle,
            is_anonymous: donation.isAnonymous,
            created_at: donation.createdAt.toISOString(),
            paid_at: donation.paidAt?.toISOString() ?? null,
          },
        },
      };
    },
  );
}
