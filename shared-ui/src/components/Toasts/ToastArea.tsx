import type { NotificationsProps } from '@mantine/notifications';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToToastRequests, toastsRequested } from './toasts';
import classes from './ToastArea.module.css';

/**
 * The page's one toast area (top-right, spec section 2, under the site header: never over its
 * menu), mounted when the first toast is shown.
 */
export function ToastArea() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  // Loaded by hand rather than with React.lazy: a suspended lazy component is revealed late.
  const [Notifications, setNotifications] = useState<ComponentType<NotificationsProps> | null>(
    null,
  );
  useEffect(() => {
    if (!requested) return;
    let active = true;
    void import('@mantine/notifications').then((module) => {
      if (active) setNotifications(() => module.Notifications);
    });
    return () => {
      active = false;
    };
  }, [requested]);
  return Notifications ? (
    <Notifications position="top-right" classNames={{ root: classes.root }} />
  ) : null;
}
