import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetSharedApi, type ApiClient } from 'shared-contracts';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { recurringPlan } from 'shared-contracts/src/testing/api-fixtures';
import { createFakeApiClient } from '../../testing/fake-api-client';
import { renderPage } from '../../testing/render';
import { PlanCard } from './PlanCard';

const plan = (overrides: Partial<RecurringPlan> = {}): RecurringPlan => recurringPlan(overrides);

afterEach(() => resetSharedApi());

describe('PlanCard: a donor controls a regular gift', () => {
  it('changes the amount from the next charge: refused in French when invalid, then sent', async () => {
    const post = jest.fn(async (_path: string, body: { amount: number }) =>
      plan({ amount: body.amount }),
    );
    const client = createFakeApiClient({ post } as unknown as Partial<ApiClient>);
    const onPlanChange = jest.fn();
    renderPage(
      <PlanCard plan={plan()} returnPath="/" controlToken="ctl" onPlanChange={onPlanChange} />,
      { client },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modifier le montant' }));
    const field = screen.getByLabelText(/Nouveau montant/);
    expect(field).toHaveValue('20');
    fireEvent.change(field, { target: { value: '0,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le montant' }));
    expect(await screen.findByText("Le montant minimum d'un don est de 1 €")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '25,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le montant' }));
    await waitFor(() => expect(onPlanChange).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/recurring/plans/p1/amount',
      { control_token: 'ctl', amount: 25.5 },
      expect.anything(),
    );
  });

  it('stops only once confirmed; a signed-in donor sends no control token', async () => {
    const post = jest.fn(async () => plan({ status: 'stopped', next_charge_on: null }));
    const client = createFakeApiClient({ post } as unknown as Partial<ApiClient>);
    renderPage(<PlanCard plan={plan()} returnPath="/" onPlanChange={jest.fn()} />, { client });
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter ce don' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrêter ce don régulier ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder mon don' }));
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Arrêter ce don' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Arrêter le don' }),
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/recurring/plans/p1/stop', {}, expect.anything()),
    );
  });
});
