import { screen } from '@testing-library/react';
import {
  DEMO_OPERATOR_IDENTITY,
  configureOperatorIdentity,
  type OperatorIdentity,
} from 'shared-contracts';
import { renderPage } from '../../../testing/render';
import { LegalPage } from './LegalPage';

const OPERATOR: OperatorIdentity = {
  publisherName: 'Dons Solidaires',
  publisherLegalForm: 'SAS au capital de 10 000 €',
  publisherAddress: '5 quai des Chartrons, 33000 Bordeaux',
  publisherRegistration: 'RCS Bordeaux 912 345 678',
  publisherEmail: 'legal@dons-solidaires.fr',
  publisherPhone: '05 56 00 00 00',
  publicationDirector: 'Jeanne Dupuis',
  hostName: 'Nuage Français SAS',
  hostAddress: '2 rue des Serveurs, 67000 Strasbourg',
  hostPhone: '03 88 00 00 00',
};

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent);

/** No operator part left unfilled, and no template mark. */
function expectNoPlaceholder() {
  const text = screen.getByTestId('legal-page').textContent;
  expect(text).not.toContain('[non renseigné]');
  expect(text).not.toMatch(/[{}]|undefined/);
}

afterEach(() => configureOperatorIdentity({}));

describe('LegalPage', () => {
  it("'Mentions légales' names the publisher, the director of publication and the host from the settings", () => {
    configureOperatorIdentity(OPERATOR);
    renderPage(<LegalPage page="legalNotice" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'Éditeur',
      'Directeur de la publication',
      'Hébergeur',
      'Contenus publiés par les associations',
    ]);
    expect(screen.getByText(/article 6 III de la loi n° 2004-575 du 21 juin 2004/)).toBeVisible();
    expect(
      screen.getByText(
        'La plateforme est éditée par Dons Solidaires, SAS au capital de 10 000 €, dont le siège est situé 5 quai des Chartrons, 33000 Bordeaux.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Immatriculation : RCS Bordeaux 912 345 678.')).toBeVisible();
    expect(
      screen.getByText('Contact : legal@dons-solidaires.fr, téléphone : 05 56 00 00 00.'),
    ).toBeVisible();
    expect(screen.getByText('Jeanne Dupuis.')).toBeVisible();
    expect(
      screen.getByText(
        'La plateforme est hébergée par Nuage Français SAS, 2 rue des Serveurs, 67000 Strasbourg, téléphone : 03 88 00 00 00.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Écrire à l’éditeur' })).toHaveAttribute(
      'href',
      'mailto:legal@dons-solidaires.fr',
    );
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    expectNoPlaceholder();
  });

  it("'Politique de confidentialité' says what, why, how long, who receives it, the rights and the CNIL", () => {
    renderPage(<LegalPage page="privacy" operator={OPERATOR} />);
    expect(sectionTitles()).toEqual([
      'Les données collectées',
      'Pourquoi, et sur quelle base légale',
      'Combien de temps',
      'Qui reçoit vos données',
      'Vos droits, et comment les exercer',
      'Réclamation auprès de la CNIL',
    ]);
    expect(screen.getByText(/n’en reçoit et n’en conserve aucune/)).toBeVisible();
    expect(screen.getByText(/obligations légales \(article 6\.1\.c du RGPD\)/)).toBeVisible();
    expect(screen.getByText(/votre consentement \(article 6\.1\.a du RGPD\)/)).toBeVisible();
    expect(screen.getByText(/effacées 36 mois après votre dernier don/)).toBeVisible();
    expect(
      screen.getByText(/6 ans \(article L102 B du Livre des procédures fiscales\)/),
    ).toBeVisible();
    expect(screen.getByText(/10 ans \(article L123-22 du Code de commerce\)/)).toBeVisible();
    expect(
      screen.getByText(
        'L’hébergeur, Nuage Français SAS, qui stocke les données pour notre compte.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/télécharger vos données \(JSON ou CSV\) et de supprimer votre compte/),
    ).toBeVisible();
    expect(screen.getByText(/écrivez à legal@dons-solidaires\.fr/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Mes données, dans mon espace donateur' }),
    ).toHaveAttribute('href', '/donor-dashboard?tab=privacy');
    expect(
      screen.getByRole('link', { name: 'Adresser une réclamation à la CNIL' }),
    ).toHaveAttribute('href', 'https://www.cnil.fr/fr/plaintes');
    expectNoPlaceholder();
  });

  it("'Déclaration d'accessibilité' gives the RGAA level, how to report a barrier and the Défenseur des droits", () => {
    renderPage(<LegalPage page="accessibility" operator={OPERATOR} />);
    expect(screen.getByText(/partiellement conforme .* \(RGAA\), version 4\.1/)).toBeVisible();
    expect(screen.getByText(/établie le 27 novembre 2026/)).toBeVisible();
    expect(
      screen.getByText(/écrivez-nous à legal@dons-solidaires\.fr ou appelez le 05 56 00 00 00/),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Signaler un défaut d’accessibilité' }),
    ).toHaveAttribute('href', 'mailto:legal@dons-solidaires.fr');
    expect(screen.getByRole('link', { name: 'Écrire au Défenseur des droits' })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
    expectNoPlaceholder();
  });

  it("'Cookies' names the session cookie and says why there is no banner", () => {
    renderPage(<LegalPage page="cookies" operator={OPERATOR} />);
    expect(screen.getByText(/« token » : il garde votre session ouverte/)).toBeVisible();
    expect(screen.getByText(/expire au bout d’un jour/)).toBeVisible();
    expect(screen.getByText(/délibération n° 2020-091 du 17 septembre 2020/)).toBeVisible();
    expect(screen.getByText(/n’affiche donc pas de bandeau/)).toBeVisible();
    expectNoPlaceholder();
  });

  it('marks what the deployment has not set, rather than showing another operator', () => {
    renderPage(
      <LegalPage
        page="legalNotice"
        operator={{ ...DEMO_OPERATOR_IDENTITY, hostPhone: undefined }}
      />,
    );
    expect(screen.getByText(/téléphone : \[non renseigné\]\.$/)).toBeVisible();
  });
});
