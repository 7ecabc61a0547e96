import { eq } from 'drizzle-orm';
import { donations, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import {
  countRows,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donateAndPay,
  donationBody,
  eventually,
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

  it('creates a donor account linked to the donation and sends a French welcome email', async () => {
    const response = await postDonation(
      ctx.api,
      donationBody(campaign.id, {
        donor_email: 'Nouveau.Donateur@Example.test',
        donor_name: 'Paul Nouveau',
        create_account: true,
        password: 'motdepasse',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.donation.account_created).toBe(true);
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'nouveau.donateur@example.test'));
    expect(user).toMatchObject({ role: 'donor', fullName: 'Paul Nouveau', isActive: true });
    expect(await verifyPassword(user!.passwordHash, 'motdepasse')).toBe(true);
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.id, response.json().data.donation_id));
    expect(donation!.userId).toBe(user!.id);

    await eventually(() =>
      ctx.mail.outbox.some((mail) => mail.to === 'nouveau.donateur@example.test'),
    );
    const welcome = ctx.mail.outbox.find((mail) => mail.to === 'nouveau.donateur@example.test')!;
    expect(welcome.subject).toBe('Votre compte a été créé');
    expect(welcome.text).toContain('Un compte « Donateur » a été créé pour vous');

    const login = await ctx.api.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nouveau.donateur@example.test', password: 'motdepasse' },
    });
    // The login route belongs to the API issue; when present, the new account signs in.
    if (login.statusCode !== 404) expect(login.statusCode).toBe(200);
  });

  it('answers 409 with a clear French message when the email already has an account, writing nothing', async () => {
    const existing = await createUserWithToken(ctx, { email: 'deja.inscrit@example.test' });
    const before = await countRows(ctx.db);
    const response = await postDonation(
      ctx.api,
      donationBody(campaign.id, {
        donor_email: 'DEJA.inscrit@example.test',
        create_account: true,
        password: 'motdepasse',
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Un compte existe déjà avec cet email. Connectez-vous pour donner avec ce compte, ou décochez la création de compte.',
    );
    expect(await countRows(ctx.db)).toEqual(before);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(await verifyPassword(user!.passwordHash, 'secret123')).toBe(true);
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
    });
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
