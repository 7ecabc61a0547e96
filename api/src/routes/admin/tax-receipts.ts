import type { FastifyInstance } from 'fastify';
import { taxReceiptCountsByAssociation } from '../../services/receipts/list-tax-receipts';

/** How many receipts each association issued and cancelled (the admin never reads the PDFs). */
export async function adminTaxReceiptRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/tax-receipts/counts', async () => ({
    data: await taxReceiptCountsByAssociation(app.db),
  }));
}
