import { useEffect, useRef, type RefObject } from 'react';

/**
 * Remembers the element focused when the dialog opens (the opener) and focuses it again when
 * the dialog closes or is unmounted. Read during render: the modal's focus trap moves focus
 * inside before any effect of this component runs.
 */
export function useFocusReturn(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  if (opened && opener.current === null && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  useEffect(() => {
    if (!opened) return undefined;
    return () => {
      const element = opener.current;
      opener.current = null;
      // After the modal has gone, or the trap would take focus back.
      if (element?.isConnected) setTimeout(() => element.focus(), 0);
    };
  }, [opened]);
}

/**
 * Focuses the form's first refused field each time `round` grows (a refused submit, the
 * server's 422): a round, not the errors, so the same set refused twice takes focus again. A
 * missing amount focuses the radio group's tab stop.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, round: number) {
  useEffect(() => {
    if (round === 0) return;
    const target = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] [role="radio"][tabindex="0"]',
    );
    target?.focus();
  }, [form, round]);
}
