import type { Donation } from 'shared-contracts';
import { donationsCsv, donationsCsvFilename } from './donations-csv';

function donation(overrides: Partial<Donation>): Donation {
  return {
    id: 'd1',
    donor_name: 'Claire Martin',
    donor_email: 'claire@exemple.fr',
    phone: null,
    amount: 1234.5,
    is_anonymous: false,
    message: 'Bravo ; continuez "ainsi"',
    reward_selected: 'Carte postale',
    rewards: [],
    created_at: '2026-11-22T10:00:00.000Z',
    campaign_id: 'c1',
    campaign_title: 'Jardins partagés',
    campaign_slug: 'jardins-partages',
    campaign_image: null,
    association_id: 'a1',
    association_name: 'Asso',
    cause: 'social',
    payment_status: 'paid',
    ...overrides,
  };
}

describe('donationsCsv', () => {
  it('starts with a BOM, separates with ; and writes French dates and amounts', () => {
    const csv = donationsCsv([
      donation({}),
      donation({ id: 'd2', is_anonymous: true, donor_name: 'Caché', amount: 5, message: null }),
    ]);
    expect(csv).toBe(
      '\ufeff' +
        [
          'Date;Campagne;Donateur;Email;Message;Montant (EUR);Contrepartie',
          '22/11/2026 11:00;Jardins partagés;Claire Martin;claire@exemple.fr;"Bravo ; continuez ""ainsi""";1234,50;Carte postale',
          '22/11/2026 11:00;Jardins partagés;Donateur anonyme;claire@exemple.fr;;5,00;Carte postale',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('keeps a cell that a spreadsheet would run as a formula as plain text', () => {
    const csv = donationsCsv([donation({ donor_name: '=HYPERLINK("x")', message: '+33 6' })]);
    const row = csv.split('\r\n')[1];
    expect(row).toContain(';"\'=HYPERLINK(""x"")";');
    expect(row).toContain(";'+33 6;");
  });

  it("writes 'Non communiqué' where a donor did not agree to be contacted", () => {
    const row = donationsCsv([donation({ donor_email: '' })]).split('\r\n')[1];
    expect(row).toContain(';Claire Martin;Non communiqué;');
  });

  it('names the file after the day', () => {
    expect(donationsCsvFilename(new Date('2026-11-23T12:00:00Z'))).toBe(
      'donations-recues-2026-11-23.csv',
    );
  });
});
