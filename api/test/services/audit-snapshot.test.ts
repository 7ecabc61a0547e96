import {
  auditChange,
  auditSnapshot,
  maskBankAccount,
} from '../../src/services/audit/audit-snapshot';

describe('what an audit row may hold', () => {
  it('never a password, hash, token or secret, at any depth; bank accounts masked', () => {
    const snapshot = auditSnapshot({
      fullName: 'Léa',
      passwordHash: '$argon2id$v=19$...',
      sessionVersion: 3,
      nested: { resetToken: 'abc', apiSecret: 'xyz', kept: 1 },
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      ribIban: 'DE89370400440532013000',
      createdAt: new Date('2026-11-27T09:00:00.000Z'),
      updatedAt: new Date(),
      list: [{ password: 'p', label: 'a' }],
    });
    expect(snapshot).toEqual({
      full_name: 'Léa',
      nested: { kept: 1 },
      iban: 'FR76 •••• 0189',
      rib_iban: 'DE89 •••• 3000',
      created_at: '2026-11-27T09:00:00.000Z',
      list: [{ label: 'a' }],
    });
    expect(maskBankAccount('FR12')).toBe('••••');
  });

  it('keeps only the fields that changed when both sides are records', () => {
    expect(
      auditChange(
        { name: 'A', city: 'Lyon', tags: ['x'] },
        { name: 'B', city: 'Lyon', tags: ['x'], new: 1 },
      ),
    ).toEqual({ before: { name: 'A', new: null }, after: { name: 'B', new: 1 } });
    expect(auditChange(undefined, { name: 'A' })).toEqual({ before: null, after: { name: 'A' } });
    expect(auditChange({ name: 'A' }, null)).toEqual({ before: { name: 'A' }, after: null });
  });
});
