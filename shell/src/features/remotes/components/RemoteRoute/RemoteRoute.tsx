import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { SHELL_TEXTS } from '../../../../config/texts';
import { remoteNameOf, type RemoteModuleId } from '../../../../lib/federation/remote-names';
import { RemoteErrorBoundary } from '../RemoteErrorBoundary/RemoteErrorBoundary';
import { RemoteLoaderContext } from './remote-loader-context';

export interface RemoteRouteProps {
  /** The federated module that renders this route: 'mf_admin/AdminDashboardPage'. */
  module: RemoteModuleId;
  /** Props passed to the remote page. */
  pageProps?: Record<string, unknown>;
}

export function RemoteLoading() {
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={SHELL_TEXTS.loading} />
    </Center>
  );
}

/**
 * Loads a remote's page lazily, inside its own error boundary. React.lazy remembers a rejected
 * import forever, so "Réessayer" builds a fresh lazy component (and a fresh boundary) instead
 * of re-rendering the old one.
 */
export function RemoteRoute({ module, pageProps }: RemoteRouteProps) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a deliberate dependency: each retry must create a new lazy component.
  const Page = useMemo(() => lazy(() => load(module)), [load, module, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return (
    <RemoteErrorBoundary key={`${module}#${attempt}`} remote={remoteNameOf(module)} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Page {...pageProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
