// The legal texts themselves (legal-texts.ts) are not in the barrel: the barrel is the shared
// copy every first visit loads, and the texts (about 4.5 KB gzip) belong to the lazy legal pages
// only. mf-public and the API import 'shared-contracts/src/legal/legal-texts' directly.
export * from './operator-identity';
export * from './retention';
export * from './legal-page-titles';
