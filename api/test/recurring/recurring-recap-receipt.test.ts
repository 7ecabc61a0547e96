import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { associations } from '../../src/db/schema/associations';
import { userAssociations } from '../../src/db/schema/users';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  type DonationTestContext,
} from '../donations/helpers';
import { chargesOf, planRow, realToday, runDay, setClock, startPlan } from './helpers';

jest.setTimeout(180_000);

/** The PDF's text as poppler's pdftotext reads it, on single spaces. */
function textOf(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

/** 'YYYY-MM-DD' in long French, as the PDF prints it ('27 novembre 2026'). */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(/^1 /, '1er ');
}

/*
 * Issue 29: a plan's regular gifts of a calendar year get one reçu récapitulatif, issued in
 * January, that says so: the year, the period of the charges, their number and their total,
 * with the mentions of every receipt; the donor's and the manager's lists name it 'Reçu
 * récapitulatif <année>'. A refund of one charge cancels it and the corrected one says the same
 * of the charges still paid.
 */
describe('the reçu récapitulatif of a plan’s year', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function get(url: string, token: string) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('states the year, the period, the count and the total; the lists name it; a refund corrects it', async () => {
    const { app, db } = ctx;
    // The plan starts today (its anchor); the year of the receipt is this one, or the next
    // when today is in December (two charges in the year at least).
    const start = realToday();
    const year = Number(start.slice(0, 4)) + (start.slice(5, 7) === '12' ? 1 : 0);
    setClock(app, start);
    const campaign = await createCampaign(db);
    await db
      .update(associations)
      .set({
        taxEligibility: 'verified',
        taxRatePercent: 66,
        address: '1 rue des Arbres',
        postalCode: '75001',
        city: 'Paris',
        signatoryName: 'Anne Chêne',
        signatoryTitle: 'Présidente',
        taxPurpose: 'Reboisement',
        taxLegalStatus: 'Association loi 1901',
      })
      .where(eq(associations.id, campaign.associationId));
    const donor = await createUserWithToken(ctx, {
      email: 'paul.regulier@example.test',
      fullName: 'Paul Régulier',
    });
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await db
      .insert(userAssociations)
      .values({ userId: manager.id, associationId: campaign.associationId });
    const plan = await startPlan(
      app,
      campaign.id,
      {
        amount: 12.34,
        frequency: 'monthly',
        email: donor.email,
        extra: {
          donor_name: 'Paul Régulier',
          tax_receipt: true,
          address: '3 rue du Chêne',
          postal_code: '69001',
          city: 'Lyon',
        },
      },
      donor.token,
    );
    await runDay(app);
    // Each charge day of the year, then a day of January (the receipts of the year before).
    for (let day = plan.nextChargeOn; day < `${year + 1}-01-01`;) {
      setClock(app, day);
      await runDay(app);
      day = (await planRow(db, plan.planId)).nextChargeOn!;
    }
    setClock(app, `${year + 1}-01-02`);
    await runDay(app);
    await ctx.drainJobs();

    const paid = (await chargesOf(db, plan.planId)).filter(
      (c) => c.status === 'paid' && c.paidOn!.startsWith(String(year)),
    );
    expect(paid.length).toBeGreaterThan(1);
    // One charge a month, each paid on its day.
    expect(new Set(paid.map((c) => c.paidOn!.slice(0, 7))).size).toBe(paid.length);
    const total = paid.reduce((sum, c) => sum + c.amountCents, 0);
    expect(total).toBe(paid.length * 1234);
    const first = paid[0]!.paidOn!;
    const last = paid.at(-1)!.paidOn!;

    // The donor's list: one receipt, a récapitulatif of the year, with its period and count.
    const donorList = await get('/donor/tax-receipts', donor.token);
    expect(donorList.statusCode).toBe(200);
    const [receipt, ...others] = donorList.json().data;
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      number: `${year}-000001`,
      year,
      status: 'issued',
      amount: total / 100,
      gift_date: last,
      recap: { charges: paid.length, first_date: first, last_date: last },
    });
    const euros = (cents: number) =>
      `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(cents / 100)} €`.replace(
        /\s/g,
        ' ',
      );
    const pdfText = async (url: string, token: string) => {
      const pdf = await get(url.replace(/^\/api/, ''), token);
      expect(pdf.statusCode).toBe(200);
      return textOf(pdf.rawPayload).replace(/\s/g, ' ');
    };
    const text = await pdfText(receipt.pdf_url, donor.token);
    for (const expected of [
      `Reçu récapitulatif des dons réguliers de l’année ${year}`,
      `au cours de l’année ${year}, la somme totale de : *** ${euros(total)} ***`,
      `Date du versement ou du don : du ${longDay(first)} au ${longDay(last)}`,
      `Nombre de versements : ${paid.length}`,
      `Total des versements de l’année : ${euros(total)}`,
      'articles 200 et 978 du code général des impôts',
      'Déclaration de don manuel',
      'Numéraire',
      'Virement, prélèvement, carte bancaire',
      'Taux de réduction d’impôt applicable : 66 %',
      'Paul Régulier',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(`31 décembre ${year}`);
    // The email says it is the year's récapitulatif.
    const mail = ctx.mail.outbox.filter(
      (m) => m.to === donor.email && m.subject.startsWith('Votre reçu fiscal'),
    );
    expect(mail.at(-1)!.text).toContain(
      `reçu fiscal récapitulatif n° ${year}-000001 pour vos dons réguliers de l'année ${year}`,
    );

    // The manager's list shows the same.
    const managerList = await get('/dashboard/tax-receipts', manager.token);
    expect(managerList.statusCode).toBe(200);
    expect(JSON.stringify(managerList.json().data)).toContain(`"first_date":"${first}"`);

    // A refund of the last charge: cancelled, and a corrected récapitulatif of the rest.
    const support = await createUserWithToken(ctx, { role: 'super_admin' });
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/donations/${paid.at(-1)!.donationId}/refund`,
      payload: { reason: 'Don fait par erreur' },
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(refunded.statusCode).toBe(200);
    await runDay(app);
    await ctx.drainJobs();
    const after = (await get('/donor/tax-receipts', donor.token)).json().data as {
      number: string;
      status: string;
      amount: number;
      pdf_url: string;
      recap: { charges: number; first_date: string; last_date: string } | null;
    }[];
    const byNumber = Object.fromEntries(after.map((r) => [r.number, r]));
    expect(byNumber[`${year}-000001`]!.status).toBe('cancelled');
    const corrected = byNumber[`${year}-000002`]!;
    const rest = paid.slice(0, -1);
    const restLast = rest.at(-1)!.paidOn!;
    expect(corrected).toMatchObject({
      status: 'issued',
      amount: (total - 1234) / 100,
      recap: { charges: rest.length, first_date: first, last_date: restLast },
    });
    const correctedText = await pdfText(corrected.pdf_url, donor.token);
    expect(correctedText).toContain(`Numéro d’ordre du reçu : ${year}-000002`);
    expect(correctedText).toContain(
      `Date du versement ou du don : du ${longDay(first)} au ${longDay(restLast)}`,
    );
    expect(correctedText).toContain(`Nombre de versements : ${rest.length}`);
    expect(correctedText).toContain(`Total des versements de l’année : ${euros(total - 1234)}`);
    const cancelledText = await pdfText(byNumber[`${year}-000001`]!.pdf_url, donor.token);
    expect(cancelledText).toContain('REÇU ANNULÉ');
    expect(cancelledText).toContain(`Nombre de versements : ${paid.length}`);
    const cancelMail = ctx.mail.outbox.filter(
      (m) => m.to === donor.email && m.subject.startsWith('Annulation'),
    );
    expect(cancelMail.at(-1)!.text).toContain(
      `le reçu fiscal récapitulatif n° ${year}-000001 est annulé`,
    );
  });
});
