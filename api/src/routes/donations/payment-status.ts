import type { FastifyInstance } from 'fastify';
import type { PaymentStatusResponse } from 'shared-contracts';
import { paymentStatusRateLimit } from '../../plugins/rate-limit';
import { getPaymentStatus } from '../../services/donations/get-payment-status';

/** GET /donations/payments/status/{session_id}: the return page polls this. */
export async function paymentStatusRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { session_id: string } }>(
    '/donations/payments/status/:session_id',
    { config: { rateLimit: paymentStatusRateLimit(app) } },
    async (request) => ({
      data: (await getPaymentStatus(
        { ...app.payments, logger: request.log },
        request.params.session_id,
        { providerCheckIntervalMs: app.config.paymentStatusCheckIntervalMs },
      )) satisfies PaymentStatusResponse,
    }),
  );
}
