import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { enqueueJob } from '../jobs/enqueue';

/**
 * Fresh control links asked for an email (the link page's 'Recevoir un nouveau lien'): the
 * email job finds the plans itself, so the answer is the same whether or not the address has
 * any (nothing told of who gives).
 */
export async function requestPlanLinks(db: Database, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if (!address.includes('@')) return;
  await enqueueJob(db, 'plan-links-email', { email: address, requestId: randomUUID() });
}
