import type { Association } from 'shared-contracts';

/** Every text field of an association that an editor may show (spec section 3). */
export const ASSOCIATION_TEXT_FIELDS = [
  'name',
  'contact_email',
  'email',
  'phone',
  'address',
  'postal_code',
  'city',
  'website',
  'image_url',
  'association_code',
  'siret',
  'siren',
  'rna',
  'ape_code',
  'ccam_code',
  'bank_name',
  'iban',
  'bic',
  'manager_name',
  'manager_email',
  'manager_phone',
] as const;

export type AssociationTextField = (typeof ASSOCIATION_TEXT_FIELDS)[number];
export type AssociationEditorField = AssociationTextField | 'category' | 'description';
/** The values as typed: every field a string, '' when empty. */
export type AssociationEditorValues = Record<AssociationEditorField, string>;

/** Fields side by side in `cols` columns, or a note under the fields above it. */
export type AssociationEditorRow =
  { cols: 1 | 2 | 3; fields: readonly AssociationEditorField[] } | { note: string };

/** A titled group of the form; a role's layout is a list of them. */
export interface AssociationEditorSection {
  legend: string;
  rows: readonly AssociationEditorRow[];
}

/** The form's values for a record, or for a new association (category social, spec 5). */
export function associationEditorValues(association: Association | null): AssociationEditorValues {
  const values = Object.fromEntries(
    ASSOCIATION_TEXT_FIELDS.map((field) => [field, association?.[field] ?? '']),
  ) as Record<AssociationTextField, string>;
  return {
    ...values,
    // The bank fields exist under two spellings (spec section 3): show whichever is set.
    iban: association?.iban ?? association?.rib_iban ?? '',
    bic: association?.bic ?? association?.rib_bic ?? '',
    category: association?.category ?? 'social',
    description: association?.description ?? '',
  };
}

/** The layout restricted to the given fields; rows and sections left empty are dropped. */
export function sectionsWithFields(
  sections: readonly AssociationEditorSection[],
  shown: readonly AssociationEditorField[] | undefined,
): AssociationEditorSection[] {
  if (!shown) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      rows: section.rows
        .map((row) =>
          'note' in row ? row : { ...row, fields: row.fields.filter((f) => shown.includes(f)) },
        )
        .filter((row) => 'note' in row || row.fields.length > 0),
    }))
    .filter((section) => section.rows.some((row) => !('note' in row)));
}
