import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { donorProfileUpdateSchema, type DonorDashboard } from 'shared-contracts';
import { donations, users } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { hashPassword } from '../../lib/passwords';
import { parseInput } from '../../lib/validation';
import { currentUser, loadAuthUser, requireAuth } from '../../plugins/auth';
import { listDonations } from '../../views/donation-view';
import { authUserToUser } from '../../views/user-view';

/** What a donor's history shows: money that moved (paid, and refunded afterwards). */
const HISTORY_STATUSES = ['paid', 'refunded'] as const;

/** /donor/*: a donor's own dashboard, donations and profile. */
export async function donorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth('donor'));

  app.get('/donor/dashboard', async (request) => {
    const user = currentUser(request);
    const [stats] = await app.db
      .select({
        totalCents: sql<string>`coalesce(sum(${donations.amountCents}), 0)`,
        campaigns: sql<number>`count(distinct ${donations.campaignId})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(donations)
      .where(and(eq(donations.userId, user.id), eq(donations.paymentStatus, 'paid')));
    const data: DonorDashboard = {
      user: authUserToUser(user),
      stats: {
        total_donated: centsToEuros(Number(stats?.totalCents ?? 0)),
        campaigns_supported: stats?.campaigns ?? 0,
        total_donations: stats?.count ?? 0,
      },
    };
    return { data };
  });

  app.get('/donor/donations', async (request) => ({
    data: await listDonations(
      app.db,
      and(
        eq(donations.userId, currentUser(request).id),
        inArray(donations.paymentStatus, [...HISTORY_STATUSES]),
      )!,
    ),
  }));

  /** Name, phone and password only: the email cannot be changed (ignored if sent). */
  app.put('/donor/profile', async (request) => {
    const user = currentUser(request);
    const input = parseInput(donorProfileUpdateSchema, request.body);
    await app.db
      .update(users)
      .set({
        ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.password !== undefined
          ? { passwordHash: await hashPassword(input.password) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    const updated = await loadAuthUser(app.db, user.id);
    return { data: updated ? authUserToUser(updated) : authUserToUser(user) };
  });
}
