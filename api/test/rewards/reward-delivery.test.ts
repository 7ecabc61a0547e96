import { eq } from 'drizzle-orm';
import { donations, rewards, userAssociations } from '../../src/db/schema';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  postDonation,
  submitCard,
  type DonationTestContext,
} from '../donations/helpers';

/**
 * Reward delivery (issue 30, item 7): a posted reward asks for a French-format address (checked
 * by the server), its association's manager alone sees who is owed what, marks each sent with a
 * note and exports the list; the donor sees the status; the address is exported and erased
 * with the donor's data.
 */
describe('reward delivery', () => {
  let ctx: DonationTestContext;
  let campaign: Awaited<ReturnType<typeof createCampaign>>;
  let manager: Awaited<ReturnType<typeof createUserWithToken>>;
  let otherManager: Awaited<ReturnType<typeof createUserWithToken>>;
  let donor: Awaited<ReturnType<typeof createUserWithToken>>;

  const address = {
    shipping_address: '12 rue des Lilas',
    shipping_address_extra: 'Bâtiment B',
    shipping_postal_code: '69003',
    shipping_city: 'Lyon',
    shipping_country: 'FR',
  };

  beforeAll(async () => {
    ctx = await createDonationContext();
    campaign = await createCampaign(ctx.db, { title: 'Des livres pour tous' });
    await ctx.db.insert(rewards).values({
      campaignId: campaign.id,
      amountCents: 3000,
      title: 'Livre dédicacé',
      valueCents: 500,
      needsShipping: true,
    });
    manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db
      .insert(userAssociations)
      .values({ userId: manager.id, associationId: campaign.associationId });
    otherManager = await createUserWithToken(ctx, { role: 'association_manager' });
    const other = await createCampaign(ctx.db);
    await ctx.db
      .insert(userAssociations)
      .values({ userId: otherManager.id, associationId: other.associationId });
    donor = await createUserWithToken(ctx, { role: 'donor', fullName: 'Léa Moreau' });
  });
  afterAll(() => ctx.close());

  const as = (
    token: string | undefined,
    url: string,
    method: 'GET' | 'POST' = 'GET',
    payload?: object,
  ) =>
    ctx.api.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const listUrl = () => `/api/dashboard/campaigns/${campaign.id}/reward-deliveries`;

  it('asks for the address of a posted reward, in the French format, before any checkout', async () => {
    const missing = await postDonation(ctx.api, donationBody(campaign.id, { amount: 30 }));
    expect(missing.statusCode).toBe(422);
    const paths = (missing.json().detail as { path: string; message: string }[]).map((e) => [
      e.path,
      e.message,
    ]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['shipping_address', 'Indiquez l’adresse de livraison.'],
        ['shipping_postal_code', 'Indiquez le code postal.'],
        ['shipping_city', 'Indiquez la ville.'],
      ]),
    );
    const badCode = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 30, ...address, shipping_postal_code: '6900' }),
    );
    expect(badCode.statusCode).toBe(422);
    expect(badCode.body).toContain('Le code postal doit comporter 5 chiffres.');
    const badCountry = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 30, ...address, shipping_country: 'ZZ' }),
    );
    expect(badCountry.body).toContain('Choisissez un pays dans la liste.');
    // Belgium: four digits are right there.
    const belgian = await postDonation(
      ctx.api,
      donationBody(campaign.id, {
        amount: 30,
        ...address,
        shipping_postal_code: '1000',
        shipping_city: 'Bruxelles',
        shipping_country: 'BE',
        donor_email: 'belge@example.test',
      }),
    );
    expect(belgian.statusCode).toBe(201);
    // A gift under the reward's amount, or without it, needs no address.
    expect(
      (await postDonation(ctx.api, donationBody(campaign.id, { amount: 10 }))).statusCode,
    ).toBe(201);
    expect(
      (await postDonation(ctx.api, donationBody(campaign.id, { amount: 30, without_reward: true })))
        .statusCode,
    ).toBe(201);
    // None of those is owed (not paid).
    expect((await as(manager.token, listUrl())).json().data).toEqual([]);
  });

  it('the manager sees the paid gift owed, marks it sent with a note, exports it; the donor sees the status', async () => {
    const opened = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 35, ...address }),
      donor.token,
    );
    expect(opened.statusCode).toBe(201);
    const donationId = opened.json().data.donation_id as string;
    await submitCard(ctx.api, opened.json().data.checkout_url, '4242424242424242');

    const list = await as(manager.token, listUrl());
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        donation_id: donationId,
        donor_name: 'Léa Moreau',
        reward_title: 'Livre dédicacé',
        status: 'to_send',
        shipping_address: {
          address: '12 rue des Lilas',
          address_extra: 'Bâtiment B',
          postal_code: '69003',
          city: 'Lyon',
          country: 'FR',
        },
      }),
    ]);
    let mine = (await as(donor.token, '/api/donor/donations')).json().data as {
      id: string;
      reward_delivery: unknown;
    }[];
    expect(mine.find((gift) => gift.id === donationId)!.reward_delivery).toEqual({
      status: 'to_send',
      sent_at: null,
      tracking_note: null,
    });

    // Another association's manager, a donor, a stranger: no list, no marking.
    expect((await as(otherManager.token, listUrl())).statusCode).toBe(404);
    expect((await as(donor.token, listUrl())).statusCode).toBe(403);
    expect((await as(undefined, listUrl())).statusCode).toBe(401);
    expect(
      (await as(otherManager.token, `${listUrl()}/${donationId}/sent`, 'POST', {})).statusCode,
    ).toBe(404);
    expect((await as(otherManager.token, `${listUrl()}.csv`)).statusCode).toBe(404);

    const marked = await as(manager.token, `${listUrl()}/${donationId}/sent`, 'POST', {
      tracking_note: 'Colissimo 6A123456789',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({
      status: 'sent',
      tracking_note: 'Colissimo 6A123456789',
    });
    mine = (await as(donor.token, '/api/donor/donations')).json().data;
    expect(mine.find((gift) => gift.id === donationId)!.reward_delivery).toMatchObject({
      status: 'sent',
      tracking_note: 'Colissimo 6A123456789',
    });

    const csv = await as(manager.token, `${listUrl()}.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('contreparties-a-envoyer.csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Donateur;Email;Campagne;Contrepartie;Adresse;Complément;Code postal;Ville;Pays;Statut;Envoyée le;Note de suivi',
    );
    expect(lines[1]).toContain('Léa Moreau;');
    expect(lines[1]).toContain(
      ';Des livres pour tous;Livre dédicacé;12 rue des Lilas;Bâtiment B;69003;Lyon;France;Envoyée;',
    );
    expect(lines[1]).toMatch(/;Colissimo 6A123456789$/);
    // A gift that owes no posted reward cannot be marked.
    const unrelated = await postDonation(ctx.api, donationBody(campaign.id, { amount: 10 }));
    const refused = await as(
      manager.token,
      `${listUrl()}/${unrelated.json().data.donation_id}/sent`,
      'POST',
      {},
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('Ce don n’a pas de contrepartie à envoyer.');

    // The donor's copy of their data holds the address; the account's erasure clears it.
    const exported = await as(donor.token, '/api/donor/data-export?format=json');
    expect(exported.body).toContain('12 rue des Lilas');
    const erased = await as(donor.token, '/api/donor/account/erase', 'POST', {
      password: 'secret123',
    });
    expect(erased.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(donations).where(eq(donations.id, donationId));
    expect(row).toMatchObject({
      shippingAddress: null,
      shippingPostalCode: null,
      shippingCity: null,
    });
    const after = (await as(manager.token, listUrl())).json().data;
    expect(after[0].shipping_address).toBeNull();
  });
});
