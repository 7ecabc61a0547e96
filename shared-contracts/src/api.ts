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
