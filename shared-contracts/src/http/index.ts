export * from './error-codes';
export * from './api-error';
export * from './error-message';
export * from './messages';
export * from './client';
export * from './unauthorized';
export * from './shared-api';
