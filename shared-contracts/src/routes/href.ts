/** The names of the `:params` of a route pattern: '/campaign/:campaignId' -> 'campaignId'. */
export type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Query parameters of a link; undefined, null and '' are left out. */
export type HrefQuery = Record<string, string | number | null | undefined>;

/** `href()` / `href(query)` for a pattern without params, `href(params, query?)` otherwise. */
export type HrefArgs<P extends string> = [PatternParams<P>] extends [never]
  ? [query?: HrefQuery]
  : [params: Record<PatternParams<P>, string>, query?: HrefQuery];

function queryString(query: HrefQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills a pattern's params (URL-encoded) and appends the query. */
export function buildHref(
  pattern: string,
  params: Record<string, string> | undefined,
  query: HrefQuery | undefined,
): string {
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${pattern}: missing param ${name}`);
    return encodeURIComponent(value);
  });
  return `${path}${queryString(query)}`;
}
