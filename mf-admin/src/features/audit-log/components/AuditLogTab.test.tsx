import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type AuditEntry, type AuditLogPage } from 'shared-contracts';
import { fakeAdminApi, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import AuditLogTab from './AuditLogTab';

function anEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'log-1',
    occurred_at: '2026-11-20T10:00:00.000Z',
    actor_id: 'u-1',
    actor_role: 'super_admin',
    actor_email: 'chef@plateforme.fr',
    action: 'association.approve',
    entity_type: 'association',
    entity_id: 'a-1',
    before: { status: 'pending' },
    after: { status: 'approved' },
    reason: null,
    ...overrides,
  };
}

const page = (data: AuditEntry[], total = data.length, pageSize = 25): AuditLogPage => ({
  data,
  total,
  page: 1,
  page_size: pageSize,
});

describe('AuditLogTab', () => {
  it('shows skeletons while loading', () => {
    renderPage(<AuditLogTab />, { client: fakeAdminApi({ '/admin/audit-log': pending }) });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('lists who did what, when, on which element', async () => {
    renderPage(<AuditLogTab />, {
      client: fakeAdminApi({ '/admin/audit-log': page([anEntry()]) }),
    });
    expect(await screen.findByText('1 action trouvée')).toBeInTheDocument();
    const [row] = screen.getAllByTestId('audit-entry');
    expect(row).toHaveTextContent(
      /20\/11\/2026.*chef@plateforme\.fr \(Super Admin\).*Association approuvée.*Association.*a-1/,
    );
  });

  it('opens the values before and after, field by field, with the reason', async () => {
    renderPage(<AuditLogTab />, {
      client: fakeAdminApi({
        '/admin/audit-log': page([
          anEntry({
            action: 'donation.refund',
            entity_type: 'donation',
            before: { payment_status: 'paid', is_anonymous: false },
            after: { payment_status: 'refunded', is_anonymous: null },
            reason: 'Don fait en double',
          }),
        ]),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Détails : Don remboursé/ }));
    const dialog = await screen.findByRole('dialog', { name: "Détail de l'action" });
    expect(dialog).toHaveTextContent('Motif : Don fait en double');
    const status = within(dialog).getByRole('region', { name: 'Statut du paiement' });
    expect(status).toHaveTextContent(/Avant\s*paid\s*Après\s*refunded/);
    expect(within(dialog).getByRole('region', { name: 'Don anonyme' })).toHaveTextContent(
      /Avant\s*non\s*Après\s*—/,
    );
  });

  it('searches with the filters chosen, from the first page', async () => {
    const client = fakeAdminApi({ '/admin/audit-log': page([anEntry()]) });
    renderPage(<AuditLogTab />, { client });
    await screen.findByText('1 action trouvée');
    fireEvent.change(screen.getByLabelText("Email de l'auteur"), { target: { value: 'chef' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'user.role' } });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(client.get).toHaveBeenLastCalledWith(
        '/admin/audit-log',
        expect.objectContaining({
          searchParams: { actor_email: 'chef', action: 'user.role', from: '2026-11-01', page: 1 },
          raw: true,
        }),
      ),
    );
  });

  it('refuses a range that ends before it starts, in French, without searching', async () => {
    const client = fakeAdminApi({ '/admin/audit-log': page([anEntry()]) });
    renderPage(<AuditLogTab />, { client });
    await screen.findByText('1 action trouvée');
    const calls = client.get.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      await screen.findByText('La date de fin doit être postérieure ou égale à la date de début.'),
    ).toBeInTheDocument();
    expect(client.get.mock.calls.length).toBe(calls);
  });

  it('pages through the results', async () => {
    const client = fakeAdminApi({
      '/admin/audit-log': page([anEntry()], 60, 25),
    });
    renderPage(<AuditLogTab />, { client });
    await screen.findByText('60 actions trouvées');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(client.get).toHaveBeenLastCalledWith(
        '/admin/audit-log',
        expect.objectContaining({ searchParams: { page: 2 } }),
      ),
    );
  });

  it('says when nothing matches', async () => {
    renderPage(<AuditLogTab />, { client: fakeAdminApi({ '/admin/audit-log': page([]) }) });
    expect(
      await screen.findByText('Aucune action ne correspond à votre recherche.'),
    ).toBeInTheDocument();
  });

  it('shows the loading error with its retry', async () => {
    renderPage(<AuditLogTab />, {
      client: fakeAdminApi({
        '/admin/audit-log': () => {
          throw new ApiError(500, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement du journal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
