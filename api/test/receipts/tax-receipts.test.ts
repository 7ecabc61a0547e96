import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { formatLongDate } from 'shared-contracts';
import {
  donations,
  rewards,
  taxReceiptCounters,
  taxReceipts,
  userAssociations,
} from '../../src/db/schema';
import { confirmDonationPayment } from '../../src/services/ledger/confirm-payment';
import { recordDonationRefund } from '../../src/services/ledger/refund-payment';
import { deliverTaxReceipt } from '../../src/services/receipts/deliver-tax-receipt';
import { parisDay } from '../../src/services/receipts/tax-settings';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  eventually,
  postDonation,
  submitCard,
  type DonationTestContext,
} from '../donations/helpers';
import { declareReceiptFacts } from '../helpers/fixtures';
import { call } from '../helpers/test-app';

const ADDRESS = { address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' };
const YEAR = Number(parisDay(new Date()).slice(0, 4));

jest.setTimeout(120_000);

/** Each page's text of a PDF, as poppler's pdftotext reads it (pages split by form feeds). */
function pdfPages(pdf: Buffer): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('reçus fiscaux', () => {
  let ctx: DonationTestContext;
  let admin: { token: string };
  beforeAll(async () => {
    ctx = await createDonationContext();
    admin = await createUserWithToken(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  async function verifiedCampaign(
    rate: 66 | 75 = 66,
    options: Parameters<typeof createCampaign>[1] = {},
  ) {
    const campaign = await createCampaign(ctx.db, options);
    await declareReceiptFacts(ctx.db, campaign.associationId);
    const reviewed = await call(
      ctx.api,
      'PUT',
      `/api/admin/associations/${campaign.associationId}/tax-eligibility`,
      {
        token: admin.token,
        body: { decision: 'verified', rate },
      },
    );
    expect(reviewed.statusCode).toBe(200);
    return campaign;
  }

  async function managerOf(associationId: string) {
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db.insert(userAssociations).values({ userId: manager.id, associationId });
    return manager;
  }

  describe('POST /donations with the receipt wish', () => {
    it('refuses a receipt from an association that is not verified, in French', async () => {
      const campaign = await createCampaign(ctx.db);
      const response = await postDonation(
        ctx.api,
        donationBody(campaign.id, { tax_receipt: true, ...ADDRESS }),
      );
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain(
        "Cette association n'est pas habilitée à délivrer des reçus fiscaux.",
      );
    });

    it('requires the postal address with the wish, and a 5-digit postal code', async () => {
      const campaign = await verifiedCampaign();
      const missing = await postDonation(ctx.api, donationBody(campaign.id, { tax_receipt: true }));
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({
        detail: [
          { path: 'address', message: 'Ce champ est requis' },
          { path: 'postal_code', message: 'Ce champ est requis' },
          { path: 'city', message: 'Ce champ est requis' },
        ],
        code: 'validation_failed',
      });
      // The same shared check as the dialog: every field's problem at once, on its body field.
      const badCode = await postDonation(
        ctx.api,
        donationBody(campaign.id, { tax_receipt: true, ...ADDRESS, city: '', postal_code: '6900' }),
      );
      expect(badCode.statusCode).toBe(422);
      expect(badCode.json()).toEqual({
        detail: [
          { path: 'postal_code', message: 'Code postal invalide (5 chiffres)' },
          { path: 'city', message: 'Ce champ est requis' },
        ],
        code: 'validation_failed',
      });
      // Without the wish the address is not used, so nothing about it is refused.
      const noWish = await postDonation(
        ctx.api,
        donationBody(campaign.id, { ...ADDRESS, postal_code: '6900' }),
      );
      expect(noWish.statusCode).toBe(201);
    });

    it('the reward rule: refused above a quarter of the gift, allowed at exactly a quarter or sans contrepartie', async () => {
      const campaign = await verifiedCampaign();
      await ctx.db
        .insert(rewards)
        .values({ campaignId: campaign.id, amountCents: 10000, title: 'Panier', valueCents: 3000 });
      const above = await postDonation(
        ctx.api,
        donationBody(campaign.id, { amount: 100, tax_receipt: true, ...ADDRESS }),
      );
      expect(above.statusCode).toBe(422);
      expect(JSON.stringify(above.json())).toContain('choisissez « sans contrepartie »');
      const without = await postDonation(
        ctx.api,
        donationBody(campaign.id, {
          amount: 100,
          tax_receipt: true,
          without_reward: true,
          ...ADDRESS,
        }),
      );
      expect(without.statusCode).toBe(201);
      const quarter = await postDonation(
        ctx.api,
        donationBody(campaign.id, { amount: 120, tax_receipt: true, ...ADDRESS }),
      );
      expect(quarter.statusCode).toBe(201);
      // No receipt wanted: the reward stays, whatever its value.
      const noReceipt = await postDonation(ctx.api, donationBody(campaign.id, { amount: 100 }));
      expect(noReceipt.statusCode).toBe(201);
    });

    it('the yearly cap (73 € since 2021, BOI-IR-RICI-250-10-20-10): a reward worth 73,01 € is refused even under a quarter', async () => {
      const campaign = await verifiedCampaign();
      await ctx.db.insert(rewards).values({
        campaignId: campaign.id,
        amountCents: 50000,
        title: 'Week-end',
        valueCents: 7301,
      });
      const above = await postDonation(
        ctx.api,
        donationBody(campaign.id, { amount: 500, tax_receipt: true, ...ADDRESS }),
      );
      expect(above.statusCode).toBe(422);
      expect(JSON.stringify(above.json())).toContain('73\u00a0€');
    });
  });

  it('a donor gives 100 € with a receipt: numbered, mailed with its PDF, listed and downloadable by the right people only, cancelled on refund', async () => {
    const campaign = await verifiedCampaign(66);
    const donor = await createUserWithToken(ctx, { role: 'donor', fullName: 'Jeanne Dupont' });
    const created = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 100, tax_receipt: true, ...ADDRESS }),
      donor.token,
    );
    expect(created.statusCode).toBe(201);
    const { checkout_url: checkoutUrl, donation_id: donationId } = created.json().data;
    expect((await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242')).statusCode).toBe(303);

    await eventually(() =>
      ctx.mail.outbox.some((mail) => mail.to === donor.email && mail.attachments?.length),
    );
    const mail = ctx.mail.outbox.find((m) => m.to === donor.email && m.attachments?.length)!;
    expect(mail.subject).toBe('Votre reçu fiscal – Les Amis des Arbres');
    const attached = mail.attachments![0]!;
    expect(attached.filename).toBe(`recu-fiscal-${YEAR}-000001.pdf`);
    // Its text is checked field by field in tax-receipt-pdf.test.ts; here, that it is the PDF.
    expect(attached.content.subarray(0, 5).toString()).toBe('%PDF-');

    const list = await call(ctx.api, 'GET', '/api/donor/tax-receipts', { token: donor.token });
    expect(list.statusCode).toBe(200);
    const [receipt] = list.json().data;
    expect(receipt).toMatchObject({
      number: `${YEAR}-000001`,
      status: 'issued',
      amount: 100,
      rate: 66,
    });
    const pdf = await call(ctx.api, 'GET', receipt.pdf_url, { token: donor.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(attached.content)).toBe(true);

    const stranger = await createUserWithToken(ctx, { role: 'donor' });
    expect(
      (await call(ctx.api, 'GET', receipt.pdf_url, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.api, 'GET', '/api/donor/tax-receipts', { token: stranger.token })).json()
        .data,
    ).toEqual([]);

    const manager = await managerOf(campaign.associationId);
    const managed = await call(ctx.api, 'GET', '/api/dashboard/tax-receipts', {
      token: manager.token,
    });
    expect(managed.json().data.receipts.map((r: { id: string }) => r.id)).toEqual([receipt.id]);
    expect(managed.json().data.totals).toEqual([
      { year: YEAR, issued_count: 1, issued_total: 100, cancelled_count: 0, cancelled_total: 0 },
    ]);
    expect(
      (
        await call(ctx.api, 'GET', `/api/dashboard/tax-receipts/${receipt.id}/pdf`, {
          token: manager.token,
        })
      ).statusCode,
    ).toBe(200);
    const csv = await call(ctx.api, 'GET', `/api/dashboard/tax-receipts/declaration/${YEAR}`, {
      token: manager.token,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`${YEAR};1;100,00;0;0,00`);

    const otherManager = await managerOf((await createCampaign(ctx.db)).associationId);
    expect(
      (
        await call(ctx.api, 'GET', `/api/dashboard/tax-receipts/${receipt.id}/pdf`, {
          token: otherManager.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.api, 'GET', '/api/dashboard/tax-receipts', { token: otherManager.token })
      ).json().data.receipts,
    ).toEqual([]);
    expect(
      (await call(ctx.api, 'GET', '/api/donor/tax-receipts', { token: manager.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx.api, 'GET', '/api/admin/tax-receipts/counts', { token: manager.token }))
        .statusCode,
    ).toBe(403);

    const counts = await call(ctx.api, 'GET', '/api/admin/tax-receipts/counts', {
      token: admin.token,
    });
    expect(
      counts
        .json()
        .data.find(
          (row: { association_id: string }) => row.association_id === campaign.associationId,
        ),
    ).toMatchObject({
      tax_eligibility: 'verified',
      tax_rate: 66,
      issued_count: 1,
    });

    // Refund: the receipt is cancelled with its date, kept with its number, and the donor told.
    // (The cancellation notice is a job added in the refund's transaction.)
    await recordDonationRefund(ctx.db, { donationId, refundReference: 're_test' });
    await ctx.drainJobs();
    const [cancelled] = await ctx.db
      .select()
      .from(taxReceipts)
      .where(eq(taxReceipts.id, receipt.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', number: `${YEAR}-000001`, sequence: 1 });
    expect(cancelled!.cancelledAt).toBeInstanceOf(Date);
    const notice = ctx.mail.outbox.find(
      (m) => m.subject === 'Annulation de votre reçu fiscal – Les Amis des Arbres',
    );
    expect(notice?.to).toBe(donor.email);
    expect(notice?.text).toContain(`le reçu fiscal n° ${YEAR}-000001 est annulé`);
    const after = await call(ctx.api, 'GET', '/api/dashboard/tax-receipts', {
      token: manager.token,
    });
    expect(after.json().data.totals[0]).toMatchObject({
      issued_count: 0,
      cancelled_count: 1,
      cancelled_total: 100,
    });

    // Issue 26: the cancelled receipt never reads as valid, for the donor nor the manager.
    const cancelledOn = formatLongDate(cancelled!.cancelledAt!);
    expect(after.json().data.receipts[0]).toMatchObject({ id: receipt.id, status: 'cancelled' });
    const donorList = await call(ctx.api, 'GET', '/api/donor/tax-receipts', { token: donor.token });
    expect(donorList.json().data[0]).toMatchObject({
      id: receipt.id,
      status: 'cancelled',
      cancelled_at: cancelled!.cancelledAt!.toISOString(),
    });
    for (const [url, token] of [
      [receipt.pdf_url, donor.token],
      [`/api/dashboard/tax-receipts/${receipt.id}/pdf`, manager.token],
    ] as const) {
      const download = await call(ctx.api, 'GET', url, { token });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(attached.content)).toBe(false);
      const pages = pdfPages(download.rawPayload);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page).toContain(`REÇU ANNULÉ le ${cancelledOn}`);
        expect(page).toContain('Motif : le don a été intégralement remboursé.');
      }
      expect(pages.join(' ')).toContain(`Numéro d’ordre du reçu : ${YEAR}-000001`);
    }
    // A delivery job run again after the refund attaches nothing.
    const attachedBefore = ctx.mail.outbox.filter((m) => m.attachments?.length).length;
    await deliverTaxReceipt({ db: ctx.db, mail: ctx.mail, logger: ctx.api.log }, donationId);
    expect(ctx.mail.outbox.filter((m) => m.attachments?.length).length).toBe(attachedBefore);
  });

  it('withdrawn eligibility: a donation already opened with the wish is paid without a receipt', async () => {
    const campaign = await verifiedCampaign(75);
    const created = await postDonation(
      ctx.api,
      donationBody(campaign.id, {
        tax_receipt: true,
        donor_email: 'withdrawn@example.test',
        ...ADDRESS,
      }),
    );
    const publicRate = async () =>
      (await call(ctx.api, 'GET', `/api/associations/${campaign.associationId}`)).json().data
        .tax_receipt_rate;
    expect(await publicRate()).toBe(75);
    const withdrawn = await call(
      ctx.api,
      'PUT',
      `/api/admin/associations/${campaign.associationId}/tax-eligibility`,
      {
        token: admin.token,
        body: { decision: 'withdrawn' },
      },
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(await publicRate()).toBeNull();
    const { session_id: sessionId, donation_id: donationId } = created.json().data;
    expect(
      await confirmDonationPayment(ctx.db, { sessionId, paymentReference: 'pi_w' }),
    ).toMatchObject({
      id: donationId,
    });
    expect(await ctx.db.$count(taxReceipts, eq(taxReceipts.donationId, donationId))).toBe(0);
    // Issue 26: the payment email tells the donor why no receipt will come.
    await ctx.drainJobs();
    const paymentMail = ctx.mail.outbox.find(
      (m) => m.to === 'withdrawn@example.test' && m.subject.startsWith('Reçu de votre don'),
    );
    expect(paymentMail?.text).toContain(
      "Cet email confirme votre paiement : ce n'est pas un reçu fiscal.",
    );
    expect(paymentMail?.text).toContain(
      "Vous avez demandé un reçu fiscal, mais l'association Les Amis des Arbres n'est plus habilitée à délivrer des reçus fiscaux : aucun reçu fiscal ne sera émis pour ce don.",
    );
  });

  it('public campaigns carry the rate; the campaign itself the 75 % ceiling and the reward cap in force', async () => {
    const plain = await createCampaign(ctx.db);
    const plainBody = (await call(ctx.api, 'GET', `/api/campaigns/${plain.id}`)).json().data;
    expect(plainBody.tax_receipt_rate).toBeNull();
    expect(plainBody).not.toHaveProperty('tax_receipt_ceiling');
    expect(plainBody).not.toHaveProperty('tax_reward_cap');

    const campaign = await verifiedCampaign(75);
    const detail = (await call(ctx.api, 'GET', `/api/campaigns/${campaign.id}`)).json().data;
    // The values in force (migration 0013): 2 000 € since 14 Oct 2025 (art. 200-1 ter CGI, loi
    // de finances pour 2026) and 73 € (BOI-IR-RICI-250-10-20-10).
    expect(detail).toMatchObject({
      tax_receipt_rate: 75,
      tax_receipt_ceiling: 2000,
      tax_reward_cap: 73,
    });
    const list = (await call(ctx.api, 'GET', '/api/campaigns')).json().data as {
      id: string;
      tax_receipt_rate: number | null;
    }[];
    expect(list.find((row) => row.id === campaign.id)?.tax_receipt_rate).toBe(75);
    expect(list.find((row) => row.id === plain.id)?.tax_receipt_rate).toBeNull();
  });

  it('the admin review refuses a rate other than 66 or 75, in French', async () => {
    const campaign = await createCampaign(ctx.db);
    const response = await call(
      ctx.api,
      'PUT',
      `/api/admin/associations/${campaign.associationId}/tax-eligibility`,
      {
        token: admin.token,
        body: { decision: 'verified', rate: 50 },
      },
    );
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('Le taux doit être 66 ou 75');
    // Nothing declared yet: no verification, since the receipts would miss required fields.
    const undeclared = await call(
      ctx.api,
      'PUT',
      `/api/admin/associations/${campaign.associationId}/tax-eligibility`,
      { token: admin.token, body: { decision: 'verified', rate: 66 } },
    );
    expect(undeclared.statusCode).toBe(422);
    expect(undeclared.json().detail).toEqual([
      {
        path: 'decision',
        message:
          'Vérification impossible : il manque l’adresse (numéro et rue), le code postal, la commune, le numéro SIREN ou RNA, l’objet, le statut, le représentant qui signe (nom et qualité) et le justificatif téléversé (rescrit fiscal ou statuts) de l’association.',
      },
    ]);
  });

  it('50 concurrent payments: numbers 1 to 50 with no gap and no duplicate, per association and per year', async () => {
    const first = await verifiedCampaign();
    const second = await verifiedCampaign();
    // Last year's counter of the first association must neither continue nor move.
    await ctx.db
      .insert(taxReceiptCounters)
      .values({ associationId: first.associationId, year: YEAR - 1, lastNumber: 41 });
    const sessions: string[] = [];
    for (const [campaign, count] of [
      [first, 50],
      [second, 10],
    ] as const) {
      for (let i = 0; i < count; i += 1) {
        const created = await postDonation(
          ctx.api,
          donationBody(campaign.id, { amount: 10 + i, tax_receipt: true, ...ADDRESS }),
        );
        expect(created.statusCode).toBe(201);
        sessions.push(created.json().data.session_id);
      }
    }
    // Every payment twice at once (a webhook and a poll): each donation is paid, and numbered, once.
    await Promise.all(
      [...sessions, ...sessions].map((sessionId) =>
        confirmDonationPayment(ctx.db, { sessionId, paymentReference: `pi_${sessionId}` }),
      ),
    );
    for (const [campaign, count] of [
      [first, 50],
      [second, 10],
    ] as const) {
      const rows = await ctx.db
        .select()
        .from(taxReceipts)
        .where(eq(taxReceipts.associationId, campaign.associationId));
      expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: count }, (_, i) => i + 1),
      );
      expect(new Set(rows.map((row) => row.donationId)).size).toBe(count);
      expect(
        rows.every(
          (row) =>
            row.year === YEAR && row.number === `${YEAR}-${String(row.sequence).padStart(6, '0')}`,
        ),
      ).toBe(true);
    }
    const counters = await ctx.db
      .select()
      .from(taxReceiptCounters)
      .where(eq(taxReceiptCounters.associationId, first.associationId));
    expect(
      counters
        .map(({ year, lastNumber }) => ({ year, lastNumber }))
        .sort((a, b) => a.year - b.year),
    ).toEqual([
      { year: YEAR - 1, lastNumber: 41 },
      { year: YEAR, lastNumber: 50 },
    ]);
  });
  describe('issue 26: when the receipt comes, and what the donor is told', () => {
    const DAY = 86_400_000;
    const paymentMailTo = (email: string) =>
      ctx.mail.outbox.find((m) => m.to === email && m.subject.startsWith('Reçu de votre don'));
    const receiptMailsTo = (email: string) =>
      ctx.mail.outbox.filter((m) => m.to === email && m.attachments?.length);

    it("a signed-in donor's receipt is in the account's name, whatever name the request carries; the payment email says it is not the receipt", async () => {
      const campaign = await verifiedCampaign(66);
      const donor = await createUserWithToken(ctx, { role: 'donor', fullName: 'Jeanne Dupont' });
      const created = await postDonation(
        ctx.api,
        donationBody(campaign.id, {
          amount: 40,
          donor_name: 'Zorro le Justicier',
          tax_receipt: true,
          ...ADDRESS,
        }),
        donor.token,
      );
      expect(created.statusCode).toBe(201);
      await submitCard(ctx.api, created.json().data.checkout_url, '4242 4242 4242 4242');
      await ctx.drainJobs();
      const [receipt] = (
        await call(ctx.api, 'GET', '/api/donor/tax-receipts', { token: donor.token })
      ).json().data;
      expect(receipt.donor_name).toBe('Jeanne Dupont');
      const pdf = await call(ctx.api, 'GET', receipt.pdf_url, { token: donor.token });
      const text = pdfPages(pdf.rawPayload).join(' ');
      expect(text).toContain('Nom et prénom : Jeanne Dupont');
      expect(text).not.toContain('Zorro');
      const paymentMail = paymentMailTo(donor.email);
      expect(paymentMail?.text).toContain(
        "Cet email confirme votre paiement : ce n'est pas un reçu fiscal. Votre reçu fiscal vous est envoyé dans un email séparé, avec le PDF en pièce jointe.",
      );
      expect(receiptMailsTo(donor.email)).toHaveLength(1);
    });

    it('a reward found over the rule at payment: no receipt, and the payment email says why', async () => {
      const campaign = await verifiedCampaign(66);
      await ctx.db
        .insert(rewards)
        .values({ campaignId: campaign.id, amountCents: 10000, title: 'Panier', valueCents: 2500 });
      const created = await postDonation(
        ctx.api,
        donationBody(campaign.id, {
          amount: 100,
          tax_receipt: true,
          donor_email: 'reward-rule@example.test',
          ...ADDRESS,
        }),
      );
      expect(created.statusCode).toBe(201);
      const { session_id: sessionId, donation_id: donationId } = created.json().data;
      // The rule checked again at payment finds the reward over it (a yearly cap reached by
      // another gift in between, for instance): its value is made to break it here.
      await ctx.db
        .update(donations)
        .set({ rewardValueCents: 2600 })
        .where(eq(donations.id, donationId));
      await confirmDonationPayment(ctx.db, { sessionId, paymentReference: 'pi_reward' });
      await ctx.drainJobs();
      expect(await ctx.db.$count(taxReceipts, eq(taxReceipts.donationId, donationId))).toBe(0);
      expect(paymentMailTo('reward-rule@example.test')?.text).toContain(
        "Vous avez demandé un reçu fiscal, mais la valeur de votre contrepartie dépasse ce que la loi admet (le quart du don, dans la limite d'un plafond annuel) : l'association Les Amis des Arbres ne peut pas émettre de reçu fiscal pour ce don.",
      );
    });

    it('a goal campaign: no receipt at payment; issued once when the settlement finds the goal reached, dated that day; a missed goal issues none', async () => {
      const endDate = new Date(Date.now() + DAY);
      const reached = await verifiedCampaign(66, { targetCents: 5000, endDate });
      const missed = await verifiedCampaign(66, { targetCents: 1_000_000, endDate });
      const pay = async (campaignId: string, email: string, amount: number) => {
        const created = await postDonation(
          ctx.api,
          donationBody(campaignId, { amount, tax_receipt: true, donor_email: email, ...ADDRESS }),
        );
        expect(created.statusCode).toBe(201);
        await submitCard(ctx.api, created.json().data.checkout_url, '4242 4242 4242 4242');
        return created.json().data.donation_id as string;
      };
      const first = await pay(reached.id, 'goal-first@example.test', 30);
      const second = await pay(reached.id, 'goal-second@example.test', 40);
      const refunded = await pay(missed.id, 'goal-missed@example.test', 10);
      // A third goal campaign reaches its goal, but its association's eligibility is withdrawn
      // between the payment and the end: no receipt, and the donor is told why.
      const withdrawn = await verifiedCampaign(66, { targetCents: 1000, endDate });
      const unreceipted = await pay(withdrawn.id, 'goal-withdrawn@example.test', 20);
      await ctx.drainJobs();
      expect(paymentMailTo('goal-withdrawn@example.test')?.text).toContain(
        "Votre reçu fiscal vous sera envoyé par email une fois l'objectif atteint",
      );
      const withdrawal = await call(
        ctx.api,
        'PUT',
        `/api/admin/associations/${withdrawn.associationId}/tax-eligibility`,
        { token: admin.token, body: { decision: 'withdrawn' } },
      );
      expect(withdrawal.statusCode).toBe(200);

      // At payment: nothing numbered, nothing attached, and the email says when it will come.
      for (const id of [first, second, refunded])
        expect(await ctx.db.$count(taxReceipts, eq(taxReceipts.donationId, id))).toBe(0);
      expect(receiptMailsTo('goal-first@example.test')).toHaveLength(0);
      expect(paymentMailTo('goal-first@example.test')?.text).toContain(
        `Cet email confirme votre paiement : ce n'est pas un reçu fiscal. Votre reçu fiscal vous sera envoyé par email une fois l'objectif atteint, à la fin de la campagne (le ${formatLongDate(endDate)}) : votre don ne devient définitif qu'à ce moment. Si l'objectif n'est pas atteint, votre don vous sera remboursé et aucun reçu fiscal ne sera émis.`,
      );

      // The campaigns end; the settlement decides: reached -> receipts, missed -> refunds only.
      const asOf = new Date(Date.now() + 2 * DAY);
      await ctx.api.payments.settle(asOf);
      await ctx.api.payments.settle(asOf);
      await ctx.drainJobs();
      const issued = await ctx.db
        .select()
        .from(taxReceipts)
        .where(eq(taxReceipts.associationId, reached.associationId));
      const today = parisDay(new Date());
      expect(
        issued
          .map(({ donationId, sequence, number, status, giftDate, amountCents }) => ({
            donationId,
            sequence,
            number,
            status,
            giftDate,
            amountCents,
          }))
          .sort((a, b) => a.sequence - b.sequence),
      ).toEqual([
        {
          donationId: first,
          sequence: 1,
          number: `${today.slice(0, 4)}-000001`,
          status: 'issued',
          giftDate: today,
          amountCents: 3000,
        },
        {
          donationId: second,
          sequence: 2,
          number: `${today.slice(0, 4)}-000002`,
          status: 'issued',
          giftDate: today,
          amountCents: 4000,
        },
      ]);
      // Each donor gets their receipt once, with the PDF; the payment email is not sent again.
      for (const email of ['goal-first@example.test', 'goal-second@example.test']) {
        expect(receiptMailsTo(email)).toHaveLength(1);
        expect(
          ctx.mail.outbox.filter(
            (m) => m.to === email && m.subject.startsWith('Reçu de votre don'),
          ),
        ).toHaveLength(1);
      }
      expect(
        await ctx.db.$count(taxReceipts, eq(taxReceipts.associationId, missed.associationId)),
      ).toBe(0);
      expect(
        await ctx.db.$count(
          taxReceiptCounters,
          eq(taxReceiptCounters.associationId, missed.associationId),
        ),
      ).toBe(0);
      expect(receiptMailsTo('goal-missed@example.test')).toHaveLength(0);
      const [missedDonation] = await ctx.db
        .select()
        .from(donations)
        .where(eq(donations.id, refunded));
      expect(missedDonation?.paymentStatus).toBe('refunded');
      expect(
        ctx.mail.outbox.filter(
          (m) => m.to === 'goal-missed@example.test' && m.subject.includes('pas de reçu fiscal'),
        ),
      ).toHaveLength(0);

      expect(await ctx.db.$count(taxReceipts, eq(taxReceipts.donationId, unreceipted))).toBe(0);
      const refusals = ctx.mail.outbox.filter(
        (m) => m.to === 'goal-withdrawn@example.test' && m.subject.includes('pas de reçu fiscal'),
      );
      expect(refusals).toHaveLength(1);
      expect(refusals[0]!.subject).toBe('Votre don à « Planter 1000 arbres » : pas de reçu fiscal');
      expect(refusals[0]!.text).toContain(
        "La campagne « Planter 1000 arbres » a atteint son objectif : votre don de 20\u00a0€ est reversé à l'association Les Amis des Arbres.",
      );
      expect(refusals[0]!.text).toContain(
        "Vous avez demandé un reçu fiscal, mais l'association Les Amis des Arbres n'est plus habilitée à délivrer des reçus fiscaux : aucun reçu fiscal ne sera émis pour ce don.",
      );
    });
  });
});
