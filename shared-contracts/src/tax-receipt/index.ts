export * from './tax-receipt.rules';
export * from './tax-receipt.schema';
export * from './tax-receipt.texts';
export * from './tax-receipt-dashboard.schema';
export * from './tax-eligibility.texts';
export * from './tax-settings.schema';
export * from './tax-settings.texts';
