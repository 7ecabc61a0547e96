import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES, managerAssociationUpdateSchema } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { parseInput } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { updateAssociation } from '../../services/catalogue/save-association';
import { findFullAssociation } from '../../views/association-view';
import { managedAssociationId } from './managed-association';

/** The manager's own association (its documents: documents.ts). */
export async function dashboardAssociationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/association', async (request) => {
    const association = await findFullAssociation(app.db, managedAssociationId(request));
    if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
    return { data: association };
  });

  /** Everything but the moderation status (a `status` in the body is ignored). */
  app.put('/dashboard/association', async (request) => {
    const id = managedAssociationId(request);
    const input = parseInput(managerAssociationUpdateSchema, request.body);
    if (!(await updateAssociation(app.db, id, input, currentUser(request))))
      throw notFound(LOADING_MESSAGES.associationNotFound);
    return { data: await findFullAssociation(app.db, id) };
  });
}
