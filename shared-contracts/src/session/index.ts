export * from './session-store';
export * from './restore-session';
