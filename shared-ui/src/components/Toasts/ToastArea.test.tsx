import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import { showSuccessToast } from '../SuccessToast/show-success-toast';
import { showToast } from './toasts';

describe('ToastArea', () => {
  it('shows a toast asked for after the first render', async () => {
    renderPage(<p>page</p>);
    showToast({ message: 'Bonjour', color: 'teal' });
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  });

  it('clears the failure still on screen when a success follows it', async () => {
    renderPage(<p>page</p>);
    showToast({ message: 'Données invalides', color: 'red', autoClose: false });
    expect(await screen.findByText('Données invalides')).toBeInTheDocument();
    showSuccessToast('Campagne mise à jour avec succès');
    expect(await screen.findByText('Campagne mise à jour avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Données invalides')).not.toBeInTheDocument());
  });
});
