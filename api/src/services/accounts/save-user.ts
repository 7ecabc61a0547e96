import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { API_MESSAGES, LOADING_MESSAGES, type Role, type userCreateSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { associations, userAssociations, users } from '../../db/schema';
import { conflict, fieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';

/** 409 when another account already uses this email. */
export async function assertEmailFree(
  db: Database,
  email: string,
  exceptUserId?: string,
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId
        ? and(eq(users.email, email), ne(users.id, exceptUserId))
        : eq(users.email, email),
    )
    .limit(1);
  if (existing) throw conflict(API_MESSAGES.emailTaken, 'email_taken');
}

/** Managed associations make sense only for managers, and must exist. */
export async function checkAssociationIds(
  db: Database,
  role: Role,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return [];
  if (role !== 'association_manager')
    throw fieldError('association_ids', API_MESSAGES.managerAssociationsOnly);
  const found = await db
    .select({ id: associations.id })
    .from(associations)
    .where(inArray(associations.id, unique));
  if (found.length !== unique.length)
    throw fieldError('association_ids', LOADING_MESSAGES.associationNotFound);
  return unique;
}

export async function setManagedAssociations(
  db: Database,
  userId: string,
  ids: string[],
): Promise<void> {
  await db.delete(userAssociations).where(eq(userAssociations.userId, userId));
  if (ids.length > 0)
    await db
      .insert(userAssociations)
      .values(ids.map((associationId) => ({ userId, associationId })));
}

/**
 * An account without a chosen password gets an unguessable one it never learns: it signs in
 * only after choosing its own through the emailed link.
 */
export async function passwordHashFor(password: string | undefined): Promise<string> {
  return hashPassword(password ?? randomBytes(32).toString('base64url'));
}

/** What a new account is given: by the admin's user form, or by a manager's sign-up. */
export type NewAccount = Pick<
  z.output<typeof userCreateSchema>,
  'full_name' | 'email' | 'phone' | 'role'
> & { is_active?: boolean };

/** Inserts a new account and returns its row; the caller links, records and emails it. */
export async function insertAccount(db: Database | Tx, account: NewAccount, passwordHash: string) {
  const [row] = await db
    .insert(users)
    .values({
      fullName: account.full_name,
      email: account.email,
      phone: account.phone ?? null,
      role: account.role,
      isActive: account.is_active,
      passwordHash,
    })
    .returning();
  return row!;
}
