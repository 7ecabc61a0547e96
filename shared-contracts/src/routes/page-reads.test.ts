import { publicPageReads } from './page-reads';

describe('publicPageReads', () => {
  it('names the reads of the home page, the campaign list and a campaign', () => {
    expect(publicPageReads('/')).toEqual(['/campaigns', '/associations', '/stats']);
    expect(publicPageReads('/campaigns')).toEqual(['/campaigns']);
    expect(publicPageReads('/campaign/un-camion')).toEqual([
      '/campaigns/un-camion',
      '/campaigns/un-camion/donations',
    ]);
  });

  it('escapes a slug as the calls do, and names nothing for a search or another page', () => {
    expect(publicPageReads('/campaign/caf%C3%A9%20solidaire')).toEqual([
      '/campaigns/caf%C3%A9%20solidaire',
      '/campaigns/caf%C3%A9%20solidaire/donations',
    ]);
    expect(publicPageReads('/campaign/%E0%A4%A')).toEqual([]);
    expect(publicPageReads('/campaigns', '?category=health')).toEqual([]);
    for (const path of ['/admin', '/campaign/a/b', '/login', '/associations'])
      expect(publicPageReads(path)).toEqual([]);
  });
});
