import {
  DEMO_OPERATOR_IDENTITY,
  operatorIdentitySchema,
  readOperatorIdentity,
} from './operator-identity';

describe('readOperatorIdentity', () => {
  it('keeps the operator settings given, trimmed', () => {
    expect(readOperatorIdentity(DEMO_OPERATOR_IDENTITY)).toEqual(DEMO_OPERATOR_IDENTITY);
    expect(readOperatorIdentity({ publisherName: '  Les Amis  ', other: 'x' })).toEqual({
      publisherName: 'Les Amis',
    });
  });

  it('reads nothing from a value the schema refuses, as the schema judges it', () => {
    const values: unknown[] = [
      undefined,
      null,
      'Les Amis',
      ['Les Amis'],
      {},
      { publisherName: '   ' },
      { publisherName: 12 },
      { publisherName: null },
      { publisherName: 'Les Amis', hostName: '' },
    ];
    for (const value of values) {
      const parsed = operatorIdentitySchema.partial().safeParse(value ?? {});
      expect(readOperatorIdentity(value)).toEqual(parsed.success ? parsed.data : {});
    }
  });
});
