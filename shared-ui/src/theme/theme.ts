import { createTheme } from '@mantine/core';

/**
 * The platform's one Mantine theme: the shell, every remote running alone and the tests render
 * with it, so a screen looks the same in all three.
 */
export const platformTheme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
