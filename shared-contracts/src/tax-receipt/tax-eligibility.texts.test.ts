import { taxEligibilityLabel } from './tax-eligibility.texts';

describe('taxEligibilityLabel', () => {
  it('names each state, with the rate once verified', () => {
    expect(taxEligibilityLabel(undefined)).toBe('Non déclarée');
    expect(taxEligibilityLabel('none')).toBe('Non déclarée');
    expect(taxEligibilityLabel('declared')).toBe('Déclarée');
    expect(taxEligibilityLabel('verified', 66)).toBe('Vérifiée à 66 % (intérêt général)');
    expect(taxEligibilityLabel('verified', 75)).toBe(
      'Vérifiée à 75 % (aide aux personnes en difficulté)',
    );
    expect(taxEligibilityLabel('verified', null)).toBe('Vérifiée');
    expect(taxEligibilityLabel('withdrawn', 66)).toBe('Retirée');
  });
});
