import type { User, userCreateSchema } from 'shared-contracts';
import type { z } from 'zod';
import { users } from '../../db/schema';
import { sendAccountCreated, type AccountDeps } from '../accounts/password-reset';
import {
  assertEmailFree,
  checkAssociationIds,
  passwordHashFor,
  setManagedAssociations,
} from '../accounts/save-user';
import { getUser } from './get-user';

/** Creates an account and emails it (a link to choose a password when none was given). */
export async function createUser(
  deps: AccountDeps,
  input: z.output<typeof userCreateSchema>,
): Promise<User> {
  await assertEmailFree(deps.db, input.email);
  const associationIds = await checkAssociationIds(deps.db, input.role, input.association_ids);
  const [row] = await deps.db
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
  await setManagedAssociations(deps.db, row!.id, associationIds);
  await sendAccountCreated(deps, row!, input.password !== undefined);
  return getUser(deps.db, row!.id);
}
