import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { catalogueQuerySchema, type CatalogueFilter } from 'shared-contracts';
import type { Database } from '../db/client';
import { parseInput } from '../lib/validation';

/**
 * GET /campaigns or /associations, a list of the public catalogue: its filter read from the
 * query (`q` is the older name of `search`), the answer kept by app.publicCache under that
 * filter (bytes kept until the data changes, ETag and 304). Both lists are this one route.
 */
export function registerCatalogueList(
  app: FastifyInstance,
  resource: 'campaigns' | 'associations',
  list: (db: Database, filter: CatalogueFilter) => Promise<unknown[]>,
  options: RouteShorthandOptions = {},
): void {
  app.get(`/${resource}`, options, async (request, reply) => {
    const query = parseInput(catalogueQuerySchema, request.query);
    const filter = { search: query.search || query.q, category: query.category };
    return app.publicCache.serve(
      request,
      reply,
      `${resource}?${JSON.stringify(filter)}`,
      async () => ({
        data: await list(app.db, filter),
      }),
    );
  });
}
