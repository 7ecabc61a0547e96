import { eq } from 'drizzle-orm';
import { donations, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donateAndPay,
  donationBody,
  eventually,
  paymentStatus,
  submitCard,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from './helpers';

describe('creating an account while donating', () => {
  let ctx: DonationTestContext;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    ctx = await createDonationContext();
    campaign = await createCampaign(ctx.db);
  });
  afterAll(() => ctx.close());

  it('creates the donor account only when the payment succeeds, once, with a French welcome email', async () => {
    const body = donationBody(campaign.id, {
      donor_email: 'Nouveau.Donateur@Example.test',
      donor_name: 'Paul Nouveau',
      create_account: true,
      password: 'motdepasse',
    });
    const response = await postDonation(ctx.api, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.donation.account_created).toBe(false);
    const findUser = () =>
      ctx.db.select().from(users).where(eq(users.email, 'nouveau.donateur@example.test'));
    // Nothing exists before the payment: an abandoned checkout leaves no account behind.
    expect(await findUser()).toEqual([]);
    const login = () =>
      ctx.api.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nouveau.donateur@example.test', password: 'motdepasse' },
      });
    expect((await login()).statusCode).toBe(401);

    const { checkout_url: checkoutUrl, session_id: sessionId } = response.json().data;
    expect((await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242')).statusCode).toBe(303);
    await paymentStatus(ctx.api, sessionId);
    await paymentStatus(ctx.api, sessionId);
    const created = await findUser();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ role: 'donor', fullName: 'Paul Nouveau', isActive: true });
    expect(await verifyPassword(created[0]!.passwordHash, 'motdepasse')).toBe(true);
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.id, response.json().data.donation_id));
    expect(donation!.userId).toBe(created[0]!.id);
    expect(donation!.pendingAccountPasswordHash).toBeNull();

    await eventually(
      () =>
        ctx.mail.outbox.filter((mail) => mail.to === 'nouveau.donateur@example.test').length >= 2,
    );
    const mails = ctx.mail.outbox.filter((mail) => mail.to === 'nouveau.donateur@example.test');
    const welcome = mails.find((mail) => mail.subject === 'Votre compte a été créé')!;
    expect(welcome.text).toContain('Un compte « Donateur » a été créé pour vous');
    const receipt = mails.find((mail) => mail.subject.startsWith('Reçu de votre don'))!;
    expect(receipt.text).toContain(
      "Votre compte donateur a été créé avec l'adresse nouveau.donateur@example.test.",
    );
    expect((await login()).statusCode).toBe(200);
  });

  it('creates no account when the payment is declined', async () => {
    const response = await postDonation(
      ctx.api,
      donationBody(campaign.id, {
        donor_email: 'refuse@example.test',
        create_account: true,
        password: 'motdepasse',
      }),
    );
    const { checkout_url: checkoutUrl, session_id: sessionId } = response.json().data;
    await submitCard(ctx.api, checkoutUrl, '4000 0000 0000 0002');
    await paymentStatus(ctx.api, sessionId);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'refuse@example.test'))).toEqual(
      [],
    );
  });

  it('takes the gift of an email that has an account as a guest gift, with the same answer, and says so in the receipt', async () => {
    const existing = await createUserWithToken(ctx, { email: 'deja.inscrit@example.test' });
    const ask = (email: string) =>
      postDonation(
        ctx.api,
        donationBody(campaign.id, {
          donor_email: email,
          create_account: true,
          password: 'motdepasse',
        }),
      );
    const known = await ask('DEJA.inscrit@example.test');
    const unknown = await ask('personne.encore@example.test');
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const shape = (json: { data: { donation: Record<string, unknown> } }) =>
      Object.keys(json.data.donation).sort().join() + json.data.donation.account_created;
    expect(shape(known.json())).toBe(shape(unknown.json()));

    const { checkout_url: checkoutUrl, session_id: sessionId } = known.json().data;
    await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242');
    await paymentStatus(ctx.api, sessionId);
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    expect(donation!.userId).toBeNull();
    const [user] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(await verifyPassword(user!.passwordHash, 'secret123')).toBe(true);
    await eventually(() =>
      ctx.mail.outbox.some(
        (mail) => mail.to === 'deja.inscrit@example.test' && mail.subject.startsWith('Reçu'),
      ),
    );
    const receipt = ctx.mail.outbox.find(
      (mail) => mail.to === 'deja.inscrit@example.test' && mail.subject.startsWith('Reçu'),
    )!;
    expect(receipt.text).toContain(
      "Un compte existe déjà avec l'adresse deja.inscrit@example.test : ce don a été enregistré sans y être rattaché.",
    );
    expect(
      ctx.mail.outbox.some(
        (mail) =>
          mail.subject === 'Votre compte a été créé' && mail.to === 'deja.inscrit@example.test',
      ),
    ).toBe(false);
  });

  it('a signed-in donor gives without name or email: the account provides them and owns the donation', async () => {
    const donor = await createUserWithToken(ctx, { fullName: 'Alice Connectée' });
    const response = await postDonation(
      ctx.api,
      {
        campaign_id: campaign.id,
        amount: 10,
        origin_url: 'http://localhost:3000',
        accept_terms: true,
        create_account: true,
      },
      donor.token,
    );
    expect(response.statusCode).toBe(201);
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.id, response.json().data.donation_id));
    expect(donation).toMatchObject({
      userId: donor.id,
      donorName: 'Alice Connectée',
      donorEmail: donor.email,
      pendingAccountPasswordHash: null,
    });
  });

  it("sends a signed-in donor's receipt to their account's email, whatever the form says", async () => {
    const donor = await createUserWithToken(ctx, { email: 'compte.connecte@example.test' });
    const response = await postDonation(
      ctx.api,
      donationBody(campaign.id, { donor_email: 'quelqu.un.autre@example.test' }),
      donor.token,
    );
    const { checkout_url: checkoutUrl, session_id: sessionId } = response.json().data;
    await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242');
    await paymentStatus(ctx.api, sessionId);
    await eventually(() =>
      ctx.mail.outbox.some(
        (mail) => mail.to === 'compte.connecte@example.test' && mail.subject.startsWith('Reçu'),
      ),
    );
    expect(ctx.mail.outbox.some((mail) => mail.to === 'quelqu.un.autre@example.test')).toBe(false);
  });

  it('a guest donation with an email that has an account is not merged into it', async () => {
    const donor = await createUserWithToken(ctx);
    const sessionId = await donateAndPay(ctx.api, campaign.id, 5, { donor_email: donor.email });
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    expect(donation!.userId).toBeNull();
  });
});
