import {
  createCampaign,
  createDonationContext,
  donateAndPay,
  eventually,
  type DonationTestContext,
} from './helpers';

describe("the receipt states the campaign's own money rule", () => {
  let ctx: DonationTestContext;
  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  async function receiptFor(campaignOptions: Parameters<typeof createCampaign>[1], email: string) {
    const campaign = await createCampaign(ctx.db, campaignOptions);
    await donateAndPay(ctx.api, campaign.id, 12, { donor_email: email });
    await eventually(() => ctx.mail.outbox.some((mail) => mail.to === email));
    return ctx.mail.outbox.find((mail) => mail.to === email)!;
  }

  it('a goal campaign: refunded in full if the goal is missed, never "définitifs"', async () => {
    const receipt = await receiptFor(
      { targetCents: 500_000, endDate: new Date(Date.now() + 7 * 86_400_000) },
      'objectif@example.test',
    );
    expect(receipt.text).toContain(
      "si elle ne l'atteint pas à sa date de fin, votre don vous sera intégralement remboursé, sans frais.",
    );
    expect(receipt.text).not.toContain('définitifs');
    expect(receipt.html).toContain('intégralement remboursé');
  });

  it('a continuous campaign: transferred every month', async () => {
    const receipt = await receiptFor({ targetCents: null, endDate: null }, 'continu@example.test');
    expect(receipt.text).toContain(
      "Cette campagne est en financement continu : les dons sont reversés chaque mois à l'association",
    );
    expect(receipt.text).not.toContain('remboursé');
  });
});
