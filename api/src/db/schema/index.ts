// Every table, for drizzle's typed queries and drizzle-kit. Add a new table file here.
export * from './users';
export * from './associations';
export * from './documents';
export * from './uploads';
export * from './campaigns';
export * from './campaign-totals';
export * from './donations';
export * from './payouts';
export * from './ledger';
export * from './sandbox-payments';
export * from './tax-receipts';
export * from './sent-emails';
export * from './job-workers';
export * from './audit-log';
export * from './checkout-defence';
export * from './disputes';
export * from './recurring';
