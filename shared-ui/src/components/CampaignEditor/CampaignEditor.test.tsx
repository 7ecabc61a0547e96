import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MONEY_RULE_MESSAGES, type Campaign, type CampaignEditRules } from 'shared-contracts';
import { receivedMoneyEditRules, withEditRules } from '../../testing/campaign-edit-rules';
import { CampaignEditor, type CampaignEditorProps } from './CampaignEditor';

// A campaign that received 200 € and refunded all of it: its totals read 0, yet the money was
// given under its terms, so the server keeps them frozen. The old manager form guessed from the
// totals (and unlocked them here); the old admin form locked nothing.
const refunded: Campaign = {
  id: 'c1',
  slug: 'puits',
  title: 'Un puits',
  description: 'De l’eau',
  story: '<p>Histoire</p>',
  image_url: null,
  target_amount: 1000,
  raised_amount: 0,
  end_date: '2027-01-10T22:59:59.000Z',
  status: 'active',
  total_backers: 0,
  association_id: 'a1',
  association_name: 'Les Amis',
  association_slug: 'les-amis',
  association_image: null,
  association_category: 'social',
  created_at: '2026-01-01T00:00:00.000Z',
  rewards: [],
};

const ROLES: Record<string, Partial<CampaignEditorProps>> = {
  admin: {
    associations: [{ id: 'a1', name: 'Les Amis' }],
    statusOnCreate: true,
    waitForRequired: true,
  },
  manager: { requireStory: true, onCancel: () => {} },
};

function renderEditor(role: string, rules: CampaignEditRules, campaign: Partial<Campaign> = {}) {
  const onSubmit = jest.fn();
  const view = render(
    <MantineProvider env="test">
      <CampaignEditor
        campaign={withEditRules({ ...refunded, ...campaign }, rules)}
        texts={{ submit: 'Enregistrer', targetHint: 'Indice', cancel: 'Annuler' }}
        onSubmit={onSubmit}
        isSaving={false}
        {...ROLES[role]}
      />
    </MantineProvider>,
  );
  return { ...view, onSubmit };
}

/** Which of the terms the screen lets the person change. */
function lockedTerms(): string[] {
  return ['Objectif (€)', 'Date de fin', 'Statut'].filter(
    (label) => (screen.getByLabelText(label) as HTMLInputElement).disabled,
  );
}

describe('CampaignEditor: the server says what can be edited', () => {
  it.each([
    ['the manager', receivedMoneyEditRules('association_manager', refunded.end_date!)],
    ['the super admin', receivedMoneyEditRules('super_admin', refunded.end_date!)],
  ])(
    'locks the same terms on both screens after a full refund, given the rules read by %s',
    (_, rules) => {
      const locked = Object.keys(ROLES).map((role) => {
        const view = renderEditor(role, rules);
        const terms = lockedTerms();
        expect(screen.getByText(MONEY_RULE_MESSAGES.targetFrozen)).toBeInTheDocument();
        view.unmount();
        return terms;
      });
      expect(locked[0]).toEqual(locked[1]);
      expect(locked[0]).toContain('Objectif (€)');
    },
  );

  it('shows the manager the frozen end date with its reason, and sends neither frozen term', () => {
    const { onSubmit } = renderEditor(
      'manager',
      receivedMoneyEditRules('association_manager', refunded.end_date!),
    );
    expect(lockedTerms()).toEqual(['Objectif (€)', 'Date de fin']);
    expect(screen.getByText(MONEY_RULE_MESSAGES.endDateFrozen)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('target_amount');
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('end_date');
  });

  it('lets the super admin only move the end date later, and keeps the association', () => {
    const { onSubmit } = renderEditor(
      'admin',
      receivedMoneyEditRules('super_admin', refunded.end_date!),
    );
    expect(screen.getByLabelText(/^Association/)).toBeDisabled();
    expect(screen.getByText(MONEY_RULE_MESSAGES.associationFrozen)).toBeInTheDocument();
    const endDate = screen.getByLabelText('Date de fin');
    expect(endDate).toHaveAttribute('min', '2027-01-10');
    fireEvent.change(endDate, { target: { value: '2027-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // The reason is the field's hint, and now its error too.
    expect(endDate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(MONEY_RULE_MESSAGES.endDateOnlyLater)).toHaveLength(2);
    fireEvent.change(endDate, { target: { value: '2027-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ end_date: '2027-02-01T22:59:59.000Z' });
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('association_id');
  });

  it('offers only the statuses the server allows, the locked status with its reason', () => {
    renderEditor(
      'manager',
      {
        locked_fields: [{ field: 'status', reason: MONEY_RULE_MESSAGES.completedIsFinal }],
        earliest_end_date: null,
        allowed_statuses: ['completed'],
      },
      { status: 'completed' },
    );
    expect(screen.getByLabelText('Statut')).toBeDisabled();
    expect(screen.getByText(MONEY_RULE_MESSAGES.completedIsFinal)).toBeInTheDocument();
  });
});
