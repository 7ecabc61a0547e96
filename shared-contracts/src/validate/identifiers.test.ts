import { managerAssociationUpdateSchema } from '../association/association.schema';
import {
  bic,
  iban,
  isValidBic,
  isValidIban,
  isValidRna,
  isValidSiren,
  isValidSiret,
  isValidWebsite,
  rna,
  siren,
  siret,
  website,
} from './identifiers';
import { validateAssociationForm } from './forms';

describe('SIRET', () => {
  it('accepts 14 digits passing the Luhn check, spaces ignored', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(siret('12345678900015')).toBeNull();
  });

  it('refuses a wrong check digit, a wrong length or letters', () => {
    expect(siret('12345678900011')).toBe('Numéro SIRET invalide (14 chiffres)');
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000740')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
  });

  it("follows La Poste's sum-of-digits rule for its establishments", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('leaves an empty optional field alone', () => {
    expect(siret('')).toBeNull();
    expect(siret(null)).toBeNull();
  });
});

describe('IBAN', () => {
  it('accepts a French and a German IBAN with valid check digits, in any case and spacing', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(iban('DE89370400440532013000')).toBeNull();
  });

  it('refuses a changed digit, a bad shape or a missing country', () => {
    expect(iban('FR7630006000011234567890188')).toBe('IBAN invalide');
    expect(isValidIban('FR76')).toBe(false);
    expect(isValidIban('7630006000011234567890189')).toBe(false);
    expect(isValidIban('FR76-3000-6000-0112-3456-7890-189')).toBe(false);
  });
});

describe('BIC', () => {
  it('accepts 8 or 11 characters', () => {
    expect(isValidBic('AGRIFRPP')).toBe(true);
    expect(isValidBic('agrifrpp882')).toBe(true);
  });

  it('refuses other lengths and digits in the bank or country part', () => {
    expect(bic('AGRIFRP')).toBe('BIC invalide (8 ou 11 caractères)');
    expect(bic('AGRIFRPP8')).toBe('BIC invalide (8 ou 11 caractères)');
    expect(isValidBic('AG1IFRPP')).toBe(false);
    expect(isValidBic('AGRI12PP')).toBe(false);
  });
});

describe('website', () => {
  it('accepts http and https addresses with a host', () => {
    expect(isValidWebsite('https://restos.fr')).toBe(true);
    expect(isValidWebsite('http://www.restos.fr/agir?x=1')).toBe(true);
  });

  it('refuses addresses without scheme, host or with spaces', () => {
    expect(website('restos.fr')).toBe(
      'Adresse de site web invalide (ex: https://mon-association.fr)',
    );
    expect(isValidWebsite('https://localhost')).toBe(false);
    expect(isValidWebsite('javascript:alert(1)')).toBe(false);
    expect(isValidWebsite('https://mon site.fr')).toBe(false);
  });
});

describe('association form', () => {
  it('names every field in error with its message', () => {
    expect(
      validateAssociationForm({
        name: '',
        contact_email: 'contact@',
        phone: '12 34',
        website: 'site',
        siret: '12345678900011',
        iban: 'FR7630006000011234567890188',
        bic: 'XX',
        manager_email: 'gerant.fr',
        manager_phone: '+33 6 12 34 56 7',
      }),
    ).toEqual({
      name: 'Ce champ est requis',
      contact_email: "Format d'email invalide",
      phone: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
      website: 'Adresse de site web invalide (ex: https://mon-association.fr)',
      siret: 'Numéro SIRET invalide (14 chiffres)',
      iban: 'IBAN invalide',
      bic: 'BIC invalide (8 ou 11 caractères)',
      manager_email: "Format d'email invalide",
      manager_phone: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
    });
  });

  it('passes a complete valid association', () => {
    expect(
      validateAssociationForm({
        name: 'Les Restos',
        contact_email: 'contact@restos.fr',
        phone: '+33 6 12 34 56 78',
        website: 'https://restos.fr',
        siret: '732 829 320 00074',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        bic: 'AGRIFRPP',
      }),
    ).toEqual({});
  });
});

describe('the API schema applies the same rules', () => {
  it('answers the same message per field and stores identifiers compactly', () => {
    const bad = managerAssociationUpdateSchema.safeParse({
      siret: '12345678900011',
      iban: 'FR00',
      rib_bic: 'X',
      website: '/chez-nous',
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(
      bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      siret: 'Numéro SIRET invalide (14 chiffres)',
      iban: 'IBAN invalide',
      rib_bic: 'BIC invalide (8 ou 11 caractères)',
      website: 'Adresse de site web invalide (ex: https://mon-association.fr)',
    });
    expect(
      managerAssociationUpdateSchema.parse({
        siret: '732 829 320 00074',
        iban: 'fr76 3000 6000 0112 3456 7890 189',
        bic: 'agrifrpp',
      }),
    ).toMatchObject({
      siret: '73282932000074',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    });
  });
});

describe('SIREN and RNA (the reçu fiscal prints one of them, Cerfa 11580*05)', () => {
  it('SIREN: 9 digits passing the Luhn check, spaces ignored', () => {
    expect(isValidSiren('784302150')).toBe(true);
    expect(isValidSiren('784 302 150')).toBe(true);
    expect(isValidSiren('732829320')).toBe(true);
    expect(siren('123456789')).toBe('Numéro SIREN invalide (9 chiffres)');
    expect(isValidSiren('78430215')).toBe(false);
    expect(isValidSiren('7843021500')).toBe(false);
    expect(isValidSiren('78430215A')).toBe(false);
    expect(siren('')).toBeNull();
  });

  it("RNA: 'W' then 9 digits (Corsica's 2A / 2B), spaces and case ignored", () => {
    expect(isValidRna('W691075432')).toBe(true);
    expect(isValidRna('w 691 075 432')).toBe(true);
    expect(isValidRna('W2A1000123')).toBe(true);
    expect(rna('691075432')).toBe('Numéro RNA invalide (W suivi de 9 chiffres)');
    expect(isValidRna('W69107543')).toBe(false);
    expect(isValidRna('W6910754321')).toBe(false);
    expect(isValidRna('X691075432')).toBe(false);
    expect(rna(null)).toBeNull();
  });

  it('the association form checks them and the postal code before sending', () => {
    expect(
      validateAssociationForm({
        name: 'A',
        contact_email: 'a@b.fr',
        postal_code: '6900',
        siren: '123456789',
        rna: 'W12',
      }),
    ).toEqual({
      postal_code: 'Code postal invalide (5 chiffres)',
      siren: 'Numéro SIREN invalide (9 chiffres)',
      rna: 'Numéro RNA invalide (W suivi de 9 chiffres)',
    });
    const parsed = managerAssociationUpdateSchema.safeParse({
      postal_code: ' 69003 ',
      siren: '784 302 150',
      rna: 'w691075432',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      postal_code: '69003',
      siren: '784302150',
      rna: 'W691075432',
    });
  });
});
