import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type TaxSetting } from 'shared-contracts';
import { fakeAdminApi } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import TaxSettingsTab from './TaxSettingsTab';

const SETTINGS: TaxSetting[] = [
  {
    key: 'ceiling_75_cents',
    valid_from: '2025-10-14',
    value: 2000,
    unit: 'euros',
    source: 'Art. 200-1 ter du CGI modifié par la loi de finances pour 2026',
    status: 'in_force',
    created_at: '2026-11-27T06:00:00.000Z',
  },
  {
    key: 'ceiling_75_cents',
    valid_from: '2020-01-01',
    value: 1000,
    unit: 'euros',
    source: 'Art. 200-1 ter du CGI',
    status: 'past',
    created_at: '2026-11-27T06:00:00.000Z',
  },
  {
    key: 'income_cap_percent',
    valid_from: '2005-01-01',
    value: 20,
    unit: 'percent',
    source: '',
    status: 'in_force',
    created_at: '2026-11-27T06:00:00.000Z',
  },
];

describe('TaxSettingsTab', () => {
  it('lists every dated value with its date, value, status and source', async () => {
    const client = fakeAdminApi({ '/admin/tax-settings': SETTINGS });
    renderPage(<TaxSettingsTab />, { client });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /Plafond des dons à 75 %.*14\/10\/2025.*2\u202f?\u00a0?000\s?€.*En vigueur.*loi de finances pour 2026/,
      ),
      expect.stringMatching(
        /Plafond des dons à 75 %.*01\/01\/2020.*1\u202f?\u00a0?000\s?€.*Remplacée/,
      ),
      expect.stringMatching(/Limite des dons à 66 %.*20 %.*En vigueur.*Non renseignée/),
    ]);
  });

  it('adds a dated value with its source, and lists again', async () => {
    const client = fakeAdminApi({ '/admin/tax-settings': SETTINGS });
    renderPage(<TaxSettingsTab />, { client });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(/^Paramètre/), {
      target: { value: 'reward_cap_cents' },
    });
    expect(screen.getByLabelText(/Montant \(€\)/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Date d’effet/), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByLabelText(/Montant \(€\)/), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText(/^Source/), {
      target: { value: 'BOI-IR-RICI-250-10-20-10, mise à jour 2027' },
    });
    const reads = client.getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la valeur' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        '/admin/tax-settings',
        {
          key: 'reward_cap_cents',
          valid_from: '2027-01-01',
          value: '75',
          source: 'BOI-IR-RICI-250-10-20-10, mise à jour 2027',
        },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(client.getList.mock.calls.length).toBeGreaterThan(reads));
  });

  it("shows the API's French refusal beside its field", async () => {
    const client = fakeAdminApi({ '/admin/tax-settings': SETTINGS });
    client.post.mockRejectedValue(
      new ApiError(422, {
        detail: [
          {
            path: 'valid_from',
            message:
              'La date d’effet doit être aujourd’hui ou plus tard : une valeur déjà appliquée ne se modifie pas.',
          },
        ],
      }),
    );
    renderPage(<TaxSettingsTab />, { client });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(/Montant \(€\)/), { target: { value: '2500' } });
    fireEvent.change(screen.getByLabelText(/^Source/), { target: { value: 'Test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter la valeur' }));
    const field = screen.getByLabelText(/Date d’effet/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/doit être aujourd’hui ou plus tard/)).toBeInTheDocument();
  });
});
