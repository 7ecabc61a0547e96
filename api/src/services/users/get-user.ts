import { desc, eq } from 'drizzle-orm';
import { API_MESSAGES, type User } from 'shared-contracts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { associationIdsByUser, toUser } from '../../views/user-view';

/** One account as the super admin reads it; 404 when it does not exist. */
export async function getUser(db: Database, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(API_MESSAGES.userNotFound);
  const ids = await associationIdsByUser(db, [row.id]);
  return toUser(row, ids.get(row.id) ?? []);
}

/** Every account, newest first. */
export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt));
  const ids = await associationIdsByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUser(row, ids.get(row.id) ?? []));
}
