import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import { showToast } from './toasts';

describe('ToastArea', () => {
  it('shows a toast asked for after the first render', async () => {
    renderPage(<p>page</p>);
    showToast({ message: 'Bonjour', color: 'teal' });
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  });
});
