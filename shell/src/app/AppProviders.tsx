import type { ReactNode } from 'react';
import { PlatformProvider } from 'shared-ui';

export interface AppProvidersProps {
  /** 'test' turns off Mantine transitions and portals in jest. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** The platform theme and the one toast area. The API client is shared-contracts' getApiClient. */
export function AppProviders({ env = 'default', children }: AppProvidersProps) {
  return <PlatformProvider env={env}>{children}</PlatformProvider>;
}
