import {
  campaignFormErrors,
  canSaveAssociation,
  canSaveUser,
  changedProfileFields,
  parseTargetAmount,
  validateCampaignAssociation,
} from './index';

describe('forms', () => {
  it('enables the admin association and user buttons only with the required fields', () => {
    expect(canSaveAssociation({ name: 'Asso', contact_email: '' })).toBe(false);
    expect(canSaveAssociation({ name: 'Asso', contact_email: 'a@b.fr' })).toBe(true);
    expect(canSaveUser({ full_name: 'A', email: '' })).toBe(false);
  });

  it('checks a campaign with one rule: the story and the association where the form asks for them', () => {
    const admin = { requireStory: false, requireAssociation: true };
    const manager = { requireStory: true, requireAssociation: false };
    const filled = { title: 'T', description: 'D', story: '', association_id: '' };
    expect(campaignFormErrors(filled, admin)).toEqual({
      association_id: 'Veuillez sélectionner une association',
    });
    expect(campaignFormErrors({ ...filled, association_id: 'id' }, admin)).toEqual({});
    expect(campaignFormErrors(filled, manager)).toEqual({ story: 'Ce champ est requis' });
    expect(campaignFormErrors({ ...filled, story: '<p>S</p>' }, manager)).toEqual({});
    expect(
      campaignFormErrors({ title: ' ', description: '', target_amount: 'abc' }, manager),
    ).toEqual({
      title: 'Ce champ est requis',
      description: 'Ce champ est requis',
      story: 'Ce champ est requis',
      target_amount: 'Veuillez entrer un nombre valide',
    });
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
