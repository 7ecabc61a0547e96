import { firstFreeSlug, slugify } from '../../src/lib/slug';

describe('slugs', () => {
  it('folds French accents and ligatures, lower-cases, joins words with dashes', () => {
    expect(slugify('Élan Solidaire & Cœur')).toBe('elan-solidaire-coeur');
    expect(slugify("  L'Été à Noël : ça déménage !  ")).toBe('l-ete-a-noel-ca-demenage');
    expect(slugify('Ægir Straße')).toBe('aegir-strasse');
    expect(slugify('€€€', 'campagne')).toBe('campagne');
  });

  it('suffixes on collision', () => {
    expect(firstFreeSlug('asso', [])).toBe('asso');
    expect(firstFreeSlug('asso', ['asso', 'asso-2', 'asso-3'])).toBe('asso-4');
    expect(firstFreeSlug('asso', ['asso-2'])).toBe('asso');
  });

  it('keeps slugs reasonably short', () => {
    expect(slugify('mot '.repeat(100)).length).toBeLessThanOrEqual(80);
  });
});
