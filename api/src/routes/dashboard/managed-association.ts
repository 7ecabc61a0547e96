import type { FastifyRequest } from 'fastify';
import { NAV_TEXTS } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';

/**
 * The association a manager's dashboard shows. A manager may run several (association_ids);
 * the dashboard reading of the spec shows one record, so it is the first one linked.
 */
export function managedAssociationId(request: FastifyRequest): string {
  const [first] = currentUser(request).associationIds;
  if (!first) throw notFound(NAV_TEXTS.noAssociationInfo);
  return first;
}

export function managesAssociation(request: FastifyRequest, associationId: string): boolean {
  return currentUser(request).associationIds.includes(associationId.toLowerCase());
}
