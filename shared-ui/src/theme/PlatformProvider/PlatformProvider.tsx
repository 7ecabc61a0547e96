import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToastArea } from '../../components/Toasts/ToastArea';
import { platformCssVariables, platformTheme } from '../theme';

export interface PlatformProviderProps {
  /** 'test' turns off Mantine transitions and portals in jest. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Mantine with the platform theme and the page's one toast area (top-right, spec section 2). */
export function PlatformProvider({ env = 'default', children }: PlatformProviderProps) {
  return (
    <MantineProvider env={env} theme={platformTheme} cssVariablesResolver={platformCssVariables}>
      <ToastArea />
      {children}
    </MantineProvider>
  );
}
