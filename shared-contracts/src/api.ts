// The typed calls of spec section 7, one file per resource.
export * from './tax-receipt/tax-receipt-dashboard.api';
export * from './tax-receipt/tax-settings.api';
export * from './auth/auth.api';
export * from './association/association.api';
export * from './campaign/campaign.api';
export * from './document/document.api';
export * from './donation/donation.api';
export * from './payout/payout.api';
export * from './stats/stats.api';
export * from './upload/upload.api';
export * from './user/user.api';
export * from './tax-receipt/tax-receipt.api';
export * from './common/path';
// The public calls of Actualités, 'Me le rappeler' and the unsubscribe page (issue 30): their
// screens are lazy, but the campaign page loads its sections at once when they are near the
// screen; through the barrel they use the shared copy's zod instead of bundling their own
// (about 30 KB gzip). The manager's and admin's calls stay by path (news/news.api.ts).
export { getCampaignNews, requestCampaignReminder, confirmUnsubscribe } from './news/news.api';
