import { fireEvent, screen } from '@testing-library/react';
import { ROUTES } from 'shared-contracts';
import { renderPage } from '../../../testing/render';
import { ConsentFields } from './ConsentFields';

const unchecked = { checked: false, onChange: () => undefined, error: undefined };

it("links the terms to the route table's terms page, in a new tab that keeps the dialog", () => {
  renderPage(
    <ConsentFields
      message={{ value: '', onChange: () => undefined, error: undefined }}
      isAnonymous={unchecked}
      contactConsent={unchecked}
      acceptedTerms={unchecked}
    />,
  );
  const link = screen.getByRole('link', { name: /conditions générales/ });
  // The page the shell routes to TermsPage: a renamed path follows the table.
  expect(ROUTES.terms).toMatchObject({ owner: 'mf_public', module: 'TermsPage' });
  expect(link).toHaveAttribute('href', ROUTES.terms.href());
  expect(link).toHaveAttribute('target', '_blank');
});

it('asks whether the association may contact the donor, unticked until the donor ticks it', () => {
  const onChange = jest.fn();
  renderPage(
    <ConsentFields
      message={{ value: '', onChange: () => undefined, error: undefined }}
      isAnonymous={unchecked}
      contactConsent={{ checked: false, onChange, error: undefined }}
      acceptedTerms={unchecked}
    />,
  );
  const box = screen.getByRole('checkbox', {
    name: "J'accepte que l'association me contacte au sujet de ses actions",
  });
  expect(box).not.toBeChecked();
  expect(
    screen.getByText(
      /Sans votre accord, l'association ne reçoit ni votre email ni votre téléphone/,
    ),
  ).toBeInTheDocument();
  fireEvent.click(box);
  expect(onChange).toHaveBeenCalled();
});
