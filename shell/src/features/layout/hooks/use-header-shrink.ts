import { useEffect, useState } from 'react';
import { HEADER_SHRINK_SCROLL_PX } from 'shared-contracts';

/** True once the page has scrolled past 50 px (spec section 2: the header collapses). */
export function useHeaderShrink(threshold: number = HEADER_SHRINK_SCROLL_PX): boolean {
  const [isShrunk, setIsShrunk] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  );
  useEffect(() => {
    const update = () => setIsShrunk(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isShrunk;
}
