import { notifications } from '@mantine/notifications';

// The shell owns the toasts (top-right, see AppProviders); these are the only two kinds.
export function showErrorToast(message: string, id?: string) {
  notifications.show({ id, color: 'red', message, autoClose: 5000 });
}

export function showSuccessToast(message: string) {
  notifications.show({ color: 'teal', message, autoClose: 4000 });
}
