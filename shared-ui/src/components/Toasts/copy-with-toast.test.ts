import { copyWithToast } from './copy-with-toast';
import { showToast } from './toasts';

jest.mock('./toasts', () => ({ showToast: jest.fn() }));

const MESSAGES = { copied: 'Lien copié', failed: 'Copie impossible : sélectionnez le lien.' };

function setClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copyWithToast', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('copies the text and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    await copyWithToast('https://exemple.fr/campaign/un-puits', MESSAGES);
    expect(writeText).toHaveBeenCalledWith('https://exemple.fr/campaign/un-puits');
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'teal', message: 'Lien copié' }),
      { replacing: true },
    );
  });

  it('says the copy failed when the browser refuses the clipboard', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('NotAllowedError')));
    await copyWithToast('texte', MESSAGES);
    expect(showToast).toHaveBeenCalledWith({
      color: 'red',
      message: 'Copie impossible : sélectionnez le lien.',
    });
  });
});
