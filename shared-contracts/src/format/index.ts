export * from './money';
export * from './date';
export * from './progress';
export * from './text';
export * from './donor';
export * from './payment';
export * from './file-size';
