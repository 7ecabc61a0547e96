import type { FastifyInstance } from 'fastify';
import { taxSettingInputSchema } from 'shared-contracts';
import { parseInput } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { addTaxSetting, listTaxSettings, parisDay } from '../../services/receipts/tax-settings';

/** The dated settings (75 % ceiling, rewards' cap, income cap) with their history and source. */
export async function adminTaxSettingRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/tax-settings', async () => ({
    data: await listTaxSettings(app.db, parisDay(new Date())),
  }));

  app.post('/admin/tax-settings', async (request, reply) => {
    const input = parseInput(taxSettingInputSchema, request.body);
    const setting = await addTaxSetting(app.db, input, parisDay(new Date()), currentUser(request));
    return reply.code(201).send({ data: setting });
  });
}
