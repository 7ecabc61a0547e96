import type { FastifyInstance } from 'fastify';
import {
  LOADING_MESSAGES,
  associationCreateSchema,
  associationUpdateSchema,
} from 'shared-contracts';
import { foundOr404, notFound } from '../../lib/app-error';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { deleteAssociation } from '../../services/catalogue/delete-association';
import { createAssociation, updateAssociation } from '../../services/catalogue/save-association';
import { findFullAssociation, listFullAssociations } from '../../views/association-view';

const NOT_FOUND = LOADING_MESSAGES.associationNotFound;

/** Associations for the super admin: every status, full records with bank details and documents. */
export async function adminAssociationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/associations', async () => ({ data: await listFullAssociations(app.db) }));

  app.get<IdParams>('/admin/associations/:id', async (request) => {
    const id = requireUuid(request.params.id, NOT_FOUND);
    return { data: foundOr404(await findFullAssociation(app.db, id), NOT_FOUND) };
  });

  app.post('/admin/associations', async (request, reply) => {
    const id = await createAssociation(
      app.db,
      parseInput(associationCreateSchema, request.body),
      currentUser(request),
    );
    reply.code(201);
    return { data: await findFullAssociation(app.db, id) };
  });

  /**
   * Also approve (or back to pending) with `status`; a rejection needs its reason, so it goes
   * through POST /admin/associations/{id}/review and this call refuses it (422 on `reason`).
   */
  app.put<IdParams>('/admin/associations/:id', async (request) => {
    const id = requireUuid(request.params.id, NOT_FOUND);
    const input = parseInput(associationUpdateSchema, request.body);
    if (!(await updateAssociation(app.db, id, input, currentUser(request))))
      throw notFound(NOT_FOUND);
    return { data: await findFullAssociation(app.db, id) };
  });

  /** Deletes the association with its campaigns, unless one of them has received donations. */
  app.delete<IdParams>('/admin/associations/:id', async (request) => {
    const id = requireUuid(request.params.id, NOT_FOUND);
    await deleteAssociation(app.db, id, currentUser(request));
    return { data: { id } };
  });
}
