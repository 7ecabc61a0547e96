import {
  canSaveAdminCampaign,
  canSaveAssociation,
  canSaveManagerCampaign,
  canSaveUser,
  changedProfileFields,
  parseTargetAmount,
  validateCampaignAssociation,
} from './index';

describe('forms', () => {
  it('enables the admin association and campaign buttons only with the required fields', () => {
    expect(canSaveAssociation({ name: 'Asso', contact_email: '' })).toBe(false);
    expect(canSaveAssociation({ name: 'Asso', contact_email: 'a@b.fr' })).toBe(true);
    expect(canSaveAdminCampaign({ title: 'T', description: 'D', association_id: '' })).toBe(false);
    expect(canSaveAdminCampaign({ title: 'T', description: 'D', association_id: 'id' })).toBe(true);
    expect(canSaveManagerCampaign({ title: 'T', description: 'D', story: '' })).toBe(false);
    expect(canSaveManagerCampaign({ title: 'T', description: 'D', story: '<p>S</p>' })).toBe(true);
    expect(canSaveUser({ full_name: 'A', email: '' })).toBe(false);
  });

  it("asks to select an association: 'Veuillez sélectionner une association'", () => {
    expect(validateCampaignAssociation('')).toBe('Veuillez sélectionner une association');
    expect(validateCampaignAssociation('id')).toBeNull();
  });

  it('parses the target to a number or null', () => {
    expect(parseTargetAmount('1500')).toBe(1500);
    expect(parseTargetAmount('1 500,50')).toBe(1500.5);
    expect(parseTargetAmount('')).toBeNull();
    expect(parseTargetAmount('abc')).toBeNull();
    expect(parseTargetAmount(0)).toBe(0);
  });

  it('sends only changed non-empty profile fields', () => {
    const current = { full_name: 'Jean', phone: '0612345678' };
    expect(
      changedProfileFields(current, { full_name: 'Jean', phone: '', password: '' }),
    ).toBeNull();
    expect(changedProfileFields(current, { full_name: ' Jeanne ', phone: '0612345678' })).toEqual({
      full_name: 'Jeanne',
    });
    expect(changedProfileFields(current, { password: 'secret1' })).toEqual({ password: 'secret1' });
  });
});
