import { screen } from '@testing-library/react';
import { ROUTES } from 'shared-contracts';
import { renderPage } from '../../../../testing/render';
import { AssociationEditPage } from './AssociationFormPage';

describe('AssociationEditPage', () => {
  it('names the association edited and links back to the associations tab', () => {
    renderPage(<AssociationEditPage />, {
      route: '/admin/associations/a1/edit',
      path: ROUTES.adminAssociationEdit.pattern,
    });
    expect(screen.getByRole('heading', { name: "Modifier l'association" })).toBeInTheDocument();
    expect(screen.getByText('a1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Administration de la plateforme' })).toHaveAttribute(
      'href',
      '/admin?tab=associations',
    );
  });
});
