// The one federated loader (manifest, registration, retry) lives in shared-ui.
export { loadFederated } from 'shared-ui';
