import { isFrenchPostalCode, postalAddressErrors } from './index';

describe('French postal address', () => {
  it('accepts five digits, trimmed, and nothing else', () => {
    expect(isFrenchPostalCode('69003')).toBe(true);
    expect(isFrenchPostalCode(' 01000 ')).toBe(true);
    for (const code of ['6900', '690031', '69 003', '2A004', 'abcde', ''])
      expect(isFrenchPostalCode(code)).toBe(false);
  });

  it('answers nothing for a complete address', () => {
    expect(
      postalAddressErrors({ address: '12 rue des Lilas', postalCode: '69003', city: 'Lyon' }),
    ).toEqual({});
  });

  it('requires each part, and says a postal code has five digits', () => {
    expect(postalAddressErrors({ address: ' ', postalCode: null })).toEqual({
      address: 'Ce champ est requis',
      postalCode: 'Ce champ est requis',
      city: 'Ce champ est requis',
    });
    expect(
      postalAddressErrors({ address: '12 rue des Lilas', postalCode: '6900', city: 'Lyon' }),
    ).toEqual({ postalCode: 'Code postal invalide (5 chiffres)' });
  });
});
