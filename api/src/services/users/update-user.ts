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
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { getUser } from './get-user';

/**
 * How the audit log names an account's change: the weightiest part of it (a role, then the
 * account's access, then the associations it manages), else an edit.
 */
function userChangeAction(before: User, after: User, passwordChanged: boolean): string {
  if (before.role !== after.role) return 'user.role';
  if (before.is_active && !after.is_active) return 'user.deactivate';
  if (!before.is_active && after.is_active) return 'user.activate';
  if (before.association_ids.join() !== after.association_ids.join()) return 'user.associations';
  if (passwordChanged) return 'user.password';
  return 'user.update';
}

/**
 * The super admin edits an account. Setting a password ends that account's sessions. The admin
 * cannot deactivate or demote themself (not undoable from the screens).
 */
export async function updateUser(
  db: Database,
  input: { id: string; actor: AuditActor; changes: z.output<typeof userUpdateSchema> },
): Promise<User> {
  const { id, changes } = input;
  const [existing] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!existing) throw notFound(API_MESSAGES.userNotFound);
  const isSelf = id === input.actor.id;
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

  const before = await getUser(db, id);
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
    if (associationIds !== undefined)
      await setManagedAssociations(tx as unknown as Database, id, associationIds);
    const after = await getUser(tx as unknown as Database, id);
    // The password itself is never recorded, only that it was replaced.
    const passwordChanged = changes.password !== undefined;
    await recordAudit(tx, {
      actor: input.actor,
      action: userChangeAction(before, after, passwordChanged),
      entity: 'user',
      entityId: id,
      before: { ...before, credentials: 'unchanged' },
      after: { ...after, credentials: passwordChanged ? 'replaced' : 'unchanged' },
    });
  });
  return getUser(db, id);
}
