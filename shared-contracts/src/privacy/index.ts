export * from './privacy.texts';
export * from './privacy.schema';
export * from './privacy.api';
