import { showToast } from 'shared-ui';

// The shell owns the toasts (top-right, see AppProviders); these are the only two kinds.
export { showSuccessToast } from 'shared-ui';

export function showErrorToast(message: string, id?: string) {
  showToast({ id, color: 'red', message, autoClose: 5000 });
}
