import {
  ASSOCIATION_STATUS_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CATEGORY_LABELS,
  PRESET_AMOUNTS,
  ROLE_LABELS,
  categoryLabel,
  roleLabel,
  statusLabel,
} from './index';

describe('labels of spec section 4', () => {
  it('names roles, categories and statuses in French', () => {
    expect(ROLE_LABELS).toEqual({
      donor: 'Donateur',
      association_manager: "Gérant d'association",
      super_admin: 'Super Admin',
    });
    expect(CATEGORY_LABELS).toEqual({
      social: 'Social',
      health: 'Santé',
      education: 'Éducation',
      environment: 'Environnement',
    });
    expect(ASSOCIATION_STATUS_LABELS).toEqual({
      pending: 'En attente',
      approved: 'Approuvée',
      rejected: 'Rejetée',
    });
    expect(CAMPAIGN_STATUS_LABELS).toEqual({
      draft: 'Brouillon',
      active: 'Active',
      completed: 'Terminée',
    });
  });

  it('labels campaign and association statuses, and shows an unknown one raw', () => {
    expect(statusLabel('draft')).toBe('Brouillon');
    expect(statusLabel('completed')).toBe('Terminée');
    expect(statusLabel('pending')).toBe('En attente');
    expect(statusLabel('archived')).toBe('archived');
    expect(statusLabel('toString')).toBe('toString');
    expect(statusLabel(null)).toBe('');
  });

  it('labels roles and categories, with fallbacks', () => {
    expect(roleLabel('association_manager')).toBe("Gérant d'association");
    expect(roleLabel('auditor')).toBe('auditor');
    expect(categoryLabel('health')).toBe('Santé');
    expect(categoryLabel(undefined)).toBe('Social');
    expect(categoryLabel('culture')).toBe('culture');
  });

  it('pairs the preset amounts with their labels', () => {
    expect(PRESET_AMOUNTS.map(({ amount, label }) => `${amount}:${label}`)).toEqual([
      '1:Petit geste',
      '5:Supporter',
      '10:Contributeur',
      '20:Défenseur',
      '50:Champion',
      '100:Grand donateur',
    ]);
  });
});
