import { fireEvent, screen, waitFor } from '@testing-library/react';
import { canSaveAssociation, type Association } from 'shared-contracts';
import { renderPage } from '../../testing';
import { AssociationEditor, type AssociationEditorProps } from './AssociationEditor';
import type { AssociationEditorSection } from './association-editor-fields';

const SECTIONS: AssociationEditorSection[] = [
  {
    legend: 'Général',
    rows: [
      { cols: 2, fields: ['name', 'contact_email', 'category', 'phone'] },
      { note: 'Imprimé sur les reçus' },
      { cols: 1, fields: ['description'] },
    ],
  },
  { legend: 'Banque', rows: [{ cols: 3, fields: ['bank_name', 'iban', 'bic'] }] },
];
const LABELS = {
  name: 'Nom',
  contact_email: 'Email de contact',
  category: 'Catégorie',
  phone: 'Téléphone',
  description: 'Description',
  bank_name: 'Banque',
  iban: 'IBAN',
  bic: 'BIC',
};

const RECORD = {
  name: 'Jardins Solidaires',
  contact_email: 'contact@jardins.fr',
  category: 'environment',
  phone: '01 23 45 67 89',
  description: '<p>Des jardins</p>',
  bank_name: 'Crédit Agricole',
  iban: null,
  rib_iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
} as unknown as Association;

function renderEditor(props: Partial<AssociationEditorProps> = {}) {
  const onSubmit = jest.fn();
  renderPage(
    <AssociationEditor
      association={RECORD}
      sections={SECTIONS}
      texts={{ labels: LABELS, submit: 'Enregistrer', fixErrors: 'Corrigez les champs' }}
      onSubmit={onSubmit}
      isSaving={false}
      {...props}
    />,
  );
  return onSubmit;
}

// Required fields' labels end with Mantine's asterisk.
const field = (label: string) =>
  screen.getByLabelText((content) => content.replace(/\s*\*$/, '') === label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('AssociationEditor', () => {
  it("shows the role's layout filled from the record, the bank fields under either spelling", () => {
    renderEditor();
    expect(screen.getByRole('group', { name: 'Banque' })).toBeInTheDocument();
    expect(field('Nom')).toHaveValue('Jardins Solidaires');
    expect(field('Catégorie')).toHaveDisplayValue('Environnement');
    expect(field('IBAN')).toHaveValue('FR7630006000011234567890189');
    expect(field('Email de contact')).toHaveAttribute('type', 'email');
    expect(screen.getByText('Imprimé sur les reçus')).toBeInTheDocument();
    expect(screen.queryByLabelText(/SIRET/)).toBeNull();
  });

  it('a create screen shows only the given fields, category social, and its rule holds the button', () => {
    renderEditor({
      association: null,
      only: ['name', 'contact_email', 'category'],
      canSave: canSaveAssociation,
    });
    expect(screen.queryByRole('group', { name: 'Banque' })).toBeNull();
    expect(screen.queryByLabelText(/Téléphone/)).toBeNull();
    expect(field('Catégorie')).toHaveDisplayValue('Social');
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toBeDisabled();
    type('Nom', 'Les Jardins');
    type('Email de contact', 'contact@jardins.fr');
    expect(button).toBeEnabled();
  });

  it('refuses what the rules refuse, then sends the values once they pass', async () => {
    const onSubmit = renderEditor();
    type('IBAN', 'FR7630006000011234567890188');
    save();
    expect(screen.getByText('IBAN invalide')).toBeInTheDocument();
    expect(screen.getByText('Corrigez les champs')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    type('IBAN', 'FR7630006000011234567890189');
    expect(screen.queryByText('IBAN invalide')).toBeNull();
    type('Téléphone', '');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Jardins Solidaires',
      phone: '',
      iban: 'FR7630006000011234567890189',
      category: 'environment',
    });
  });

  it('checks a field on leaving it when asked, and shows the server’s 422 on its field', () => {
    renderEditor({
      checkOnBlur: true,
      serverIssues: [{ path: 'bic', message: 'Valeur invalide' }],
    });
    expect(screen.getByText('Valeur invalide')).toBeInTheDocument();
    type('Email de contact', 'contact@jardins');
    expect(screen.queryByText("Format d'email invalide")).toBeNull();
    fireEvent.blur(field('Email de contact'));
    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
  });

  it('without checkOnBlur a field is checked on submit only; the cancel button calls back', () => {
    const onCancel = jest.fn();
    renderEditor({ onCancel, texts: { labels: LABELS, submit: 'Enregistrer', cancel: 'Annuler' } });
    type('Email de contact', 'contact@jardins');
    fireEvent.blur(field('Email de contact'));
    expect(screen.queryByText("Format d'email invalide")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
