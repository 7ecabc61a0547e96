import { showToast } from '../Toasts/toasts';

/**
 * A success toast of spec section 8 ('Association créée avec succès'...). Failures are not
 * toasted by the screens: the shell's error handler does it. It replaces the toasts still on
 * screen: a refused save followed by a good one leaves only 'Campagne mise à jour avec succès'.
 */
export function showSuccessToast(message: string): void {
  showToast({ color: 'teal', message, autoClose: 4000 }, { replacing: true });
}
