export * from './fields';
export * from './auth';
export * from './rewards';
export * from './donation';
export * from './files';
export * from './forms';
export * from './search';
export * from './rich-text';
