import { screen } from '@testing-library/react';
import { NAV_TEXTS, configureAssociationSignUpUrl } from 'shared-contracts';
import { renderPage } from '../../testing';
import { RegisterAssociationButton, RegisterAssociationLink } from './RegisterAssociationButton';

describe('RegisterAssociationButton', () => {
  afterEach(() => configureAssociationSignUpUrl(null));

  it('opens the sign-up flow of the platform by default', () => {
    renderPage(
      <>
        <RegisterAssociationButton variant="subtle" />
        <RegisterAssociationLink size="sm" />
      </>,
    );
    for (const link of screen.getAllByRole('link', { name: NAV_TEXTS.registerAssociation })) {
      expect(link).toHaveAttribute('href', '/inscription-association');
      expect(link).not.toHaveAttribute('target');
    }
  });

  it("opens the operator's external form in a new tab, without handing it this page", () => {
    configureAssociationSignUpUrl('https://forms.example.org/adhesion');
    renderPage(<RegisterAssociationButton variant="subtle" />);
    const link = screen.getByRole('link', { name: NAV_TEXTS.registerAssociation });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/adhesion');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('ignores a setting that is not a web address', () => {
    configureAssociationSignUpUrl('javascript:alert(1)');
    renderPage(<RegisterAssociationButton />);
    expect(screen.getByRole('link', { name: NAV_TEXTS.registerAssociation })).toHaveAttribute(
      'href',
      '/inscription-association',
    );
  });
});
