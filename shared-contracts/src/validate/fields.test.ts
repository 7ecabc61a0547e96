import {
  email,
  isValidFrenchPhone,
  maxLength,
  minLength,
  minValue,
  password,
  phone,
  required,
  validateField,
  validateForm,
} from './index';

describe('generic field rules', () => {
  it('requires a value', () => {
    expect(required('')).toBe('Ce champ est requis');
    expect(required('   ')).toBe('Ce champ est requis');
    expect(required(null)).toBe('Ce champ est requis');
    expect(required(undefined)).toBe('Ce champ est requis');
    expect(required('x')).toBeNull();
    expect(required(0)).toBeNull();
  });

  it('checks lengths and minimum values, leaving empty optional fields alone', () => {
    expect(minLength(3)('ab')).toBe('Ce champ doit contenir au moins 3 caractères');
    expect(minLength(3)('abc')).toBeNull();
    expect(minLength(3)('')).toBeNull();
    expect(maxLength(5)('abcdef')).toBe('Ce champ ne doit pas dépasser 5 caractères');
    expect(maxLength(5)('abcde')).toBeNull();
    expect(minValue(1)(0.5)).toBe('La valeur doit être supérieure ou égale à 1');
    expect(minValue(1)('0,99')).toBe('La valeur doit être supérieure ou égale à 1');
    expect(minValue(1)(1)).toBeNull();
    expect(minValue(1)('abc')).toBe('Veuillez entrer un nombre valide');
    expect(minValue(1)('')).toBeNull();
  });

  it("rejects a malformed email with 'Format d'email invalide'", () => {
    expect(email('pas-un-email')).toBe("Format d'email invalide");
    expect(email('a@b')).toBe("Format d'email invalide");
    expect(email('jean dupont@exemple.fr')).toBe("Format d'email invalide");
    expect(email('jean.dupont@exemple.fr')).toBeNull();
    expect(email('')).toBeNull();
  });

  it('accepts French phones: +33 or 0 then 9 digits, spaces allowed', () => {
    expect(isValidFrenchPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidFrenchPhone('+33612345678')).toBe(true);
    expect(isValidFrenchPhone('06 12 34 56 78')).toBe(true);
    expect(isValidFrenchPhone('0612345678')).toBe(true);
    expect(isValidFrenchPhone('612345678')).toBe(false);
    expect(isValidFrenchPhone('+33 6 12 34 56 7')).toBe(false);
    expect(isValidFrenchPhone('06.12.34.56.78')).toBe(false);
    expect(isValidFrenchPhone('+44 6 12 34 56 78')).toBe(false);
    expect(phone('12345')).toBe('Format de téléphone invalide (ex: +33 6 12 34 56 78)');
    expect(phone('')).toBeNull();
  });

  it('wants passwords of at least 6 characters', () => {
    expect(password('12345')).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(password('123456')).toBeNull();
  });

  it('runs the rules of a field in order and of a whole form', () => {
    expect(validateField('', { required: true, email: true })).toBe('Ce champ est requis');
    expect(validateField('x', { required: true, email: true })).toBe("Format d'email invalide");
    expect(
      validateForm(
        { name: '', email: 'x', phone: '', bio: 'long text' },
        {
          name: { required: true },
          email: { email: true },
          phone: { phone: true },
          bio: { maxLength: 4 },
        },
      ),
    ).toEqual({
      name: 'Ce champ est requis',
      email: "Format d'email invalide",
      bio: 'Ce champ ne doit pas dépasser 4 caractères',
    });
  });
});
