import { eq } from 'drizzle-orm';
import { API_MESSAGES, type User, type userUpdateSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { definedOnly } from '../../lib/defined-only';
import {
  assertEmailFree,
  checkAssociationIds,
  setManagedAssociations,
} from '../accounts/save-user';
import { setPassword } from '../accounts/set-password';
import { getUser } from './get-user';

/**
 * The super admin edits an account. Setting a password ends that account's sessions. The admin
 * cannot deactivate or demote themself (not undoable from the screens).
 */
export async function updateUser(
  db: Database,
  input: { id: string; actingUserId: string; changes: z.output<typeof userUpdateSchema> },
): Promise<User> {
  const { id, changes } = input;
  const [existing] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!existing) throw notFound(API_MESSAGES.userNotFound);
  const isSelf = id === input.actingUserId;
  if (isSelf && changes.is_active === false)
    throw conflict(API_MESSAGES.cannotDeactivateSelf, 'cannot_deactivate_self');
  if (isSelf && changes.role !== undefined && changes.role !== existing.role)
    throw conflict(API_MESSAGES.cannotChangeOwnRole, 'cannot_change_own_role');
  if (changes.email !== undefined) await assertEmailFree(db, changes.email, id);

  const role = changes.role ?? existing.role;
  let associationIds: string[] | undefined;
  if (changes.association_ids !== undefined)
    associationIds = await checkAssociationIds(db, role, changes.association_ids);
  else if (role !== 'association_manager') associationIds = [];

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...definedOnly({
          fullName: changes.full_name,
          email: changes.email,
          phone: changes.phone,
          role: changes.role,
          isActive: changes.is_active,
        }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (changes.password !== undefined) await setPassword(tx, id, changes.password);
  });
  if (associationIds !== undefined) await setManagedAssociations(db, id, associationIds);
  return getUser(db, id);
}
