import type { User, userCreateSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { toUser } from '../../views/user-view';
import { sendAccountCreated, type AccountDeps } from '../accounts/password-reset';
import {
  assertEmailFree,
  checkAssociationIds,
  insertAccount,
  passwordHashFor,
  setManagedAssociations,
} from '../accounts/save-user';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { getUser } from './get-user';

/** Creates an account and emails it (a link to choose a password when none was given). */
export async function createUser(
  deps: AccountDeps,
  input: z.output<typeof userCreateSchema>,
  actor: AuditActor,
): Promise<User> {
  await assertEmailFree(deps.db, input.email);
  const associationIds = await checkAssociationIds(deps.db, input.role, input.association_ids);
  const passwordHash = await passwordHashFor(input.password);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertAccount(tx, input, passwordHash);
    await setManagedAssociations(tx as unknown as Database, inserted.id, associationIds);
    await recordAudit(tx, {
      actor,
      action: 'user.create',
      entity: 'user',
      entityId: inserted.id,
      after: toUser(inserted, associationIds),
    });
    return inserted;
  });
  await sendAccountCreated(deps, row, input.password !== undefined);
  return getUser(deps.db, row.id);
}
