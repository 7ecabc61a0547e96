import { absoluteHref, ROUTES, routesOf } from './index';

describe('the routes table', () => {
  it('builds links from patterns, encoding params and leaving out empty query values', () => {
    expect(ROUTES.home.href()).toBe('/');
    expect(ROUTES.campaign.href({ campaignId: 'puits du village' })).toBe(
      '/campaign/puits%20du%20village',
    );
    expect(ROUTES.admin.href({ tab: 'users', page: undefined })).toBe('/admin?tab=users');
    expect(ROUTES.resetPassword.href({ token: 'a+b/c' })).toBe('/reset-password?token=a%2Bb%2Fc');
    expect(ROUTES.adminCampaignEdit.href({ campaignId: 'c1' })).toBe('/admin/campaigns/c1/edit');
  });

  it('refuses a link with a missing param rather than a broken URL', () => {
    expect(() => ROUTES.campaign.href({ campaignId: '' })).toThrow('campaignId');
  });

  it('gives each remote its own rows, each pattern once', () => {
    expect(routesOf('mf_donor').map((row) => row.pattern)).toEqual(['/donor-dashboard']);
    expect(routesOf('shell').map((row) => row.module)).toEqual([
      'LoginPage',
      'ForgotPasswordPage',
      'ResetPasswordPage',
      'NotFoundPage',
    ]);
    const patterns = Object.values(ROUTES).map((row) => row.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('marks signed-in areas and sign-in pages noindex, public pages indexed', () => {
    expect(ROUTES.campaigns.meta.index).toBe(true);
    expect(ROUTES.login.meta.index).toBe(false);
    expect(ROUTES.admin.meta.index).toBe(false);
    expect(ROUTES.admin.guard).toBe('super_admin');
  });

  it('makes absolute links for emails whatever the trailing slash of the public URL', () => {
    expect(absoluteHref('https://dons.example/', ROUTES.login.href())).toBe(
      'https://dons.example/login',
    );
  });
});
