import { segment } from '../common/path';
import type { CatalogueFilter } from '../validate/search';
import type { ApiClient, Parser, SearchParams } from './client';

/**
 * The typed calls of a collection the API manages by id at `base` (`/admin/campaigns`):
 * list, get, create, update (partial PUT) and delete, each checking the answer with `schema`
 * (`detailSchema` for get, when given).
 * A resource's `.api.ts` exports them under their own names (`getAdminCampaigns = ….list`).
 */
export function crudCalls<T, CreateInput, UpdateInput, Detail = T>(
  base: string,
  schema: Parser<T>,
  /** What reading one by id answers, when it says more than a row (a campaign's edit rules). */
  detailSchema: Parser<Detail> = schema as unknown as Parser<Detail>,
) {
  const one = (id: string) => `${base}/${segment(id)}`;
  return {
    list: (client: ApiClient): Promise<T[]> => client.getList(base, { itemSchema: schema }),
    get: (client: ApiClient, id: string): Promise<Detail> =>
      client.get(one(id), { schema: detailSchema }),
    create: (client: ApiClient, input: CreateInput): Promise<T> =>
      client.post(base, input, { schema }),
    update: (client: ApiClient, id: string, input: UpdateInput): Promise<T> =>
      client.put(one(id), input, { schema }),
    remove: async (client: ApiClient, id: string): Promise<void> => {
      await client.delete(one(id));
    },
  };
}

/**
 * A public catalogue at `base` (`/campaigns`): the list (items), searched and filtered by
 * category; one resource by id or slug (its detail); and the lists under it (`/{id}/donations`).
 */
export function catalogueCalls<Item, Detail>(
  base: string,
  itemSchema: Parser<Item>,
  detailSchema: Parser<Detail>,
) {
  const one = (idOrSlug: string) => `${base}/${segment(idOrSlug)}`;
  return {
    list: (client: ApiClient, filter: CatalogueFilter = {}): Promise<Item[]> =>
      client.getList(base, { searchParams: { ...filter }, itemSchema }),
    get: (client: ApiClient, idOrSlug: string): Promise<Detail> =>
      client.get(one(idOrSlug), { schema: detailSchema }),
    subList:
      <T>(sub: string, subItemSchema: Parser<T>) =>
      (client: ApiClient, idOrSlug: string): Promise<T[]> =>
        client.getList(`${one(idOrSlug)}/${sub}`, { itemSchema: subItemSchema }),
  };
}

/**
 * A searched list at `path` (`/admin/donations`) read one page at a time: the filters given,
 * blank ones left out (an empty field of a search form means 'any'), and the page checked by
 * `schema`.
 */
export function pagedSearchCall<Search extends object, Page>(path: string, schema: Parser<Page>) {
  return (client: ApiClient, search: Search = {} as Search): Promise<Page> => {
    const searchParams = Object.fromEntries(
      Object.entries(search).filter(
        ([, value]) => value !== undefined && value !== null && value !== '',
      ),
    ) as SearchParams;
    return client.get(path, { searchParams, schema, raw: true });
  };
}

/**
 * An action on one resource by id: POST {base}/{id}/{action} (`/admin/donations/{id}/refund`)
 * with its input, the answer checked by `schema`.
 */
export function actionCall<Input, T>(base: string, action: string, schema: Parser<T>) {
  return (client: ApiClient, id: string, input: Input): Promise<T> =>
    client.post(`${base}/${segment(id)}/${action}`, input, { schema });
}
