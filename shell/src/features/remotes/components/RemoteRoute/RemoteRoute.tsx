import { Center, Loader } from '@mantine/core';
import { useContext } from 'react';
import { remoteNameOf, type RemoteModuleId } from 'shared-contracts';
import { FederatedComponent, useFirstViewHold } from 'shared-ui';
import { SHELL_TEXTS } from '../../../../config/texts';
import { RemoteFallback } from '../RemoteFallback/RemoteFallback';
import { RemoteLoaderContext } from './remote-loader-context';

export interface RemoteRouteProps {
  /** The federated module that renders this route: 'mf_admin/AdminDashboardPage'. */
  module: RemoteModuleId;
  /** Props passed to the remote page. */
  pageProps?: Record<string, unknown>;
}

/** Shown while a route's remote loads; the server's first view, if any, stays until it is done. */
export function RemoteLoading() {
  useFirstViewHold();
  return (
    <Center py="xl" aria-busy="true">
      <Loader aria-label={SHELL_TEXTS.loading} />
    </Center>
  );
}

/** A route rendered by a remote's page: its area alone shows the fallback when it fails. */
export function RemoteRoute({ module, pageProps = {} }: RemoteRouteProps) {
  const load = useContext(RemoteLoaderContext);
  return (
    <FederatedComponent
      module={module}
      props={pageProps}
      load={load}
      loading={<RemoteLoading />}
      fallback={(retry) => <RemoteFallback remote={remoteNameOf(module)} onRetry={retry} />}
    />
  );
}
