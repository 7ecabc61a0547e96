import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  userCreateSchema,
  userUpdateSchema,
  type MessageResponse,
} from 'shared-contracts';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { parseInput, requireUuid } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { sendAccountCreated, sendPasswordReset } from '../../services/accounts/password-reset';
import {
  assertEmailFree,
  checkAssociationIds,
  passwordHashFor,
  setManagedAssociations,
} from '../../services/accounts/save-user';
import { associationIdsByUser, toUser } from '../../views/user-view';
import type { Database } from '../../db/client';

type IdParams = { Params: { id: string } };

async function findUser(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(API_MESSAGES.userNotFound);
  const ids = await associationIdsByUser(db, [row.id]);
  return toUser(row, ids.get(row.id) ?? []);
}

export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/users', async () => {
    const rows = await app.db.select().from(users).orderBy(desc(users.createdAt));
    const ids = await associationIdsByUser(
      app.db,
      rows.map((row) => row.id),
    );
    return { data: rows.map((row) => toUser(row, ids.get(row.id) ?? [])) };
  });

  app.get<IdParams>('/admin/users/:id', async (request) => ({
    data: await findUser(app.db, requireUuid(request.params.id, API_MESSAGES.userNotFound)),
  }));

  /** Creates an account and emails it (a link to choose a password when none was given). */
  app.post('/admin/users', async (request, reply) => {
    const input = parseInput(userCreateSchema, request.body);
    await assertEmailFree(app.db, input.email);
    const associationIds = await checkAssociationIds(app.db, input.role, input.association_ids);
    const [row] = await app.db
      .insert(users)
      .values({
        fullName: input.full_name,
        email: input.email,
        phone: input.phone ?? null,
        role: input.role,
        isActive: input.is_active,
        passwordHash: await passwordHashFor(input.password),
      })
      .returning();
    await setManagedAssociations(app.db, row!.id, associationIds);
    await sendAccountCreated(app, row!, input.password !== undefined);
    reply.code(201);
    return { data: await findUser(app.db, row!.id) };
  });

  app.put<IdParams>('/admin/users/:id', async (request) => {
    const id = requireUuid(request.params.id, API_MESSAGES.userNotFound);
    const input = parseInput(userUpdateSchema, request.body);
    const [existing] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!existing) throw notFound(API_MESSAGES.userNotFound);
    const me = currentUser(request);
    // A super admin locking themself out (or demoting the last admin by mistake) is not undoable from the UI.
    if (id === me.id && input.is_active === false)
      throw conflict(API_MESSAGES.cannotDeactivateSelf);
    if (id === me.id && input.role !== undefined && input.role !== existing.role)
      throw conflict(API_MESSAGES.cannotChangeOwnRole);
    if (input.email !== undefined) await assertEmailFree(app.db, input.email, id);

    const role = input.role ?? existing.role;
    let associationIds: string[] | undefined;
    if (input.association_ids !== undefined)
      associationIds = await checkAssociationIds(app.db, role, input.association_ids);
    else if (role !== 'association_manager') associationIds = [];

    await app.db
      .update(users)
      .set({
        ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...(input.password !== undefined
          ? { passwordHash: await hashPassword(input.password) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (associationIds !== undefined) await setManagedAssociations(app.db, id, associationIds);
    return { data: await findUser(app.db, id) };
  });

  app.post<IdParams>('/admin/send-password-reset/:id', async (request) => {
    const id = requireUuid(request.params.id, API_MESSAGES.userNotFound);
    const [row] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound(API_MESSAGES.userNotFound);
    const sent = await sendPasswordReset(app, row);
    if (!sent) throw new Error('the password reset email could not be sent');
    return { data: { message: API_MESSAGES.passwordResetSent } satisfies MessageResponse };
  });
}
