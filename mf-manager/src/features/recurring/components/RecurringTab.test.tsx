import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { recurringPlan } from 'shared-contracts/src/testing/api-fixtures';
import { createFakeApiClient } from 'shared-ui/testing';
import { renderPage } from '../../../testing/render';
import RecurringTab from './RecurringTab';

const plan = (overrides: Partial<RecurringPlan>): RecurringPlan =>
  recurringPlan({ donor_email: null, card: null, ...overrides });

const answer = (plans: RecurringPlan[]) => ({
  stats: {
    active_plans: 2,
    paused_plans: 0,
    monthly_total: 32.5,
    months: [
      { month: '2026-10', new_plans: 0, stopped_plans: 0, collected: 0 },
      { month: '2026-11', new_plans: 2, stopped_plans: 1, collected: 45 },
    ],
  },
  plans,
});

describe('RecurringTab: the association’s regular gifts', () => {
  it('shows the figures, the months, and stops a plan once confirmed', async () => {
    const client = createFakeApiClient();
    const plans = [
      plan({ id: 'p1' }),
      plan({ id: 'p2', donor_name: 'Jules Petit', amount: 150, frequency: 'yearly' }),
    ];
    client.get.mockImplementation(
      async (_path: string, options?: { schema?: { parse(v: unknown): unknown } }) =>
        options?.schema ? options.schema.parse(answer(plans)) : answer(plans),
    );
    client.post.mockImplementation(async () =>
      plan({ id: 'p1', status: 'stopped', stop_reason: 'manager', next_charge_on: null }),
    );
    renderPage(<RecurringTab />, { client });

    expect(await screen.findByText('Dons réguliers actifs')).toBeInTheDocument();
    expect(screen.getByText(/32,50\s€/)).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Nouveaux et arrêtés par mois' });
    expect(within(months).getAllByRole('row')).toHaveLength(3);

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Arrêter le don régulier de Camille Martin à « Maraudes du soir »',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Arrêter ce don régulier ?' });
    expect(dialog).toHaveTextContent(/Camille Martin ne sera plus prélevé/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arrêter le don' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        '/dashboard/recurring/p1/stop',
        {},
        expect.anything(),
      ),
    );
    // The list is read again after the stop.
    await waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));
  });
});
