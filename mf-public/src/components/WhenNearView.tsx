import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the screen (600 px ahead), so that a lazy
 * section's code and data load only for visitors who scroll towards it, not with the page's
 * first view. Without IntersectionObserver (old browsers, tests) it renders at once.
 */
export function WhenNearView({
  children,
  minHeight = 1,
}: {
  children: ReactNode;
  minHeight?: number;
}) {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isNear || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? <>{children}</> : <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
