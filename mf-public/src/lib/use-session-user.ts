// The session hook lives in shared-ui; import it from there.
export { displayName, useSessionUser } from 'shared-ui';
