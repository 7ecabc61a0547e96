export * from './remotes';
export * from './href';
export * from './routes';
export * from './exposed-modules';
export * from './page-reads';
export * from './campaign-contribute';
