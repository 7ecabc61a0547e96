import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { platformTheme } from '../theme';

export interface PlatformProviderProps {
  /** 'test' turns off Mantine transitions and portals in jest. */
  env?: 'default' | 'test';
  children: ReactNode;
}

// Mantine's dimmed grey (#868e96) reads at 3.3:1 on white, under WCAG AA's 4.5:1: every
// `c="dimmed"` text would fail axe. Gray 7 reads at 7:1.
const readableDimmed: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: {},
});

/** Mantine with the platform theme and the page's one toast area (top-right, spec section 2). */
export function PlatformProvider({ env = 'default', children }: PlatformProviderProps) {
  return (
    <MantineProvider env={env} theme={platformTheme} cssVariablesResolver={readableDimmed}>
      <Notifications position="top-right" />
      {children}
    </MantineProvider>
  );
}
