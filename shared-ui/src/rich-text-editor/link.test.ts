import { linkEdit } from './link';

describe('linkEdit', () => {
  it('links an https address or a path on this site, trimmed', () => {
    expect(linkEdit(' https://exemple.fr/page ')).toEqual({ href: 'https://exemple.fr/page' });
    expect(linkEdit('/campagnes/jardin')).toEqual({ href: '/campagnes/jardin' });
  });

  it('removes the link when the address is emptied', () => {
    expect(linkEdit('   ')).toEqual({ remove: true });
  });

  it.each([
    'http://exemple.fr',
    'mailto:contact@exemple.fr',
    'exemple.fr',
    '//exemple.fr',
    'javascript:alert(1)',
  ])('refuses %s with a French message', (address) => {
    expect(linkEdit(address)).toEqual({
      error: 'Adresse invalide : elle doit commencer par https:// ou par / (page du site).',
    });
  });
});
