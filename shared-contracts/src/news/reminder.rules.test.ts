import { isReminderOffered } from './reminder.rules';

const now = new Date('2026-06-01T10:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const goal = { status: 'active', target_amount: 1000, raised_amount: 200, end_date: inHours(72) };

describe('isReminderOffered', () => {
  it('is offered on an active goal campaign, not funded, ending in more than 48 h', () => {
    expect(isReminderOffered(goal, now)).toBe(true);
  });
  it('is not offered within 48 h of the end, once funded, on continuous or closed campaigns', () => {
    expect(isReminderOffered({ ...goal, end_date: inHours(47) }, now)).toBe(false);
    expect(isReminderOffered({ ...goal, raised_amount: 1000 }, now)).toBe(false);
    expect(isReminderOffered({ ...goal, target_amount: null }, now)).toBe(false);
    expect(isReminderOffered({ ...goal, end_date: null }, now)).toBe(false);
    expect(isReminderOffered({ ...goal, status: 'completed' }, now)).toBe(false);
  });
});
