import { showSuccessToast } from '../SuccessToast/show-success-toast';
import { showToast } from './toasts';

/**
 * Copies a text (a link, an embed's snippet) and says so in a toast, or says it could not: a
 * browser may refuse the clipboard (no permission, not a secure page), and the person then
 * selects the text by hand.
 */
export async function copyWithToast(
  text: string,
  messages: { copied: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showSuccessToast(messages.copied);
  } catch {
    showToast({ color: 'red', message: messages.failed });
  }
}
