import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { FaqPage } from './FaqPage';
import { TermsPage } from './TermsPage';

describe('FaqPage', () => {
  it('has ten collapsible questions, the support buttons and the way back', () => {
    renderPage(<FaqPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Quels sont les frais ?' }));
    expect(screen.getByRole('button', { name: 'Quels sont les frais ?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/commission de 5 %/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrire au support' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    // The number shown in the texts, dialled in the international form.
    expect(screen.getByRole('link', { name: 'Appeler le support' })).toHaveAttribute(
      'href',
      'tel:+33184801234',
    );
    expect(screen.getByRole('button', { name: /Retour en haut/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Retour à l'accueil/ })[0]).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('TermsPage', () => {
  it('has the preamble, articles 1 to 7 and the contact section', () => {
    renderPage(<TermsPage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent);
    expect(headings).toEqual([
      'Préambule',
      'Article 1 – Objet',
      'Article 2 – Inscription et compte',
      'Article 3 – Dons et transactions',
      'Article 4 – Obligations des associations',
      'Article 5 – Protection des données',
      'Article 6 – Responsabilité',
      'Article 7 – Modifications',
      'Contact',
    ]);
    expect(screen.getByText(/au moins 18 ans/)).toBeInTheDocument();
    expect(screen.getByText(/ne conserve aucune donnée de carte bancaire/)).toBeInTheDocument();
    expect(screen.getByText(/intégralement remboursés/)).toBeInTheDocument();
  });
});
