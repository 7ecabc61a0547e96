import { inArray } from 'drizzle-orm';
import type { User } from 'shared-contracts';
import type { Database } from '../db/client';
import { userAssociations, users } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import { groupBy } from '../lib/group-by';
import { iso } from './dates';

type UserRow = typeof users.$inferSelect;

/** Never the password hash. */
export function toUser(row: UserRow | AuthUser, associationIds: string[]): User {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    association_ids: associationIds,
    is_active: row.isActive,
    created_at: iso(row.createdAt),
  };
}

export function authUserToUser(user: AuthUser): User {
  return toUser(user, user.associationIds);
}

export async function associationIdsByUser(
  db: Database,
  userIds: string[],
): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userAssociations.userId, associationId: userAssociations.associationId })
    .from(userAssociations)
    .where(inArray(userAssociations.userId, userIds))
    .orderBy(userAssociations.createdAt);
  return groupBy(
    rows,
    (row) => row.userId,
    (row) => row.associationId,
  );
}
