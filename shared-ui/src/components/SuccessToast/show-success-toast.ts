import { showToast } from '../Toasts/toasts';

/**
 * A success toast of spec section 8 ('Association créée avec succès'...). Failures are not
 * toasted by the screens: the shell's error handler does it.
 */
export function showSuccessToast(message: string): void {
  showToast({ color: 'teal', message, autoClose: 4000 });
}
