import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_MENU_BREAKPOINT_PX } from 'shared-contracts';

/**
 * The mobile menu's open state: it closes on a click outside the header and when the window
 * reaches 768 px (spec section 2).
 */
export function useMobileMenu(breakpoint: number = MOBILE_MENU_BREAKPOINT_PX) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLElement | null>(null);
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
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [isOpen, breakpoint]);

  return { isOpen, toggle, close, containerRef };
}
