import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const target = {
    url: 'https://dons.example/campaign/puits-au-senegal',
    title: 'Un puits & une école',
  };

  it('gives email, WhatsApp, Facebook, X and LinkedIn, each carrying the campaign URL', () => {
    const links = shareLinks(target);
    expect(links.map((link) => link.label)).toEqual([
      'Email',
      'WhatsApp',
      'Facebook',
      'X',
      'LinkedIn',
    ]);
    for (const link of links) expect(link.href).toContain(encodeURIComponent(target.url));
  });

  it('encodes the title so that it cannot break the address', () => {
    const email = shareLinks(target).find((link) => link.network === 'email')!;
    expect(email.href.startsWith('mailto:?subject=')).toBe(true);
    expect(email.href).not.toContain('&amp;');
    const params = new URLSearchParams(email.href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Découvrez le projet « Un puits & une école »');
    expect(params.get('body')).toContain(target.url);
  });

  it('uses each network’s own share address', () => {
    const hosts = shareLinks(target)
      .filter((link) => link.href.startsWith('https:'))
      .map((link) => new URL(link.href).host);
    expect(hosts).toEqual(['wa.me', 'www.facebook.com', 'x.com', 'www.linkedin.com']);
  });
});
