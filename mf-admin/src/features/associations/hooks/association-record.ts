import type { Association, AssociationCreateInput, AssociationUpdateInput } from 'shared-contracts';
import { ASSOCIATION_TEXT_FIELDS } from 'shared-ui';

/** The fields of the create screen (spec section 7); the edit screen shows every field. */
export const CREATE_FIELDS = [
  'name',
  'contact_email',
  'category',
  'phone',
  'website',
  'ape_code',
  'description',
] as const;

const RECORD_FIELDS = [
  ...ASSOCIATION_TEXT_FIELDS,
  'category',
  'description',
] as const satisfies readonly (keyof Association & keyof AssociationUpdateInput)[];

/** The editable record as PUT /admin/associations/{id} takes it: only non-null fields (spec 7). */
export function fullAssociationRecord(association: Association): AssociationUpdateInput {
  const record: Record<string, unknown> = {};
  for (const field of RECORD_FIELDS) {
    const value = association[field];
    if (value !== null && value !== undefined) record[field] = value;
  }
  return record as AssociationUpdateInput;
}

/** What the create screen sends (spec section 7): its fields, blanks left out, the placeholder. */
export function associationCreateInput(
  values: Record<string, string>,
  placeholderImage: string,
): AssociationCreateInput {
  const input: Record<string, string> = {};
  for (const field of CREATE_FIELDS) {
    const value = values[field]?.trim();
    if (value) input[field] = value;
  }
  input.image_url = placeholderImage;
  return input as unknown as AssociationCreateInput;
}

/** What the edit screen sends: every field; an emptied one is sent empty, so it is cleared. */
export function associationUpdateInput(values: Record<string, string>): AssociationUpdateInput {
  const input: Record<string, string> = {};
  for (const field of RECORD_FIELDS) input[field] = values[field]?.trim() ?? '';
  return input as AssociationUpdateInput;
}
