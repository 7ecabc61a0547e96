export * from './remotes';
export * from './href';
export * from './routes';
