import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../../../../testing/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links to the campaigns, the associations, the FAQ, the terms and the legal pages', () => {
    renderWithShell(<Footer />);
    const links = within(screen.getByTestId('site-footer')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Projets', '/campaigns'],
      ['Associations', '/associations'],
      ['FAQ', '/faq'],
      ['Conditions générales', '/terms'],
      ['Mentions légales', '/mentions-legales'],
      ['Politique de confidentialité', '/confidentialite'],
      ['Cookies', '/cookies'],
      ["Déclaration d'accessibilité", '/accessibilite'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Informations légales' })).toBeInTheDocument();
  });
});
