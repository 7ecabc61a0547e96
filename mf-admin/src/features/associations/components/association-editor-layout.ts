import type { AssociationEditorSection } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

const T = ADMIN_TEXTS.associationForm;

/** The super admin's association editor: every field, the platform's own codes included. */
export const ADMIN_ASSOCIATION_SECTIONS: readonly AssociationEditorSection[] = [
  {
    legend: T.general,
    rows: [
      {
        cols: 2,
        fields: [
          'name',
          'contact_email',
          'category',
          'phone',
          'website',
          'email',
          'image_url',
          'address',
          'postal_code',
          'city',
        ],
      },
      { cols: 1, fields: ['description'] },
    ],
  },
  {
    legend: T.legal,
    rows: [
      { cols: 2, fields: ['ape_code', 'siret', 'siren', 'rna', 'association_code', 'ccam_code'] },
    ],
  },
  { legend: T.bank, rows: [{ cols: 3, fields: ['bank_name', 'iban', 'bic'] }] },
  {
    legend: T.manager,
    rows: [{ cols: 3, fields: ['manager_name', 'manager_email', 'manager_phone'] }],
  },
];
