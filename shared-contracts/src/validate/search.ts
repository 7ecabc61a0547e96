import { CATEGORY_LABELS } from '../labels';
import { LIST_TEXTS } from '../texts';
import { capitalize } from '../format/text';

/** Case-insensitive substring match of `query` in any of the fields; an empty query matches. */
export function matchesSearch(
  query: string | null | undefined,
  ...fields: (string | null | undefined)[]
): boolean {
  const needle = (query ?? '').trim().toLocaleLowerCase('fr-FR');
  if (!needle) return true;
  return fields.some(
    (field) => typeof field === 'string' && field.toLocaleLowerCase('fr-FR').includes(needle),
  );
}

/** The category filter's "every category" value. */
export const ALL_CATEGORIES = LIST_TEXTS.allCategoriesValue;

function matchesCategory(
  category: string | null | undefined,
  filter: string | null | undefined,
): boolean {
  if (!filter || filter === ALL_CATEGORIES) return true;
  return category === filter;
}

export interface CampaignSearchable {
  title?: string | null;
  description?: string | null;
  association_category?: string | null;
}

export interface AssociationSearchable {
  name?: string | null;
  description?: string | null;
  category?: string | null;
}

/**
 * The public catalogue's query (GET /campaigns, GET /associations): the same for the screens'
 * calls and the API's queries.
 */
export interface CatalogueFilter {
  search?: string;
  category?: string;
}

/** A list filter's search text and category (the URL's `?q=&category=`). */
export interface ListFilter {
  search?: string | null;
  category?: string | null;
}

/** What of a row a list filter reads: the texts the search looks in, and its category. */
interface ListFields {
  texts: (string | null | undefined)[];
  category: string | null | undefined;
}

/** The rows whose texts match the search and whose category is the chosen one. */
function filterList<T>(
  rows: readonly T[],
  filter: ListFilter,
  fields: (row: T) => ListFields,
): T[] {
  return rows.filter((row) => {
    const { texts, category } = fields(row);
    return matchesSearch(filter.search, ...texts) && matchesCategory(category, filter.category);
  });
}

/** A list's filter, given what of a row the search reads and what its category is. */
function listFilter<S>(fields: (row: S) => ListFields) {
  return <T extends S>(rows: readonly T[], filter: ListFilter): T[] =>
    filterList(rows, filter, fields);
}

/** Public campaign list: text on title or description, category is the association's. */
export const filterCampaigns = listFilter((campaign: CampaignSearchable) => ({
  texts: [campaign.title, campaign.description],
  category: campaign.association_category,
}));

/** Public association list: text on name or description, exact category. */
export const filterAssociations = listFilter((association: AssociationSearchable) => ({
  texts: [association.name, association.description],
  category: association.category,
}));

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * Options of the category select: 'Toutes les catégories' first, then each distinct non-empty
 * association category. The spec capitalises the raw value; a French visitor expects 'Santé'
 * rather than 'Health', so known categories show their French label and only unknown ones fall
 * back to the capitalised value.
 */
export function categoryFilterOptions(
  associations: readonly { category?: string | null }[],
): CategoryOption[] {
  const seen = new Set<string>();
  const options: CategoryOption[] = [
    { value: ALL_CATEGORIES, label: LIST_TEXTS.allCategoriesLabel },
  ];
  for (const { category } of associations) {
    if (!category || seen.has(category)) continue;
    seen.add(category);
    const label = Object.prototype.hasOwnProperty.call(CATEGORY_LABELS, category)
      ? CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS]
      : capitalize(category);
    options.push({ value: category, label });
  }
  return options;
}
