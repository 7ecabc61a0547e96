export * from './page-meta';
