import { capitalize, stripHtml, truncateDescription } from './index';

describe('text helpers', () => {
  it('strips HTML before truncating', () => {
    expect(stripHtml('<p>Bonjour&nbsp;<strong>à tous</strong></p><p>&amp; merci</p>')).toBe(
      'Bonjour à tous & merci',
    );
    expect(stripHtml('<script>alert(1)</script>Texte')).toBe('Texte');
    expect(stripHtml(null)).toBe('');
  });

  it('cuts the metadata description to 150 characters', () => {
    const long = `<p>${'a'.repeat(200)}</p>`;
    const cut = truncateDescription(long);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateDescription('<b>Court</b>')).toBe('Court');
    expect(truncateDescription('x'.repeat(150))).toBe('x'.repeat(150));
    expect(truncateDescription('abcdef', 4)).toBe('abc…');
  });

  it('capitalizes category options', () => {
    expect(capitalize('social')).toBe('Social');
    expect(capitalize('éducation')).toBe('Éducation');
    expect(capitalize('')).toBe('');
  });
});
