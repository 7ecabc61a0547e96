import type { NotificationData } from '@mantine/notifications';

// Mantine's notifications (the store and the toast area) are weight no first page needs
// (docs/decisions/0001): they load on the first toast. The store is module state of the shared
// @mantine/notifications singleton, so every remote's toast lands in the shell's one area.
let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast; the toast area (ToastArea) mounts on the first one. `replacing`: the toasts
 * still on screen go first (a success makes the failure before it old news).
 */
export function showToast(data: NotificationData, options: { replacing?: boolean } = {}): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    if (options.replacing) notifications.clean();
    notifications.show(data);
  });
}

/** For ToastArea: whether a toast was asked for on this page yet. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
