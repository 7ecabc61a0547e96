import { screen } from '@testing-library/react';
import { NAV_TEXTS, REGISTER_ASSOCIATION_FORM_URL } from 'shared-contracts';
import { renderPage } from '../../testing';
import { RegisterAssociationButton } from './RegisterAssociationButton';

describe('RegisterAssociationButton', () => {
  it('opens the registration form in a new tab, without handing it this page', () => {
    renderPage(<RegisterAssociationButton variant="subtle" />);
    const link = screen.getByRole('link', { name: NAV_TEXTS.registerAssociation });
    expect(link).toHaveAttribute('href', REGISTER_ASSOCIATION_FORM_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
