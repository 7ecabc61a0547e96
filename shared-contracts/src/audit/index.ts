export * from './audit.texts';
export * from './audit.schema';
export * from './audit.api';
