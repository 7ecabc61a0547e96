import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { planView } from './plan-view';

function plan(overrides: Partial<RecurringPlan> = {}): RecurringPlan {
  return {
    id: 'p1',
    frequency: 'monthly',
    status: 'active',
    pause_reason: null,
    stop_reason: null,
    amount: 20,
    campaign_id: 'c1',
    campaign_title: 'Maraudes du soir',
    campaign_slug: 'maraudes',
    association_id: 'a1',
    association_name: 'Les Amis de la Rue',
    donor_name: 'Camille Martin',
    donor_email: 'camille@example.fr',
    card: { brand: 'Visa', last4: '4242', exp_month: 3, exp_year: 2028 },
    card_expires_before_next_charge: false,
    next_charge_on: '2026-12-27',
    started_on: '2026-11-27',
    stopped_at: null,
    wants_tax_receipt: true,
    total_given: 40,
    paid_charges: 2,
    failed_tries: 0,
    last_decline_reason: null,
    charges: [],
    ...overrides,
  };
}

describe('planView: what a plan card shows and allows', () => {
  it('an active plan: its amount, next charge and card; every control but resume', () => {
    expect(planView(plan())).toMatchObject({
      amountLine: '20\u00a0€ par mois',
      statusLabel: 'Actif',
      nextCharge: '27 décembre 2026',
      card: 'Visa se terminant par 4242 (expire 03/2028)',
      totalGiven: '40\u00a0€ (2 prélèvements)',
      notices: [],
      controls: ['amount', 'card', 'pause', 'stop'],
    });
  });

  it('paused by its donor: resume first, no next charge', () => {
    const view = planView(plan({ status: 'paused', pause_reason: 'donor', next_charge_on: null }));
    expect(view.controls).toEqual(['resume', 'amount', 'card', 'stop']);
    expect(view.nextCharge).toBe('Aucun');
    expect(view.notices[0]?.text).toContain('suspendu');
  });

  it('paused after the declines: said so, with the card to change', () => {
    const view = planView(plan({ status: 'paused', pause_reason: 'declines' }));
    expect(view.statusLabel).toBe('Suspendu (paiements refusés)');
    expect(view.notices[0]).toMatchObject({ tone: 'warning' });
  });

  it('a declined try being retried, and a card expiring before the next charge', () => {
    const view = planView(
      plan({
        failed_tries: 1,
        last_decline_reason: 'Le solde de votre compte était insuffisant.',
        card_expires_before_next_charge: true,
      }),
    );
    expect(view.notices.map((notice) => notice.text)).toEqual([
      expect.stringContaining('Le solde de votre compte était insuffisant.'),
      'Votre carte expire avant le prochain prélèvement : changez-la pour continuer.',
    ]);
  });

  it('a stopped plan: no control left', () => {
    const view = planView(plan({ status: 'stopped', stop_reason: 'donor', next_charge_on: null }));
    expect(view.controls).toEqual([]);
    expect(view.statusLabel).toBe('Arrêté');
  });
});
