export * from './texts';
export * from './constants';
export * from './labels';
export * from './schemas';
export * from './format';
export * from './validate';
export * from './http';
export * from './session';
