import {
  ASSOCIATION_RECEIPT_BLOCK_TEXTS,
  type ManagerAssociationUpdateInput,
} from 'shared-contracts';
import type { AssociationEditorSection, AssociationEditorValues } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

/** The manager's association editor: every field a manager may change (spec section 5). */
export const MANAGER_ASSOCIATION_SECTIONS: readonly AssociationEditorSection[] = [
  {
    legend: MANAGER_TEXTS.generalInfo,
    rows: [
      { cols: 2, fields: ['name', 'category', 'contact_email', 'email', 'phone', 'website'] },
      { cols: 3, fields: ['address', 'postal_code', 'city'] },
      { note: ASSOCIATION_RECEIPT_BLOCK_TEXTS.hint },
      { cols: 1, fields: ['description'] },
    ],
  },
  {
    legend: MANAGER_TEXTS.legalInfo,
    rows: [
      {
        cols: 2,
        fields: [
          'siret',
          'siren',
          'rna',
          'ape_code',
          'manager_name',
          'manager_email',
          'manager_phone',
        ],
      },
    ],
  },
  { legend: MANAGER_TEXTS.bankInfo, rows: [{ cols: 3, fields: ['bank_name', 'iban', 'bic'] }] },
];

/** The full record the PUT sends: the manager's fields, an emptied one as null (cleared). */
export function managerAssociationInput(
  values: AssociationEditorValues,
): ManagerAssociationUpdateInput {
  const input: Record<string, string | null> = {};
  for (const section of MANAGER_ASSOCIATION_SECTIONS)
    for (const row of section.rows)
      if ('fields' in row)
        for (const field of row.fields) input[field] = values[field].trim() || null;
  return input as ManagerAssociationUpdateInput;
}
