import type { FastifyInstance } from 'fastify';
import { donationRefundSchema, REFUND_MESSAGES } from 'shared-contracts';
import { parseInput, requireUuid, type IdParams } from '../lib/validation';
import { currentUser } from '../plugins/auth';
import { refundDonation } from '../services/donations/refund-donation';

/**
 * POST `url` (with an `:id`): the signed-in user refunds one gift in full with a reason
 * (refund-donation.ts decides what their role may refund). The admin's and the manager's
 * routes are this one call under their own guard.
 */
export function registerDonationRefund(app: FastifyInstance, url: string): void {
  app.post<IdParams>(url, async (request) => {
    const donationId = requireUuid(request.params.id, REFUND_MESSAGES.donationNotFound);
    const { reason } = parseInput(donationRefundSchema, request.body);
    const requester = currentUser(request);
    return { data: await refundDonation(app.payments, { donationId, reason, requester }) };
  });
}
