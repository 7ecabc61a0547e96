import {
  InputWrapper,
  Modal,
  Notification,
  PasswordInput,
  createTheme,
  type CSSVariablesResolver,
} from '@mantine/core';
import { UI_TEXTS } from '../config/texts';

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
  components: {
    // Field hints in Mantine's dimmed grey (#868e96) read at 3.3:1; gray 7 reads at 7:1.
    InputWrapper: InputWrapper.extend({
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
    // A toast's close button is an icon: without a name, a screen reader announces "button".
    // Same for a dialog's close button.
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { 'aria-label': UI_TEXTS.closeDialog } },
    }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': UI_TEXTS.closeToast } },
    }),
    // A password field's eye button (aria-pressed tells whether the password shows).
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': UI_TEXTS.showPassword } },
    }),
  },
});

/**
 * Colours darkened for WCAG AA (4.5:1 for text), for every screen. Mantine's 'dimmed' text is
 * gray 6 (#868e96), 3.3:1 on white: gray 7 keeps the secondary look and reads at 7:1.
 */
export const platformCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    // Field errors in Mantine's red 6 read at 3.3:1 on white; red 9 reads at 6:1.
    '--mantine-color-error': theme.colors.red[9],
    // The 'light' variant (tinted buttons, badges, alerts; the editor's active toolbar button)
    // draws shade 9 text on shade 1: 4.3:1 for teal, under AA; on teal 0 it reads at 4.8:1.
    // Red and blue pass on their shade 1 (5:1). One variable: every teal 'light' surface.
    '--mantine-color-teal-light': theme.colors.teal[0],
    // Yellow and orange have no shade dark enough: a 'light' alert's title in yellow 9
    // (#e67700) reads at 2.7:1 on its tint, orange 9 (#d9480f) at 3.9:1. Darker tones of the
    // same hues read at 6.8:1 (#7a4d00) and 5.5:1 (#b03a0a) on their tints and on white.
    '--mantine-color-yellow-light-color': '#7a4d00',
    '--mantine-color-orange-light-color': '#b03a0a',
  },
  dark: {},
});
