import type { ReactNode } from 'react';
import type { PageMeta } from 'shared-contracts';
import { usePageMeta } from '../../hooks/use-page-meta';

export interface RoutePageProps {
  /** Default metadata of the route; a remote page may refine it with applyPageMeta. */
  meta: PageMeta;
  children: ReactNode;
}

/** Sets the route's metadata, then renders the page. */
export function RoutePage({ meta, children }: RoutePageProps) {
  usePageMeta(meta);
  return <>{children}</>;
}
