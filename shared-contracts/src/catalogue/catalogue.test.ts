import { NBSP } from '../format/money';
import {
  associationCardView,
  campaignCardView,
  campaignsToSupport,
  carouselPage,
  catalogueQueryParams,
  readCatalogueQuery,
  recentContributionsView,
  rewardsView,
} from './index';

const nb = (text: string): string => text.replace(/ /g, NBSP);
const now = new Date('2026-11-22T12:00:00Z');

describe('campaignCardView', () => {
  const base = { slug: 'puits', title: 'Un puits' };

  it('closes a completed campaign or one past its end date, as the server does', () => {
    const completed = campaignCardView({ ...base, status: 'completed' }, now);
    expect(completed).toMatchObject({
      isOpenForDonations: false,
      daysLeftLabel: 'Terminée',
      actionLabel: 'Voir le projet',
    });
    const ended = campaignCardView({ ...base, end_date: '2026-11-22T11:59:59Z' }, now);
    expect(ended).toMatchObject({ isOpenForDonations: false, daysLeftLabel: 'Terminée' });
    const open = campaignCardView(
      { ...base, status: 'active', end_date: '2026-11-22T12:00:01Z' },
      now,
    );
    expect(open).toMatchObject({ isOpenForDonations: true, actionLabel: 'Soutenir ce projet' });
  });

  it('fills the defaults of an empty campaign', () => {
    const card = campaignCardView(base, now);
    expect(card).toMatchObject({
      href: '/campaign/puits',
      categoryLabel: 'Social',
      byLine: 'par Association',
      raisedLabel: '0 €',
      targetLabel: null,
      backers: 0,
      daysLeftLabel: 'En continu',
      actionLabel: 'Soutenir ce projet',
    });
    expect(card.imageUrl).toMatch(/^data:image\/svg\+xml/);
    expect(card.progress).toMatchObject({ label: '∞', caption: 'ouvert' });
  });

  it('marks a funded campaign and offers to see it', () => {
    const card = campaignCardView(
      {
        ...base,
        raised_amount: 1500,
        target_amount: 1000,
        end_date: '2026-11-27T12:00:00Z',
        association_name: 'Santé Solidaire',
        association_category: 'health',
        total_backers: 12,
      },
      now,
    );
    expect(card).toMatchObject({
      categoryLabel: 'Santé',
      byLine: 'par Santé Solidaire',
      raisedLabel: nb('1 500 €'),
      targetLabel: nb('1 000 €'),
      backers: 12,
      daysLeftLabel: '5 jours restants',
      actionLabel: 'Voir le projet',
    });
    expect(card.progress).toMatchObject({ label: '150%', bar: 100, isFunded: true });
  });
});

describe('campaignsToSupport', () => {
  it('keeps only the campaigns that still take donations, in their order', () => {
    const campaigns = [
      { slug: 'a', title: 'A', status: 'active', end_date: '2026-12-31' },
      { slug: 'b', title: 'B', status: 'completed', end_date: '2026-12-31' },
      { slug: 'c', title: 'C', status: 'active', end_date: '2026-11-01' },
      { slug: 'd', title: 'D', status: 'active', end_date: null },
    ];
    expect(campaignsToSupport(campaigns, now).map((campaign) => campaign.slug)).toEqual(['a', 'd']);
  });
});

describe('associationCardView', () => {
  it("defaults the city to 'France' and reads the description as plain text", () => {
    const card = associationCardView({
      slug: 'lire-ensemble',
      name: 'Lire Ensemble',
      description: '<p>Des <strong>livres</strong></p>',
      category: 'education',
    });
    expect(card).toMatchObject({
      href: '/association/lire-ensemble',
      city: 'France',
      description: 'Des livres',
      categoryLabel: 'Éducation',
      raisedLabel: '0 €',
    });
  });
});

describe('carouselPage', () => {
  const items = Array.from({ length: 8 }, (_, index) => index);

  it('shows arrows only above one page', () => {
    expect(carouselPage(items.slice(0, 6), 0, 6).hasArrows).toBe(false);
    expect(carouselPage(items.slice(0, 7), 0, 6).hasArrows).toBe(true);
    expect(carouselPage(items.slice(0, 4), 0, 4).hasArrows).toBe(false);
    expect(carouselPage(items.slice(0, 5), 0, 4).hasArrows).toBe(true);
  });

  it('moves by a whole page and stays on pages that exist', () => {
    expect(carouselPage(items, 6, 6)).toMatchObject({
      items: [6, 7],
      canGoBack: true,
      canGoForward: false,
    });
    expect(carouselPage(items, 60, 6).start).toBe(6);
    expect(carouselPage(items, -6, 6).start).toBe(0);
  });
});

describe('catalogue query in the URL', () => {
  it('reads q and category, defaulting to everything', () => {
    expect(readCatalogueQuery(new URLSearchParams(''))).toEqual({ q: '', category: 'Toutes' });
    expect(readCatalogueQuery(new URLSearchParams('q=puits&category=health'))).toEqual({
      q: 'puits',
      category: 'health',
    });
  });

  it('leaves empty values out of the URL', () => {
    expect(catalogueQueryParams({ q: '', category: 'Toutes' }).toString()).toBe('');
    expect(catalogueQueryParams({ q: 'eau', category: 'social' }).toString()).toBe(
      'q=eau&category=social',
    );
  });
});

describe('campaign page views', () => {
  it('keeps the first 5 contributions and hides anonymous names', () => {
    const contributions = Array.from({ length: 7 }, (_, index) => ({
      id: String(index),
      donor_name: `Donateur ${index}`,
      is_anonymous: index === 0,
      amount: 10,
      created_at: '2026-11-22T10:00:00Z',
    }));
    const view = recentContributionsView(contributions);
    expect(view).toHaveLength(5);
    expect(view[0]).toEqual({
      id: '0',
      name: 'Donateur anonyme',
      date: '22/11/2026',
      amount: nb('10 €'),
    });
    expect(view[1].name).toBe('Donateur 1');
  });

  it('orders rewards by amount with their badge', () => {
    const view = rewardsView([
      { id: 'b', amount: 50, title: 'Visite', description: null },
      { id: 'a', amount: 10, title: 'Merci' },
    ]);
    expect(view.map((reward) => [reward.title, reward.badge])).toEqual([
      ['Merci', '10€+'],
      ['Visite', '50€+'],
    ]);
  });
});
