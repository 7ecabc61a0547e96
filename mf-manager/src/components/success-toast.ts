import { notifications } from '@mantine/notifications';

/** The success toasts of spec section 8; failures are the shell's handler's job. */
export function showSuccessToast(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 4000 });
}
