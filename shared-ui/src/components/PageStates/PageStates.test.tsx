import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { renderPage } from '../../testing';
import { CallStates, PageEmpty, PageError, PageLoading } from './PageStates';

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

  it("error: the screen's own text, and its 'not found' text when the thing does not exist", () => {
    const texts = { message: 'Erreur de chargement', notFoundMessage: 'Campagne introuvable' };
    const { unmount } = renderPage(
      <PageError error={new ApiError(404, { code: 'not_found' })} {...texts} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Campagne introuvable');
    unmount();
    renderPage(<PageError error={new ApiError(500, undefined)} {...texts} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de chargement');
  });

  describe("a call's states", () => {
    const call = (data: string[] | undefined, isLoading = false) => ({
      data,
      error: data ? undefined : new ApiError(500, undefined),
      isLoading,
      reload: jest.fn(),
    });
    const renderCall = (state: ReturnType<typeof call>) =>
      renderPage(
        <CallStates
          call={state}
          errorMessage="Impossible de charger les dons."
          empty={<PageEmpty title="Aucun don" />}
        >
          {(rows) => <p>{rows.join(', ')}</p>}
        </CallStates>,
      );

    it('the skeleton until the first answer', () => {
      renderCall(call(undefined, true));
      expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    });

    it('the error with its text and a retry that reloads', () => {
      const state = call(undefined);
      renderCall(state);
      expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les dons.');
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(state.reload).toHaveBeenCalledTimes(1);
    });

    it('the empty state when there is nothing to list', () => {
      renderCall(call([]));
      expect(screen.getByRole('heading', { name: 'Aucun don' })).toBeInTheDocument();
    });

    it('the empty state that the data itself decides', () => {
      renderPage(
        <CallStates
          call={{
            data: { rows: [] as string[] },
            error: null,
            isLoading: false,
            reload: jest.fn(),
          }}
          isEmpty={(data) => data.rows.length === 0}
          empty={<PageEmpty title="Aucun utilisateur" />}
        >
          {() => <p>Liste</p>}
        </CallStates>,
      );
      expect(screen.getByRole('heading', { name: 'Aucun utilisateur' })).toBeInTheDocument();
      expect(screen.queryByText('Liste')).not.toBeInTheDocument();
    });

    it('the data once loaded, kept on screen while it reloads', () => {
      renderCall(call(['Marie', 'Louis'], true));
      expect(screen.getByText('Marie, Louis')).toBeInTheDocument();
      expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
    });
  });
});
