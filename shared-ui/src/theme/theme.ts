import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The platform's one Mantine theme: the shell, every remote running alone and the tests render
 * with it, so a screen looks the same in all three.
 */
export const platformTheme = createTheme({
  primaryColor: 'teal',
  // Teal's default shade 6 (#12b886) reads at 2.5:1 against white, under WCAG AA's 4.5:1 for
  // text (axe flags every filled button and link); shade 9 (#087f5b) reads at 5:1.
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});

/**
 * Mantine's 'dimmed' text is gray 6 (#868e96), 3.3:1 on white: under WCAG AA for body text.
 * Gray 7 keeps the secondary look and reads at 7:1.
 */
export const platformCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: {},
});
