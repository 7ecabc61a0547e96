import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, resetSharedApi, type ApiClient } from 'shared-contracts';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { recurringPlan } from 'shared-contracts/src/testing/api-fixtures';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { PlanControlPage } from './PlanControlPage';

const plan = (overrides: Partial<RecurringPlan> = {}): RecurringPlan => recurringPlan(overrides);

/** The API answering each POST by its path, like the real client: parsed by the call's schema. */
function client(answers: Record<string, (body: unknown) => unknown>) {
  const post = jest.fn(
    async (path: string, body: unknown, options?: { schema?: { parse(v: unknown): unknown } }) => {
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected POST ${path}`);
      const value = answer(body);
      return options?.schema ? options.schema.parse(value) : value;
    },
  );
  return { post, client: createFakeApiClient({ post } as unknown as Partial<ApiClient>) };
}

const refused = (status: number, code: string) => () => {
  throw new ApiError(status, { detail: 'Ce lien a expiré.', code });
};

afterEach(() => {
  resetSharedApi();
  window.sessionStorage.clear();
});

describe('PlanControlPage: the page of the emailed link', () => {
  it('opens the plan with the link once, then controls it with the session it answered', async () => {
    const { post, client: api } = client({
      '/recurring/link/open': () => ({
        control_token: 'ctl-1',
        expires_at: '2099-01-01T00:00:00.000Z',
        plan: plan(),
      }),
      '/recurring/plans/p1/pause': () =>
        plan({ status: 'paused', pause_reason: 'donor', next_charge_on: null }),
    });
    renderPage(<PlanControlPage />, { route: '/dons-reguliers/gerer?t=lien-signe', client: api });
    expect(await screen.findByRole('heading', { name: 'Maraudes du soir' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-next-charge')).toHaveTextContent('27 décembre 2026');
    expect(post).toHaveBeenCalledWith(
      '/recurring/link/open',
      { token: 'lien-signe' },
      expect.anything(),
    );
    // The spent token left the address.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/dons-reguliers\/gerer$/),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Suspendre' }));
    expect(await screen.findByRole('button', { name: 'Reprendre' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/recurring/plans/p1/pause',
      { control_token: 'ctl-1' },
      expect.anything(),
    );
    expect(post.mock.calls.filter(([path]) => path === '/recurring/link/open')).toHaveLength(1);
  });

  it.each([
    ['forged', 403, 'plan_link_invalid'],
    ['expired', 410, 'plan_link_expired'],
    ['already used', 410, 'plan_link_used'],
  ])(
    'a %s link: a French page, no data of the plan, a new link offered',
    async (_, status, code) => {
      const { client: api } = client({ '/recurring/link/open': refused(status, code) });
      const reportError = jest.fn();
      renderPage(<PlanControlPage />, {
        route: '/dons-reguliers/gerer?t=abime',
        client: api,
        reportError,
      });
      expect(
        await screen.findByRole('heading', { name: "Ce lien n'est plus valable" }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('plan-card')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeInTheDocument();
      // The page says it; no toast repeats it.
      expect(reportError).not.toHaveBeenCalled();
    },
  );

  it('without a link nor a session: the same page, asking nothing of the API', async () => {
    const { post, client: api } = client({});
    renderPage(<PlanControlPage />, { route: '/dons-reguliers/gerer', client: api });
    expect(await screen.findByRole('heading', { name: 'Lien incomplet' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('a new link asked by email: the same answer whether or not the address has plans', async () => {
    const { post, client: api } = client({
      '/recurring/link/request': () => ({ sent: true }),
    });
    renderPage(<PlanControlPage />, { route: '/dons-reguliers/gerer', client: api });
    const email = await screen.findByLabelText(/Votre adresse email/);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'camille@example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByTestId('plan-link-sent')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/recurring/link/request',
      { email: 'camille@example.fr' },
      expect.anything(),
    );
  });

  it('back from the card page: the plan from the tab’s session, and the card said saved', async () => {
    window.sessionStorage.setItem(
      'plan-control-session',
      JSON.stringify({ planId: 'p1', controlToken: 'ctl-2', expiresAt: '2099-01-01T00:00:00Z' }),
    );
    const { post, client: api } = client({ '/recurring/plans/p1': () => plan() });
    renderPage(<PlanControlPage />, {
      route: '/dons-reguliers/gerer?carte=enregistree',
      client: api,
    });
    expect(await screen.findByText(/Votre nouvelle carte est enregistrée/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/recurring/plans/p1',
      { control_token: 'ctl-2' },
      expect.anything(),
    );
  });
});
