// Issue 26, items 2, 3 and 6: the beneficiary block of Cerfa 11580*05 (street, postal code,
// commune, SIREN or RNA) is validated, required for the verification and copied onto each
// receipt; a verified association that changes a printed fact goes back to review; the proof
// of eligibility is one of the association's own uploads.
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { associations, taxReceipts, userAssociations } from '../../src/db/schema';
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
import { multipartBody, pdfBytes } from '../helpers/files';
import { call } from '../helpers/test-app';

jest.setTimeout(120_000);

const DONOR_ADDRESS = { address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' };

describe('the association facts a reçu fiscal prints', () => {
  let ctx: DonationTestContext;
  let admin: { token: string };
  beforeAll(async () => {
    ctx = await createDonationContext();
    admin = await createUserWithToken(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  async function managedCampaign() {
    const campaign = await createCampaign(ctx.db);
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db
      .insert(userAssociations)
      .values({ userId: manager.id, associationId: campaign.associationId });
    return { campaign, manager };
  }

  const review = (associationId: string, body: unknown) =>
    call(ctx.api, 'PUT', `/api/admin/associations/${associationId}/tax-eligibility`, {
      token: admin.token,
      body,
    });

  async function verified() {
    const { campaign, manager } = await managedCampaign();
    const { proofUrl } = await declareReceiptFacts(ctx.db, campaign.associationId);
    expect(
      (await review(campaign.associationId, { decision: 'verified', rate: 66 })).statusCode,
    ).toBe(200);
    return { campaign, manager, proofUrl };
  }

  async function eligibility(associationId: string) {
    const [row] = await ctx.db
      .select({ state: associations.taxEligibility })
      .from(associations)
      .where(eq(associations.id, associationId));
    return row!.state;
  }

  async function upload(token: string) {
    const { boundary, payload } = multipartBody(
      'file',
      'rescrit.pdf',
      'application/pdf',
      pdfBytes(),
    );
    const response = await ctx.api.inject({
      method: 'POST',
      url: '/api/upload/document',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(201);
    return (response.json().data?.url ?? response.json().url) as string;
  }

  describe('validation (422 on the field, in French)', () => {
    it.each([
      ['postal_code', '6900', 'Code postal invalide (5 chiffres)'],
      ['postal_code', '69OO3', 'Code postal invalide (5 chiffres)'],
      ['siren', '123456789', 'Numéro SIREN invalide (9 chiffres)'],
      ['siren', '78430215', 'Numéro SIREN invalide (9 chiffres)'],
      ['rna', '123456789', 'Numéro RNA invalide (W suivi de 9 chiffres)'],
      ['rna', 'W12345', 'Numéro RNA invalide (W suivi de 9 chiffres)'],
    ])('%s %j is refused by the manager and the super admin', async (field, value, message) => {
      const { campaign, manager } = await managedCampaign();
      const asManager = await call(ctx.api, 'PUT', '/api/dashboard/association', {
        token: manager.token,
        body: { [field]: value },
      });
      expect(asManager.statusCode).toBe(422);
      expect(asManager.json().detail).toEqual([{ path: field, message }]);
      const asAdmin = await call(
        ctx.api,
        'PUT',
        `/api/admin/associations/${campaign.associationId}`,
        {
          token: admin.token,
          body: { [field]: value },
        },
      );
      expect(asAdmin.statusCode).toBe(422);
      expect(asAdmin.json().detail).toEqual([{ path: field, message }]);
    });

    it('well-formed values are stored compact and served back', async () => {
      const { manager } = await managedCampaign();
      const saved = await call(ctx.api, 'PUT', '/api/dashboard/association', {
        token: manager.token,
        body: {
          address: '14 rue Paul Bert',
          postal_code: '69003',
          city: 'Lyon',
          siren: '784 302 150',
          rna: 'w691075432',
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({
        address: '14 rue Paul Bert',
        postal_code: '69003',
        city: 'Lyon',
        siren: '784302150',
        rna: 'W691075432',
      });
    });
  });

  describe('verification for receipts', () => {
    it('is refused while the block is incomplete, naming what is missing', async () => {
      const { campaign } = await managedCampaign();
      await declareReceiptFacts(ctx.db, campaign.associationId, { postalCode: null, rna: null });
      const refused = await review(campaign.associationId, { decision: 'verified', rate: 66 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toEqual([
        {
          path: 'decision',
          message:
            'Vérification impossible : il manque le code postal et le numéro SIREN ou RNA de l’association.',
        },
      ]);
      expect(await eligibility(campaign.associationId)).toBe('declared');
      // A SIREN alone is enough (SIREN or RNA), once the postal code is there.
      await ctx.db
        .update(associations)
        .set({ postalCode: '38000', siren: '442900312' })
        .where(eq(associations.id, campaign.associationId));
      expect(
        (await review(campaign.associationId, { decision: 'verified', rate: 66 })).statusCode,
      ).toBe(200);
      expect(await eligibility(campaign.associationId)).toBe('verified');
    });

    it('is refused when the proof is not a document the association uploaded', async () => {
      const { campaign } = await managedCampaign();
      await declareReceiptFacts(ctx.db, campaign.associationId, {
        taxDocumentUrl: 'https://www.example.org/rescrit-fiscal.pdf',
      });
      const refused = await review(campaign.associationId, { decision: 'verified', rate: 66 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail[0].message).toBe(
        'Vérification impossible : il manque le justificatif téléversé (rescrit fiscal ou statuts) de l’association.',
      );
    });
  });

  describe('the proof of eligibility is an upload of that association', () => {
    const declaration = (documentUrl: string) => ({
      purpose: 'Reboiser les forêts du Vercors',
      legal_status: "Association loi 1901 d'intérêt général",
      signatory_name: 'Marie Curie',
      signatory_title: 'Présidente',
      document_url: documentUrl,
    });

    it('an external URL or another association’s upload is a 422; its own upload is accepted', async () => {
      const { manager } = await managedCampaign();
      const other = await managedCampaign();
      for (const url of [
        'https://www.example.org/rescrit-fiscal.pdf',
        '/api/uploads/documents/inconnu.pdf',
        await upload(other.manager.token),
      ]) {
        const refused = await call(ctx.api, 'POST', '/api/dashboard/tax-eligibility', {
          token: manager.token,
          body: declaration(url),
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().detail).toEqual([
          {
            path: 'document_url',
            message:
              'Le justificatif doit être un document téléversé par votre association (rescrit fiscal ou statuts).',
          },
        ]);
      }
      const accepted = await call(ctx.api, 'POST', '/api/dashboard/tax-eligibility', {
        token: manager.token,
        body: declaration(await upload(manager.token)),
      });
      expect(accepted.statusCode).toBe(200);
    });
  });

  describe('a changed declaration goes back to review', () => {
    it.each([
      ['legal status', '/api/dashboard/tax-eligibility', { legal_status: 'Fondation' }],
      ['signatory', '/api/dashboard/tax-eligibility', { signatory_name: 'Jean Valjean' }],
      ['postal code', '/api/dashboard/association', { postal_code: '38100' }],
      ['street', '/api/dashboard/association', { address: '1 place Grenette' }],
      ['RNA', '/api/dashboard/association', { rna: 'W381009999' }],
      ['name', '/api/dashboard/association', { name: 'Les Nouveaux Amis des Arbres' }],
    ])(
      'the manager changes the %s: pending again for the super admin, no badge',
      async (_fact, path, change) => {
        const { campaign, manager, proofUrl } = await verified();
        const method = path.endsWith('tax-eligibility') ? 'POST' : 'PUT';
        const body =
          method === 'POST'
            ? {
                purpose: 'Reboiser les forêts du Vercors',
                legal_status: "Association loi 1901 d'intérêt général",
                signatory_name: 'Marie Curie',
                signatory_title: 'Présidente',
                document_url: proofUrl,
                ...change,
              }
            : change;
        const changed = await call(ctx.api, method, path, { token: manager.token, body });
        expect(changed.statusCode).toBe(200);
        const mine = await call(ctx.api, 'GET', '/api/dashboard/association', {
          token: manager.token,
        });
        expect(mine.json().data.tax_eligibility).toBe('declared');
        const listed = await call(
          ctx.api,
          'GET',
          `/api/admin/associations/${campaign.associationId}`,
          {
            token: admin.token,
          },
        );
        expect(listed.json().data.tax_eligibility).toBe('declared');
        const publicView = await call(
          ctx.api,
          'GET',
          `/api/associations/${campaign.associationId}`,
        );
        expect(publicView.json().data.tax_receipt_rate).toBeNull();
      },
    );

    it('a new proof goes back to review too; saving the same facts (the whole form) does not', async () => {
      const { campaign, manager, proofUrl } = await verified();
      const record = (
        await call(ctx.api, 'GET', '/api/dashboard/association', { token: manager.token })
      ).json().data;
      const same = await call(ctx.api, 'PUT', '/api/dashboard/association', {
        token: manager.token,
        body: {
          name: record.name,
          address: record.address,
          postal_code: record.postal_code,
          city: record.city,
          rna: record.rna,
          siren: record.siren,
          phone: '01 23 45 67 89',
        },
      });
      expect(same.statusCode).toBe(200);
      const declaration = {
        purpose: 'Reboiser les forêts du Vercors',
        legal_status: "Association loi 1901 d'intérêt général",
        signatory_name: 'Marie Curie',
        signatory_title: 'Présidente',
      };
      await call(ctx.api, 'POST', '/api/dashboard/tax-eligibility', {
        token: manager.token,
        body: { ...declaration, document_url: proofUrl },
      });
      expect(await eligibility(campaign.associationId)).toBe('verified');
      await call(ctx.api, 'POST', '/api/dashboard/tax-eligibility', {
        token: manager.token,
        body: { ...declaration, document_url: await upload(manager.token) },
      });
      expect(await eligibility(campaign.associationId)).toBe('declared');
    });

    it('removing the document that is the proof goes back to review, and verification then asks for a proof', async () => {
      const { campaign, manager } = await verified();
      const { boundary, payload } = multipartBody(
        'document',
        'rescrit.pdf',
        'application/pdf',
        pdfBytes(),
      );
      const attached = await ctx.api.inject({
        method: 'POST',
        url: '/api/dashboard/documents',
        payload,
        headers: {
          authorization: `Bearer ${manager.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      expect(attached.statusCode).toBe(201);
      const document = attached.json().data as { id: string; url: string };
      await call(ctx.api, 'POST', '/api/dashboard/tax-eligibility', {
        token: manager.token,
        body: {
          purpose: 'Reboiser les forêts du Vercors',
          legal_status: "Association loi 1901 d'intérêt général",
          signatory_name: 'Marie Curie',
          signatory_title: 'Présidente',
          document_url: document.url,
        },
      });
      expect(
        (await review(campaign.associationId, { decision: 'verified', rate: 66 })).statusCode,
      ).toBe(200);
      expect(await eligibility(campaign.associationId)).toBe('verified');

      const removed = await call(ctx.api, 'DELETE', `/api/dashboard/documents/${document.id}`, {
        token: manager.token,
      });
      expect(removed.statusCode).toBe(200);
      expect(await eligibility(campaign.associationId)).toBe('declared');
      const again = await review(campaign.associationId, { decision: 'verified', rate: 66 });
      expect(again.statusCode).toBe(422);
      expect(JSON.stringify(again.json())).toContain('justificatif');
    });

    it('a gift paid after the change gets no receipt until the super admin verifies again', async () => {
      const { campaign, manager } = await verified();
      await call(ctx.api, 'PUT', '/api/dashboard/association', {
        token: manager.token,
        body: { address: '1 place Grenette' },
      });
      // The dialog no longer offers the receipt: a 422 on the wish, as for any unverified association.
      const refused = await postDonation(
        ctx.api,
        donationBody(campaign.id, { tax_receipt: true, ...DONOR_ADDRESS }),
      );
      expect(refused.statusCode).toBe(422);
      expect(
        (await review(campaign.associationId, { decision: 'verified', rate: 66 })).statusCode,
      ).toBe(200);
      expect(await eligibility(campaign.associationId)).toBe('verified');
    });
  });

  it('the receipt copies the block at issue and its PDF prints it with the legal basis of Cerfa 11580*05', async () => {
    const { campaign, manager } = await verified();
    await call(ctx.api, 'PUT', '/api/dashboard/association', {
      token: manager.token,
      body: { siren: '442900312' },
    });
    expect(
      (await review(campaign.associationId, { decision: 'verified', rate: 66 })).statusCode,
    ).toBe(200);
    const donor = await createUserWithToken(ctx, { role: 'donor', fullName: 'Jeanne Dupont' });
    const created = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 100, tax_receipt: true, ...DONOR_ADDRESS }),
      donor.token,
    );
    expect(created.statusCode).toBe(201);
    await submitCard(ctx.api, created.json().data.checkout_url, '4242 4242 4242 4242');
    await eventually(async () =>
      Boolean(
        (await call(ctx.api, 'GET', '/api/donor/tax-receipts', { token: donor.token })).json().data
          .length,
      ),
    );
    const [receipt] = (
      await call(ctx.api, 'GET', '/api/donor/tax-receipts', { token: donor.token })
    ).json().data;
    const pdf = await call(ctx.api, 'GET', receipt.pdf_url, { token: donor.token });
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf.rawPayload })
      .toString('utf8')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      'Nom ou dénomination : Les Amis des Arbres N° SIREN ou RNA : SIREN 442 900 312 · RNA W381004562 Numéro et rue : 3 place du Marché Code postal : 38000 Commune : Grenoble',
    );
    expect(text).toContain('au titre des articles 200 et 978 du code général des impôts (CGI)');
    expect(text).toContain('Cerfa n° 11580*05');
    expect(text).not.toContain('238 bis');

    // Copied at issue: a later change (back to review) does not alter the issued receipt.
    await call(ctx.api, 'PUT', '/api/dashboard/association', {
      token: manager.token,
      body: { address: '1 place Grenette', postal_code: '38100' },
    });
    const [row] = await ctx.db.select().from(taxReceipts).where(eq(taxReceipts.id, receipt.id));
    expect(row).toMatchObject({
      associationAddress: '3 place du Marché',
      associationPostalCode: '38000',
      associationCity: 'Grenoble',
      associationSiren: '442900312',
      associationRna: 'W381004562',
    });
  });
});
