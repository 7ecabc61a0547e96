import type { FastifyPluginAsync } from 'fastify';
import type { Role } from 'shared-contracts';
import { requireAuth } from '../plugins/auth';

/**
 * A signed-in area, one file per resource: `role` only. The area is an encapsulated plugin, so
 * its hook covers every route of the `resources` it registers and never leaks onto another area.
 */
export function roleArea(role: Role, resources: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (area) => {
    area.addHook('preHandler', requireAuth(role));
    for (const resource of resources) await area.register(resource);
  };
}
