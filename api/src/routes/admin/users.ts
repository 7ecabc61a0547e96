import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  userCreateSchema,
  userUpdateSchema,
  type MessageResponse,
} from 'shared-contracts';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { createUser } from '../../services/users/create-user';
import { getUser, listUsers } from '../../services/users/get-user';
import { sendUserPasswordReset } from '../../services/users/send-user-password-reset';
import { updateUser } from '../../services/users/update-user';

export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/users', async () => ({ data: await listUsers(app.db) }));

  app.get<IdParams>('/admin/users/:id', async (request) => ({
    data: await getUser(app.db, requireUuid(request.params.id, API_MESSAGES.userNotFound)),
  }));

  app.post('/admin/users', async (request, reply) => {
    const input = parseInput(userCreateSchema, request.body);
    reply.code(201);
    return { data: await createUser(app, input, currentUser(request)) };
  });

  app.put<IdParams>('/admin/users/:id', async (request) => {
    const id = requireUuid(request.params.id, API_MESSAGES.userNotFound);
    const changes = parseInput(userUpdateSchema, request.body);
    return {
      data: await updateUser(app.db, { id, actor: currentUser(request), changes }),
    };
  });

  app.post<IdParams>('/admin/send-password-reset/:id', async (request) => {
    await sendUserPasswordReset(app, requireUuid(request.params.id, API_MESSAGES.userNotFound));
    return { data: { message: API_MESSAGES.passwordResetSent } satisfies MessageResponse };
  });
}
