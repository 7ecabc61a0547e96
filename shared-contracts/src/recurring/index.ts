// Dons réguliers (issue 29). Not in shared-contracts' barrel (the first visit's shared copy):
// lazy screens and the API import these files by path.
export * from './recurring.rules';
export * from './recurring.schema';
export * from './recurring.messages';
export * from './recurring.api';
