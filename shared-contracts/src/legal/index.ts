export * from './operator-identity';
export * from './retention';
export * from './legal-page-titles';
export * from './legal-texts';
