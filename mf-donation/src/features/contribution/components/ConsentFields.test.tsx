import { screen } from '@testing-library/react';
import { ROUTES } from 'shared-contracts';
import { renderPage } from '../../../testing/render';
import { ConsentFields } from './ConsentFields';

const unchecked = { checked: false, onChange: () => undefined, error: undefined };

it("links the terms to the route table's terms page, in a new tab that keeps the dialog", () => {
  renderPage(
    <ConsentFields
      message={{ value: '', onChange: () => undefined, error: undefined }}
      isAnonymous={unchecked}
      acceptedTerms={unchecked}
    />,
  );
  const link = screen.getByRole('link', { name: /conditions générales/ });
  // The page the shell routes to TermsPage: a renamed path follows the table.
  expect(ROUTES.terms).toMatchObject({ owner: 'mf_public', module: 'TermsPage' });
  expect(link).toHaveAttribute('href', ROUTES.terms.href());
  expect(link).toHaveAttribute('target', '_blank');
});
