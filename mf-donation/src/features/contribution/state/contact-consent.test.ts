import {
  campaignFixture,
  contributionValuesFixture as values,
} from '../../../testing/contribution-fixtures';
import { deriveContribution } from './contribution-derivations';
import { initialContributionValues } from './contribution-state';
import { contributionSubmission } from './contribution-sending';

const target = { campaignId: 'jardin-partage', isLoggedIn: false };
const visitor = { donorName: 'Camille Martin', donorEmail: 'camille@example.fr' };

describe('the consent to be contacted by the association', () => {
  it('starts unticked', () => {
    expect(initialContributionValues(20, undefined).contactConsent).toBe(false);
  });

  it('is sent only when the donor ticked it', () => {
    const ticked = values('20', { ...visitor, contactConsent: true });
    expect(
      contributionSubmission(ticked, deriveContribution(ticked, campaignFixture()), target),
    ).toMatchObject({ contactConsent: true });
    const unticked = values('20', visitor);
    expect(
      contributionSubmission(unticked, deriveContribution(unticked, campaignFixture()), target),
    ).not.toHaveProperty('contactConsent');
  });
});
