import { act, fireEvent, screen } from '@testing-library/react';
import {
  ApiError,
  configureSharedApi,
  PAYMENT_LONG_WAIT_MS,
  PAYMENT_MESSAGES,
  PAYMENT_POLL_INTERVAL_MS,
  resetSharedApi,
  sessionStore,
  type ApiClient,
} from 'shared-contracts';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { PaymentReturnPage } from './PaymentReturnPage';

const STATUS_PATH = '/donations/payments/status/cs_123';
const ROUTE = '/donation/success?session_id=cs_123';

function statusBody(payment_status: string, reward_selected: string | null = 'Carte postale') {
  return {
    donation: {
      id: 'd1',
      payment_status,
      amount: 20,
      campaign_id: 'c1',
      campaign_slug: 'jardin',
      campaign_title: 'Un jardin partagé',
      reward_selected,
      is_anonymous: false,
      created_at: '2026-11-20T10:00:00.000Z',
      paid_at: payment_status === 'paid' ? '2026-11-20T10:01:00.000Z' : null,
    },
  };
}

type Answer = { body: unknown } | { error: unknown } | 'never';

/**
 * The page's shared client, as the shell configures it, answering from a script: each GET
 * takes the next answer (the last one repeats) and, like the real client, parses it with the
 * schema the typed call passes.
 */
function setupClient(...answers: Answer[]) {
  const get = jest.fn(
    (_path: string, options?: { schema?: { parse(value: unknown): unknown } }) => {
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (answer === 'never') return new Promise(() => undefined);
      if ('error' in answer) return Promise.reject(answer.error);
      return Promise.resolve(options?.schema ? options.schema.parse(answer.body) : answer.body);
    },
  );
  const client = createFakeApiClient({ get } as unknown as Partial<ApiClient>);
  const reportError = jest.fn();
  configureSharedApi({ client, reportError });
  return { get, reportError };
}

/** Lets the pending promises (the status answer, React's update) run, with `ms` of fake time. */
async function advance(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function expectBackHomeLink() {
  expect(screen.getByRole('link', { name: PAYMENT_MESSAGES.backHome })).toHaveAttribute(
    'href',
    '/',
  );
}

describe('PaymentReturnPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    resetSharedApi();
    sessionStore.getState().clear();
  });

  it('reports a missing payment session without calling the API', async () => {
    const { get } = setupClient({ body: statusBody('paid') });
    renderPage(<PaymentReturnPage />, { route: '/donation/success' });
    await advance(PAYMENT_POLL_INTERVAL_MS * 2);
    expect(screen.getByRole('heading', { name: 'Problème de paiement' })).toBeInTheDocument();
    expect(screen.getByText('Session de paiement non trouvée')).toBeInTheDocument();
    expectBackHomeLink();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the check in progress while the status call is under way', async () => {
    const { get } = setupClient('never');
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    expect(screen.getByRole('heading', { name: 'Vérification en cours' })).toBeInTheDocument();
    expect(screen.getByText('Vérification du paiement en cours...')).toBeInTheDocument();
    expectBackHomeLink();
    // One request in flight: time passing sends no other.
    await advance(PAYMENT_POLL_INTERVAL_MS * 5);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(STATUS_PATH, expect.anything());
  });

  it('paid: thanks the donor, with the receipt and reward texts', async () => {
    const { get, reportError } = setupClient({ body: statusBody('paid') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(
      screen.getByRole('heading', { name: 'Merci pour votre contribution !' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Contribution réussie ! Merci de soutenir cette cause.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Un reçu vous sera envoyé par email.')).toBeInTheDocument();
    expect(
      screen.getByText("Votre contrepartie vous sera envoyée par l'association"),
    ).toBeInTheDocument();
    expect(screen.queryByText('Vérification en cours')).not.toBeInTheDocument();
    // What was given, to what, and the way back to it.
    expect(screen.getByTestId('gift-summary')).toHaveTextContent(
      /^Votre don de 20\s€ à « Un jardin partagé » est bien enregistré\.$/,
    );
    expect(screen.getByRole('link', { name: 'Retour à la campagne' })).toHaveAttribute(
      'href',
      '/campaign/jardin',
    );
    expectBackHomeLink();
    // Done: no more polling.
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(get).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('paid, the first charge of a monthly gift: its rhythm, the next charge and how to stop', async () => {
    const body = statusBody('paid', null);
    const plan = {
      id: 'p1',
      frequency: 'monthly',
      status: 'active',
      amount: 20,
      next_charge_on: '2026-12-20',
    };
    setupClient({ body: { donation: { ...body.donation, plan } } });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(screen.getByTestId('plan-started')).toHaveTextContent(
      /Votre don régulier de 20\s€ par mois a commencé\./,
    );
    expect(screen.getByTestId('plan-next-charge')).toHaveTextContent(
      'Prochain prélèvement : le 20 décembre 2026.',
    );
    expect(screen.getByText(/suspendre ou arrêter ce don, sans compte/)).toBeInTheDocument();
  });

  it('paid: offers to share the campaign, its links carrying the campaign page', async () => {
    setupClient({ body: statusBody('paid') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Partager cette campagne' }));
    await advance();
    const panel = await screen.findByRole('group', { name: 'Partager la campagne' });
    expect(
      (panel.querySelector('a[href^="https://www.facebook.com"]') as HTMLAnchorElement).href,
    ).toContain(encodeURIComponent('http://localhost/campaign/jardin'));
  });

  it('paid without a reward: no reward sentence', async () => {
    setupClient({ body: statusBody('paid', null) });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(
      screen.getByRole('heading', { name: 'Merci pour votre contribution !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Un reçu vous sera envoyé par email.')).toBeInTheDocument();
    expect(screen.queryByText("Votre contrepartie vous sera envoyée par l'association")).toBeNull();
  });

  it('pending or failed: no way back to the campaign offered as if it were done', async () => {
    setupClient({ body: statusBody('expired') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(screen.queryByTestId('gift-summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retour à la campagne' })).toBeNull();
    expectBackHomeLink();
  });

  it('expired: the error state with the expiry text, and no more polling', async () => {
    const { get } = setupClient({ body: statusBody('expired') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(screen.getByRole('heading', { name: 'Problème de paiement' })).toBeInTheDocument();
    expect(
      screen.getByText('La session de paiement a expiré. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expectBackHomeLink();
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('failed (a declined payment): the error state rather than a spinner forever', async () => {
    const { get } = setupClient({ body: statusBody('failed') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(screen.getByRole('heading', { name: 'Problème de paiement' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'not_found',
      new ApiError(404, { detail: 'Session de paiement non trouvée', code: 'not_found' }),
    ],
    [
      'rate_limited',
      new ApiError(429, {
        detail: 'Trop de tentatives. Veuillez attendre quelques minutes.',
        code: 'rate_limited',
      }),
    ],
    ['server_error', new ApiError(500, { detail: 'boom', code: 'server_error' })],
    ['no response', new ApiError(0, undefined)],
  ])(
    'a failed status call (%s): the verification error, said once (no toast on top)',
    async (_name, error) => {
      const { get, reportError } = setupClient({ error });
      renderPage(<PaymentReturnPage />, { route: ROUTE });
      await advance();
      expect(screen.getByRole('heading', { name: 'Problème de paiement' })).toBeInTheDocument();
      expect(screen.getByText('Erreur lors de la vérification du paiement.')).toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(reportError).not.toHaveBeenCalled();
      expectBackHomeLink();
      await advance(PAYMENT_POLL_INTERVAL_MS * 3);
      expect(get).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['pending', 'refunded'])(
    '%s: stays checking and asks again every 2000 ms, one call at a time, until paid',
    async (status) => {
      const { get } = setupClient(
        { body: statusBody(status) },
        { body: statusBody(status) },
        { body: statusBody('paid') },
      );
      renderPage(<PaymentReturnPage />, { route: ROUTE });
      await advance();
      expect(get).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading', { name: 'Vérification en cours' })).toBeInTheDocument();
      expect(screen.getByText('Vérification du paiement en cours...')).toBeInTheDocument();

      await advance(PAYMENT_POLL_INTERVAL_MS - 1);
      expect(get).toHaveBeenCalledTimes(1);
      await advance(1);
      expect(get).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('heading', { name: 'Vérification en cours' })).toBeInTheDocument();

      await advance(PAYMENT_POLL_INTERVAL_MS);
      expect(get).toHaveBeenCalledTimes(3);
      expect(get).toHaveBeenNthCalledWith(3, STATUS_PATH, expect.anything());
      expect(
        screen.getByRole('heading', { name: 'Merci pour votre contribution !' }),
      ).toBeInTheDocument();

      await advance(PAYMENT_POLL_INTERVAL_MS * 3);
      expect(get).toHaveBeenCalledTimes(3);
    },
  );

  it('pending then a failed call: the verification error ends the polling', async () => {
    const { get } = setupClient(
      { body: statusBody('pending') },
      { error: new ApiError(503, undefined) },
    );
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Erreur lors de la vérification du paiement.')).toBeInTheDocument();
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('stops polling once the page is left', async () => {
    const { get } = setupClient({ body: statusBody('pending') });
    const { unmount } = renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(get).toHaveBeenCalledTimes(1);
    unmount();
    await advance(PAYMENT_POLL_INTERVAL_MS * 5);
    expect(get).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('an answer arriving after the page is left changes nothing and schedules nothing', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const { get } = setupClient('never');
    get.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const { unmount } = renderPage(<PaymentReturnPage />, { route: ROUTE });
    unmount();
    resolve(statusBody('pending'));
    await advance(PAYMENT_POLL_INTERVAL_MS * 5);
    expect(get).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
  it('checking: the spinner and its words are one status region, and the tab says what is checked', async () => {
    setupClient('never');
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Vérification du paiement en cours...');
    // The spinner itself is decoration: no unnamed image or label on a plain element.
    expect(document.querySelector('.mantine-Loader-root')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('[aria-label]:not([role])')).toBeNull();
    await advance();
    expect(document.title).toMatch(/^Vérification du paiement en cours/);
  });

  it('still pending after 20 s: says why, that the email will come, and offers the campaign', async () => {
    const { get } = setupClient({ body: statusBody('pending') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    await advance(PAYMENT_LONG_WAIT_MS - 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Vérification en cours' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Retour à la campagne' })).toBeNull();
    await advance(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Paiement en cours de confirmation' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Paiement en cours de confirmation/);
    expect(screen.getByRole('status')).toHaveTextContent(
      /prend plus de temps que d'habitude.*vous recevrez un email de confirmation/,
    );
    expect(screen.getByRole('link', { name: 'Retour à la campagne' })).toHaveAttribute(
      'href',
      '/campaign/jardin',
    );
    // A visitor has no donor area to go to.
    expect(screen.queryByRole('link', { name: 'Mon espace donateur' })).toBeNull();
    expectBackHomeLink();
    // And the page keeps asking: paid at last is still a success.
    const calls = get.mock.calls.length;
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(get.mock.calls.length).toBe(calls + 1);
  });

  it('a long wait for a signed-in donor also offers the donor area', async () => {
    sessionStore.getState().setSession('jeton', {
      id: 'u1',
      email: 'marie@example.fr',
      full_name: 'Marie Donatrice',
      role: 'donor',
    });
    setupClient({ body: statusBody('pending') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    await advance(PAYMENT_LONG_WAIT_MS);
    expect(screen.getByRole('link', { name: 'Mon espace donateur' })).toHaveAttribute(
      'href',
      '/donor-dashboard',
    );
  });

  it('paid after the long wait: the thanks replace the explanation', async () => {
    const pending = Array.from(
      { length: PAYMENT_LONG_WAIT_MS / PAYMENT_POLL_INTERVAL_MS + 2 },
      () => ({ body: statusBody('pending') }),
    );
    setupClient(...pending, { body: statusBody('paid') });
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    await advance(PAYMENT_LONG_WAIT_MS);
    expect(
      screen.getByRole('heading', { name: 'Paiement en cours de confirmation' }),
    ).toBeVisible();
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(
      screen.getByRole('heading', { name: 'Merci pour votre contribution !' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/prend plus de temps/)).toBeNull();
    expect(document.title).toMatch(/^Merci pour votre contribution !/);
  });

  it.each([
    ['expired', 'La session de paiement a expiré. Veuillez réessayer.'],
    ['failed', PAYMENT_MESSAGES.failed],
  ])(
    "%s: 'Réessayer' goes back to the campaign's contribution dialog, at the same amount",
    async (status, message) => {
      setupClient({ body: statusBody(status) });
      renderPage(<PaymentReturnPage />, { route: ROUTE });
      await advance();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(document.title).toMatch(/^Problème de paiement/);
      expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute(
        'href',
        '/campaign/jardin?contribuer=20',
      );
      expectBackHomeLink();
    },
  );

  it("a failed status call: 'Vérifier à nouveau' asks again, and a paid answer thanks", async () => {
    const { get } = setupClient(
      { error: new ApiError(503, undefined) },
      { body: statusBody('paid') },
    );
    renderPage(<PaymentReturnPage />, { route: ROUTE });
    await advance();
    expect(screen.getByText('Erreur lors de la vérification du paiement.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Réessayer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(screen.getByRole('heading', { name: 'Vérification en cours' })).toBeInTheDocument();
    await advance();
    expect(get).toHaveBeenCalledTimes(2);
    expect(
      screen.getByRole('heading', { name: 'Merci pour votre contribution !' }),
    ).toBeInTheDocument();
  });
});
