// The contract checked against the real API: every typed call of shared-contracts runs against
// buildApp (through inject, on PostgreSQL) with the browser's client, so each zod schema parses
// a real answer and each request is one the server accepts. A call added to shared-contracts
// without a case here fails the last test.
import {
  createApiClient,
  errorBodySchema,
  getCheckoutChallenge,
  isApiError,
  solveCheckoutChallenge,
  type ApiClient,
  type CheckoutProof,
} from 'shared-contracts';
import * as associationCalls from '../../../shared-contracts/src/association/association.api';
import * as auditCalls from '../../../shared-contracts/src/audit/audit.api';
import * as authCalls from '../../../shared-contracts/src/auth/auth.api';
import * as campaignCalls from '../../../shared-contracts/src/campaign/campaign.api';
import * as taxReceiptDashboardCalls from '../../../shared-contracts/src/tax-receipt/tax-receipt-dashboard.api';
import * as documentCalls from '../../../shared-contracts/src/document/document.api';
import * as donationCalls from '../../../shared-contracts/src/donation/donation.api';
import * as statsCalls from '../../../shared-contracts/src/stats/stats.api';
import * as taxReceiptCalls from '../../../shared-contracts/src/tax-receipt/tax-receipt.api';
import * as taxSettingsCalls from '../../../shared-contracts/src/tax-receipt/tax-settings.api';
import * as uploadCalls from '../../../shared-contracts/src/upload/upload.api';
import * as userCalls from '../../../shared-contracts/src/user/user.api';
import { eq } from 'drizzle-orm';
import { associations } from '../../src/db/schema';
import { donateAndPay, eventually, ORIGIN, submitCard } from '../donations/helpers';
import { jpegBytes, mp4Bytes, pdfBytes } from '../helpers/files';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../helpers/fixtures';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { injectFetch } from './inject-fetch';

const MODULES = {
  ...associationCalls,
  ...auditCalls,
  ...authCalls,
  ...campaignCalls,
  ...taxReceiptDashboardCalls,
  ...documentCalls,
  ...donationCalls,
  ...statsCalls,
  ...taxReceiptCalls,
  ...taxSettingsCalls,
  ...uploadCalls,
  ...userCalls,
};
// Exports of the *.api.ts files that are not calls: a list filter and an error class.
const NOT_CALLS = new Set(['approvedAssociations', 'UploadRejectedError']);

const file = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('typed calls of shared-contracts against the real API', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let manager: TestUser;
  let donor: TestUser;
  let associationId: string;
  let campaignSlug: string;
  let campaignId: string;
  const as = {} as Record<'visitor' | 'admin' | 'manager' | 'donor', ApiClient>;
  const covered = new Set<string>();

  const clientFor = (token: string | null) =>
    createApiClient({
      prefixUrl: 'http://localhost/api',
      getToken: () => token,
      fetch: injectFetch(ctx.app),
    });

  /** The checkout's proof of work, as the dialog gets it: the typed call, then the solver. */
  async function proof(): Promise<CheckoutProof> {
    const solved = await solveCheckoutChallenge(await getCheckoutChallenge(as.visitor));
    if (!solved) throw new Error('the checkout challenge has no solution');
    return solved;
  }

  /** A continuous campaign of the association: its receipts are issued at payment. */
  let continuous: string | undefined;
  async function continuousCampaignId(): Promise<string> {
    continuous ??= (
      await createCampaign(ctx, { associationId, targetAmountCents: null, endDate: null })
    ).id;
    return continuous;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ donationRateLimitMax: 1000 });
    const association = await createAssociation(ctx, { name: 'Les Amis du Puits' });
    associationId = association.id;
    const campaign = await createCampaign(
      ctx,
      { associationId, title: 'Un puits au village', story: '<p>Une histoire</p>' },
      [{ amountCents: 1_000, title: 'Merci' }],
    );
    campaignSlug = campaign.slug;
    campaignId = campaign.id;
    admin = await createUser(ctx, { role: 'super_admin' });
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [associationId],
    });
    donor = await createUser(ctx, { role: 'donor', fullName: 'Julie Donatrice' });
    await createDonation(ctx, {
      campaignId: campaign.id,
      userId: donor.id,
      donorEmail: donor.email,
    });
    as.visitor = clientFor(null);
    as.admin = clientFor(admin.token);
    as.manager = clientFor(manager.token);
    as.donor = clientFor(donor.token);
  });
  afterAll(() => ctx.close());

  /** Runs one typed call; its schema parsing is the assertion that matters. */
  async function check<T>(name: keyof typeof MODULES, run: () => Promise<T>): Promise<T> {
    covered.add(name);
    return run();
  }

  it('auth: login, me, forgot and reset password', async () => {
    const session = await check('login', () =>
      authCalls.login(as.visitor, { email: donor.email, password: donor.password }),
    );
    expect(session.user).toMatchObject({ id: donor.id, role: 'donor' });
    await expect(check('getMe', () => authCalls.getMe(as.donor))).resolves.toMatchObject({
      email: donor.email,
    });
    await check('forgotPassword', () =>
      authCalls.forgotPassword(as.visitor, { email: donor.email }),
    );
    // The reset mail leaves after the answer (its timing must not reveal the account).
    await eventually(() => ctx.mail.outbox.some((message) => message.to === donor.email));
    const mail = ctx.mail.outbox.find((message) => message.to === donor.email);
    const token = /token=([^\s&"]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    await check('resetPassword', () =>
      authCalls.resetPassword(as.visitor, {
        token: decodeURIComponent(token!),
        new_password: 'nouveau-secret1',
      }),
    );
    // A new password ends the older sessions: the donor signs in again for the next calls.
    const fresh = await authCalls.login(as.visitor, {
      email: donor.email,
      password: 'nouveau-secret1',
    });
    as.donor = clientFor(fresh.token);
  });

  it('public catalogue: campaigns, associations, contributions, stats', async () => {
    const list = await check('getCampaigns', () =>
      campaignCalls.getCampaigns(as.visitor, { search: 'puits', category: 'social' }),
    );
    expect(list.map((row) => row.slug)).toContain(campaignSlug);
    const campaign = await check('getCampaign', () =>
      campaignCalls.getCampaign(as.visitor, campaignSlug),
    );
    expect(campaign.rewards).toHaveLength(1);
    await expect(
      check('getCampaignContributions', () =>
        campaignCalls.getCampaignContributions(as.visitor, campaignSlug),
      ),
    ).resolves.toHaveLength(1);
    await expect(
      check('getAssociations', () => associationCalls.getAssociations(as.visitor)),
    ).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ id: associationId })]));
    await check('getAssociation', () => associationCalls.getAssociation(as.visitor, associationId));
    await expect(
      check('getAssociationCampaigns', () =>
        associationCalls.getAssociationCampaigns(as.visitor, associationId),
      ),
    ).resolves.toHaveLength(1);
    await check('getPublicStats', () => statsCalls.getPublicStats(as.visitor));
  });

  it('donation: create, pay, read the status; the donor and the manager see it', async () => {
    const solved = await proof();
    const created = await check('createDonation', () =>
      donationCalls.createDonation(as.visitor, {
        proof: solved,
        campaign_id: campaignId,
        amount: 15,
        donor_name: 'Paul Passant',
        donor_email: 'paul@exemple.fr',
        origin_url: ORIGIN,
        accept_terms: true,
      }),
    );
    expect(created.checkout_url).toMatch(/^http/);
    await expect(
      check('getPaymentStatus', () =>
        donationCalls.getPaymentStatus(as.visitor, created.session_id),
      ),
    ).resolves.toMatchObject({ donation: { payment_status: 'pending' } });
    await donateAndPay(ctx.app, campaignId, 10, { donor_email: donor.email });
    await expect(
      check('getDonorDonations', () => donationCalls.getDonorDonations(as.donor)),
    ).resolves.not.toHaveLength(0);
    await expect(
      check('getReceivedDonations', () => donationCalls.getReceivedDonations(as.manager)),
    ).resolves.not.toHaveLength(0);
  });

  it('donor: dashboard and profile', async () => {
    await check('getDonorDashboard', () => userCalls.getDonorDashboard(as.donor));
    await expect(
      check('updateDonorProfile', () =>
        userCalls.updateDonorProfile(as.donor, { phone: '0612345678' }),
      ),
    ).resolves.toMatchObject({ phone: '0612345678' });
  });

  it('uploads and association documents', async () => {
    const image = await check('uploadImage', () =>
      uploadCalls.uploadImage(as.manager, file(jpegBytes(), 'image/jpeg'), 'photo.jpg'),
    );
    expect(image.url).toContain('/images/');
    await check('uploadVideo', () =>
      uploadCalls.uploadVideo(as.manager, file(mp4Bytes(), 'video/mp4'), 'film.mp4'),
    );
    const uploaded = await check('uploadDocument', () =>
      uploadCalls.uploadDocument(as.manager, file(pdfBytes(), 'application/pdf'), 'statuts.pdf'),
    );
    const attached = await check('attachDocument', () =>
      documentCalls.attachDocument(as.manager, {
        document_url: uploaded.url,
        document_name: 'Statuts',
      }),
    );
    expect(attached.url).toBe(uploaded.url);
    await check('detachDocument', () => documentCalls.detachDocument(as.manager, uploaded.url));
    await check('deleteUploadedDocument', () =>
      uploadCalls.deleteUploadedDocument(as.manager, uploaded.url),
    );
    const direct = await check('uploadAssociationDocument', () =>
      documentCalls.uploadAssociationDocument(
        as.manager,
        file(pdfBytes(), 'application/pdf'),
        'rapport.pdf',
      ),
    );
    await check('deleteAssociationDocument', () =>
      documentCalls.deleteAssociationDocument(as.manager, direct.id),
    );
  });

  it('manager: association and campaigns', async () => {
    await check('getMyAssociation', () => associationCalls.getMyAssociation(as.manager));
    await expect(
      check('updateMyAssociation', () =>
        associationCalls.updateMyAssociation(as.manager, { city: 'Lyon' }),
      ),
    ).resolves.toMatchObject({ city: 'Lyon' });
    const created = await check('createDashboardCampaign', () =>
      campaignCalls.createDashboardCampaign(as.manager, {
        title: 'Une école',
        description: 'Des classes',
        story: '<p>Le projet</p>',
        target_amount: 500,
      }),
    );
    await check('getDashboardCampaigns', () => campaignCalls.getDashboardCampaigns(as.manager));
    await expect(
      check('getDashboardCampaign', () =>
        campaignCalls.getDashboardCampaign(as.manager, created.id),
      ),
    ).resolves.toMatchObject({ title: 'Une école' });
    await check('updateDashboardCampaign', () =>
      campaignCalls.updateDashboardCampaign(as.manager, created.id, { title: 'Une école neuve' }),
    );
    await check('deleteDashboardCampaign', () =>
      campaignCalls.deleteDashboardCampaign(as.manager, created.id),
    );
  });

  it('reçus fiscaux: the manager declares, the admin verifies and counts, the manager lists and downloads', async () => {
    const proof = await uploadCalls.uploadDocument(
      as.manager,
      file(pdfBytes(), 'application/pdf'),
      'rescrit.pdf',
    );
    await check('declareAssociationTaxEligibility', () =>
      taxReceiptDashboardCalls.declareAssociationTaxEligibility(as.manager, {
        purpose: 'Creuser des puits',
        legal_status: 'Association loi 1901',
        signatory_name: 'Marc Gérant',
        signatory_title: 'Président',
        document_url: proof.url,
      }),
    );
    await expect(
      check('reviewAssociationTaxEligibility', () =>
        taxReceiptDashboardCalls.reviewAssociationTaxEligibility(as.admin, associationId, {
          decision: 'verified',
          rate: 66,
        }),
      ),
    ).resolves.toEqual({
      association_id: associationId,
      tax_eligibility: 'verified',
      tax_rate: 66,
    });
    // A guest's gift: the donor's own receipts stay theirs for the donor calls' case. To a
    // continuous campaign: a goal campaign's receipts wait for the goal (issue 26).
    await donateAndPay(ctx.app, await continuousCampaignId(), 100, {
      tax_receipt: true,
      address: '12 rue des Lilas',
      postal_code: '69003',
      city: 'Lyon',
    });
    const year = new Date().getFullYear();
    let listed: Awaited<ReturnType<typeof taxReceiptDashboardCalls.getManagerTaxReceipts>>;
    await eventually(async () => {
      listed = await check('getManagerTaxReceipts', () =>
        taxReceiptDashboardCalls.getManagerTaxReceipts(as.manager, year),
      );
      return listed.receipts.length === 1;
    });
    const [receipt] = listed!.receipts;
    const pdf = await check('downloadManagerTaxReceiptPdf', () =>
      taxReceiptDashboardCalls.downloadManagerTaxReceiptPdf(as.manager, receipt!.id),
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const csv = await check('downloadTaxReceiptDeclarationCsv', () =>
      taxReceiptDashboardCalls.downloadTaxReceiptDeclarationCsv(as.manager, year),
    );
    expect(await csv.text()).toContain(`${year};1;100,00;0;0,00`);
    const counts = await check('getAdminTaxReceiptCounts', () =>
      taxReceiptDashboardCalls.getAdminTaxReceiptCounts(as.admin),
    );
    expect(counts.find((row) => row.association_id === associationId)).toMatchObject({
      issued_count: 1,
      cancelled_count: 0,
    });
  });

  it('super admin: stats, associations, campaigns, users', async () => {
    await check('getAdminStats', () => statsCalls.getAdminStats(as.admin));
    const association = await check('createAdminAssociation', () =>
      associationCalls.createAdminAssociation(as.admin, {
        name: 'Les Jardins Partagés',
        contact_email: 'contact@jardins.fr',
      }),
    );
    await check('getAdminAssociations', () => associationCalls.getAdminAssociations(as.admin));
    await check('getAdminAssociation', () =>
      associationCalls.getAdminAssociation(as.admin, association.id),
    );
    await check('updateAdminAssociation', () =>
      associationCalls.updateAdminAssociation(as.admin, association.id, { city: 'Nantes' }),
    );
    await check('setAssociationStatus', () =>
      associationCalls.setAssociationStatus(as.admin, association.id, 'pending'),
    );
    await check('rejectAssociation', () =>
      associationCalls.rejectAssociation(as.admin, association.id, 'Statuts illisibles'),
    );
    await expect(
      check('approveAssociation', () =>
        associationCalls.approveAssociation(as.admin, association.id),
      ),
    ).resolves.toMatchObject({ status: 'approved' });

    const campaign = await check('createAdminCampaign', () =>
      campaignCalls.createAdminCampaign(as.admin, {
        title: 'Des semis',
        description: 'Des graines',
        association_id: association.id,
      }),
    );
    await check('getAdminCampaigns', () => campaignCalls.getAdminCampaigns(as.admin));
    await check('getAdminCampaign', () => campaignCalls.getAdminCampaign(as.admin, campaign.id));
    await check('updateAdminCampaign', () =>
      campaignCalls.updateAdminCampaign(as.admin, campaign.id, { status: 'active' }),
    );
    await check('deleteAdminCampaign', () =>
      campaignCalls.deleteAdminCampaign(as.admin, campaign.id),
    );
    await check('deleteAdminAssociation', () =>
      associationCalls.deleteAdminAssociation(as.admin, association.id),
    );

    const user = await check('createAdminUser', () =>
      userCalls.createAdminUser(as.admin, { full_name: 'Marc Bénévole', email: 'marc@exemple.fr' }),
    );
    await check('getAdminUsers', () => userCalls.getAdminUsers(as.admin));
    await check('getAdminUser', () => userCalls.getAdminUser(as.admin, user.id));
    await expect(
      check('updateAdminUser', () =>
        userCalls.updateAdminUser(as.admin, user.id, { is_active: false }),
      ),
    ).resolves.toMatchObject({ is_active: false });
    await check('sendPasswordReset', () => userCalls.sendPasswordReset(as.admin, user.id));
  });

  it('donor tax receipts: the list, a PDF and the yearly summary, read as Blobs', async () => {
    await ctx.db
      .update(associations)
      .set({
        taxEligibility: 'verified',
        taxRatePercent: 66,
        taxPurpose: 'Creuser des puits',
        taxLegalStatus: 'Association loi 1901',
        signatoryName: 'Marie Curie',
        signatoryTitle: 'Présidente',
      })
      .where(eq(associations.id, associationId));
    for (const amount of [20, 30]) {
      const checkout = await donationCalls.createDonation(as.donor, {
        proof: await proof(),
        campaign_id: await continuousCampaignId(),
        amount,
        accept_terms: true,
        origin_url: ORIGIN,
        tax_receipt: true,
        address: '12 rue des Lilas',
        postal_code: '69003',
        city: 'Lyon',
      });
      expect(
        (await submitCard(ctx.app, checkout.checkout_url, '4242 4242 4242 4242')).statusCode,
      ).toBe(303);
    }
    await eventually(
      async () => (await taxReceiptCalls.getDonorTaxReceipts(as.donor)).length === 2,
      15_000,
    );
    const [receipt] = await check('getDonorTaxReceipts', () =>
      taxReceiptCalls.getDonorTaxReceipts(as.donor),
    );
    const pdf = await check('downloadDonorTaxReceipt', () =>
      taxReceiptCalls.downloadDonorTaxReceipt(as.donor, receipt!.id),
    );
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    const summary = await check('downloadDonorTaxReceiptSummary', () =>
      taxReceiptCalls.downloadDonorTaxReceiptSummary(as.donor, receipt!.year),
    );
    expect((await summary.text()).startsWith('%PDF-')).toBe(true);
  });

  it('dated tax settings: the super admin lists them and adds one', async () => {
    const settings = await check('getTaxSettings', () => taxSettingsCalls.getTaxSettings(as.admin));
    expect(
      settings.some((row) => row.key === 'ceiling_75_cents' && row.status === 'in_force'),
    ).toBe(true);
    const added = await check('addTaxSetting', () =>
      taxSettingsCalls.addTaxSetting(as.admin, {
        key: 'income_cap_percent',
        valid_from: '2099-01-01',
        value: 20,
        source: 'Art. 200-1 du CGI (test)',
      }),
    );
    expect(added).toMatchObject({ key: 'income_cap_percent', status: 'upcoming', unit: 'percent' });
  });

  it('audit log: the super admin finds the change an admin just made', async () => {
    await userCalls.updateAdminUser(as.admin, donor.id, { phone: '+33 6 12 34 56 78' });
    const page = await check('getAuditLog', () =>
      auditCalls.getAuditLog(as.admin, { entity_type: 'user', entity_id: donor.id, page_size: 5 }),
    );
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 5 });
    expect(page.data[0]).toMatchObject({
      action: 'user.update',
      actor_email: admin.email,
      after: { phone: '+33 6 12 34 56 78' },
    });
  });

  it("refusals reach the typed calls as an ApiError with the body's { detail, code }", async () => {
    /** The refusal of a call, checked against the shared error body schema. */
    const refusal = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
      expect(errorBodySchema.parse(error.body).code).toBe(error.code);
      return error;
    };
    const completed = await createCampaign(ctx, { associationId, status: 'completed' });
    const closed = await refusal(
      donationCalls.createDonation(as.visitor, {
        proof: await proof(),
        campaign_id: completed.id,
        amount: 15,
        donor_name: 'Paul Passant',
        donor_email: 'paul@exemple.fr',
        origin_url: ORIGIN,
        accept_terms: true,
      }),
    );
    const taken = await refusal(
      userCalls.createAdminUser(as.admin, { full_name: 'Double', email: donor.email }),
    );
    // Two 409s, told apart by their code only.
    expect([closed.status, taken.status]).toEqual([409, 409]);
    expect([closed.code, taken.code]).toEqual(['campaign_closed', 'email_taken']);
    expect(isApiError(closed, 'campaign_closed')).toBe(true);
    expect(isApiError(taken, 'campaign_closed')).toBe(false);
    expect((await refusal(campaignCalls.getCampaign(as.visitor, 'inconnue'))).code).toBe(
      'not_found',
    );
    expect((await refusal(authCalls.getMe(as.visitor))).code).toBe('unauthenticated');
  });

  it('leaves no typed call unchecked', () => {
    const calls = Object.entries(MODULES)
      .filter(([name, value]) => typeof value === 'function' && !NOT_CALLS.has(name))
      .map(([name]) => name);
    expect(calls.filter((name) => !covered.has(name))).toEqual([]);
  });
});
