import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { recurringPlan } from 'shared-contracts/src/testing/api-fixtures';
import { planView } from './plan-view';

const plan = (overrides: Partial<RecurringPlan> = {}): RecurringPlan =>
  recurringPlan({ total_given: 40, paid_charges: 2, ...overrides });

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
