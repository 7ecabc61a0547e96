// Every zod schema of the wire (owned by the API helper). Importing them installs the French
// zod messages (common/french-errors.ts). Types are z.infer of the schemas.
export * from './common/fields';
export * from './common/error-body.schema';
export * from './association/association.schema';
export * from './association/association-sign-up';
export * from './document/document.schema';
export * from './campaign/campaign.schema';
export * from './donation/donation.schema';
export * from './user/user.schema';
export * from './auth/auth.schema';
export * from './stats/stats.schema';
export * from './upload/upload.schema';
export * from './payout/payout.schema';
