import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_MENU_BREAKPOINT_PX } from 'shared-contracts';

/**
 * The mobile menu's open state: it closes on a click outside the header and when the window
 * reaches 768 px (spec section 2), and on Escape, which gives the focus back to the menu's
 * button (`buttonRef`) so a keyboard user carries on from where the menu was opened.
 */
export function useMobileMenu(breakpoint: number = MOBILE_MENU_BREAKPOINT_PX) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target))
        setIsOpen(false);
    };
    const onResize = () => {
      if (window.innerWidth >= breakpoint) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [isOpen, breakpoint]);

  return { isOpen, toggle, close, containerRef, buttonRef };
}
