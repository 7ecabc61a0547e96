import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { ApiClient } from 'shared-contracts';
import { ApiClientContext } from '../lib/api-context';

export interface AppProvidersProps {
  client: ApiClient;
  /** 'test' turns off Mantine transitions and portals in jest. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Mantine, the one toast area (top-right, spec section 2) and the API client. */
export function AppProviders({ client, env = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider env={env} theme={{ primaryColor: 'teal' }}>
      <Notifications position="top-right" />
      <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
    </MantineProvider>
  );
}
