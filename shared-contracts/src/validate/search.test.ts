import { categoryFilterOptions, filterAssociations, filterCampaigns, matchesSearch } from './index';

describe('search', () => {
  it('matches case-insensitive substrings', () => {
    expect(matchesSearch('EAU', 'Puits d’eau potable', null)).toBe(true);
    expect(matchesSearch('école', null, 'Une ÉCOLE au village')).toBe(true);
    expect(matchesSearch('xyz', 'abc', 'def')).toBe(false);
    expect(matchesSearch('  ', 'abc')).toBe(true);
  });

  const campaigns = [
    { title: 'Puits', description: 'Eau potable', association_category: 'environment' },
    { title: 'École', description: 'Fournitures', association_category: 'education' },
    { title: 'Soupe', description: "Repas d'hiver", association_category: 'social' },
  ];

  it('filters campaigns on title or description and on the association category', () => {
    expect(filterCampaigns(campaigns, { search: 'eau' }).map((c) => c.title)).toEqual(['Puits']);
    expect(filterCampaigns(campaigns, { search: 'école', category: 'social' })).toEqual([]);
    expect(filterCampaigns(campaigns, { category: 'education' }).map((c) => c.title)).toEqual([
      'École',
    ]);
    expect(filterCampaigns(campaigns, { category: 'Toutes' })).toHaveLength(3);
    // Exact comparison: the category filter is not a substring search.
    expect(filterCampaigns(campaigns, { category: 'Social' })).toEqual([]);
  });

  it('filters associations on name or description and exact category', () => {
    const associations = [
      { name: 'Les Restos', description: null, category: 'social' },
      { name: 'Santé Plus', description: 'Soins', category: 'health' },
    ];
    expect(filterAssociations(associations, { search: 'soins' }).map((a) => a.name)).toEqual([
      'Santé Plus',
    ]);
    expect(filterAssociations(associations, { category: 'social' }).map((a) => a.name)).toEqual([
      'Les Restos',
    ]);
  });

  it('builds the category options from distinct non-empty categories', () => {
    expect(
      categoryFilterOptions([
        { category: 'health' },
        { category: 'social' },
        { category: 'health' },
        { category: '' },
        { category: null },
        { category: 'culture' },
      ]),
    ).toEqual([
      { value: 'Toutes', label: 'Toutes les catégories' },
      { value: 'health', label: 'Santé' },
      { value: 'social', label: 'Social' },
      { value: 'culture', label: 'Culture' },
    ]);
  });
});
