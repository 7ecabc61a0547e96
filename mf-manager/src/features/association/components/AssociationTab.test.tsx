import { screen } from '@testing-library/react';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { aDocument, anAssociation } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import AssociationTab from './AssociationTab';

describe('AssociationTab', () => {
  it('shows general, legal and bank information, Modifier and the documents', async () => {
    renderPage(<AssociationTab />, {
      client: fakeDashboardApi({ association: anAssociation({ documents: [aDocument()] }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Jardins Solidaires' })).toBeInTheDocument();
    expect(screen.getByText('Approuvée')).toBeInTheDocument();
    expect(screen.getByText('Environnement')).toBeInTheDocument();
    for (const heading of [
      'Informations générales',
      'Informations légales',
      'Informations bancaires',
      'Documents',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText('73282932000074')).toBeInTheDocument();
    expect(screen.getByText('FR7630006000011234567890189')).toBeInTheDocument();
    expect(screen.getByText('Lyon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      '/dashboard/associations/edit',
    );
    expect(screen.getByRole('link', { name: 'Ouvrir statuts.pdf' })).toHaveAttribute(
      'href',
      '/uploads/documents/statuts.pdf',
    );
  });

  it("says 'Aucune information d'association disponible' when the manager has none, without an error", async () => {
    const reportError = jest.fn();
    renderPage(<AssociationTab />, { client: fakeDashboardApi({}), reportError });
    expect(
      await screen.findByText("Aucune information d'association disponible"),
    ).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });
});
