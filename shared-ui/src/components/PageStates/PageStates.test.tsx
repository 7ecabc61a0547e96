import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { renderPage } from '../../testing';
import { PageEmpty, PageError, PageLoading } from './PageStates';

describe('page states', () => {
  it('loading: a busy skeleton announced as loading', () => {
    renderPage(<PageLoading />);
    expect(screen.getByTestId('page-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });

  it('empty: the missing thing and a way out', () => {
    renderPage(<PageEmpty title="Aucun projet trouvé" action={<a href="/">Accueil</a>} />);
    expect(screen.getByRole('heading', { name: 'Aucun projet trouvé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
  });

  it('error: the French text of the failure and a retry', () => {
    const onRetry = jest.fn();
    renderPage(<PageError error={new ApiError(404, undefined)} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ressource non trouvée');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
