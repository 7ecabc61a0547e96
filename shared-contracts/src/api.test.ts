import { startTestServer, type TestServer } from './testing/test-server';
import {
  ApiError,
  approveAssociation,
  attachDocument,
  createAdminAssociation,
  createAdminCampaign,
  createAdminUser,
  createApiClient,
  createDashboardCampaign,
  createDonation,
  deleteAdminAssociation,
  deleteAdminCampaign,
  deleteAssociationDocument,
  deleteDashboardCampaign,
  deleteUploadedDocument,
  detachDocument,
  donationErrorMessage,
  errorMessage,
  forgotPassword,
  getAdminAssociation,
  getAdminAssociations,
  getAdminCampaign,
  getAdminCampaigns,
  getAdminPayouts,
  getAdminStats,
  getAdminUser,
  getAdminUsers,
  getAssociation,
  getAssociationCampaigns,
  getAssociations,
  getCampaign,
  getCampaignContributions,
  getCampaigns,
  getDashboardCampaigns,
  getDonorDashboard,
  getDonorDonations,
  getMe,
  getMyAssociation,
  getPaymentStatus,
  getPublicStats,
  getReceivedDonations,
  login,
  rejectAssociation,
  resetPassword,
  sendPasswordReset,
  sessionStore,
  updateAdminAssociation,
  updateAdminCampaign,
  updateAdminUser,
  updateDashboardCampaign,
  updateDonorProfile,
  updateMyAssociation,
  uploadAssociationDocument,
  uploadDocument,
  uploadErrorMessage,
  uploadImage,
  uploadVideo,
  type ApiClient,
} from './index';

const ID = '3f1c2b9e-8a4d-4c1e-9b2f-0a1b2c3d4e5f';

const user = {
  id: ID,
  full_name: 'Jean Dupont',
  email: 'jean@exemple.fr',
  phone: null,
  role: 'donor',
  association_ids: [],
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

const publicAssociation = {
  id: ID,
  slug: 'les-restos',
  name: 'Les Restos',
  description: null,
  category: 'social',
  contact_email: 'contact@restos.fr',
  email: null,
  phone: null,
  address: null,
  website: null,
  city: 'Paris',
  image_url: null,
  status: 'approved',
  raised_amount: 1500,
  total_campaigns: 2,
  created_at: '2024-01-01T00:00:00.000Z',
  association_code: null,
  siret: null,
  rna: null,
  ape_code: null,
  ccam_code: null,
};

const association = {
  ...publicAssociation,
  iban: null,
  bic: null,
  rib_iban: null,
  rib_bic: null,
  bank_name: null,
  manager_name: null,
  manager_email: null,
  manager_phone: null,
  documents: [],
};

const document = {
  id: ID,
  name: 'Statuts',
  filename: 'statuts.pdf',
  url: '/uploads/documents/statuts.pdf',
  size: 1000,
  content_type: 'application/pdf',
  uploaded_at: '2026-01-01T00:00:00.000Z',
};

const campaign = {
  id: ID,
  slug: 'puits',
  title: 'Un puits',
  description: 'De l’eau',
  story: '<p>Histoire</p>',
  image_url: null,
  target_amount: 1000,
  raised_amount: 250,
  end_date: null,
  status: 'active',
  total_backers: 3,
  association_id: ID,
  association_name: 'Les Restos',
  association_slug: 'les-restos',
  association_image: null,
  association_category: 'social',
  created_at: '2026-01-01T00:00:00.000Z',
  rewards: [{ id: ID, amount: 10, title: 'Merci', description: null, includes_previous: true }],
};

const donation = {
  id: ID,
  donor_name: 'Jean',
  donor_email: 'jean@exemple.fr',
  phone: null,
  amount: 20,
  is_anonymous: false,
  message: null,
  reward_selected: null,
  rewards: [],
  created_at: '2026-01-01T00:00:00.000Z',
  campaign_id: ID,
  campaign_title: 'Un puits',
  campaign_slug: 'puits',
  campaign_image: null,
  association_id: ID,
  association_name: 'Les Restos',
  cause: 'social',
  payment_status: 'paid',
};

const contribution = {
  id: ID,
  donor_name: 'Donateur anonyme',
  is_anonymous: true,
  amount: 5,
  created_at: '2026-01-01T00:00:00.000Z',
};
const publicStats = {
  total_campaigns: 1,
  total_raised: 250,
  total_associations: 1,
  total_donors: 3,
  total_completed_campaigns: 0,
};
const adminStats = {
  total_donated: 250,
  total_donations: 3,
  total_associations: 1,
  pending_associations: 0,
  total_campaigns: 1,
  active_campaigns: 1,
  total_users: 2,
  unique_donors: 2,
  donations_by_month: [{ month: '2026-11', amount: 250, count: 3 }],
  donations: [donation],
};
const payoutList = {
  payouts: [],
  campaigns: [],
  debts: [],
  totals: { gross: 0, commission: 0, processing_fees: 0, net: 0, refunded: 0, owed: 0 },
};
const upload = (folder: string) => ({
  success: true,
  data: {
    url: `/uploads/${folder}/f`,
    filename: 'f',
    size: 3,
    content_type: 'application/octet-stream',
  },
});

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer();
  client = createApiClient({ prefixUrl: server.url, getToken: () => 'jwt' });
});

afterEach(async () => {
  await server.close();
});

type Case = [
  string,
  string,
  string,
  unknown,
  (c: ApiClient) => Promise<unknown>,
  unknown,
  unknown?,
];

const blob = () => new Blob(['abc'], { type: 'application/octet-stream' });

// [method, path as the server sees it (after /api), route to answer, answer, call, expected result, expected JSON body]
const cases: Case[] = [
  [
    'POST',
    '/auth/login',
    '/auth/login',
    { data: { token: 't', user } },
    (c) => login(c, { email: 'a@b.fr', password: 'secret1' }),
    { token: 't', user },
    { email: 'a@b.fr', password: 'secret1' },
  ],
  ['GET', '/auth/me', '/auth/me', { data: user }, (c) => getMe(c), user],
  [
    'POST',
    '/forgot-password',
    '/forgot-password',
    { data: { message: 'ok' } },
    (c) => forgotPassword(c, { email: 'a@b.fr' }),
    { message: 'ok' },
    { email: 'a@b.fr' },
  ],
  [
    'POST',
    '/reset-password',
    '/reset-password',
    { data: { message: 'ok' } },
    (c) => resetPassword(c, { token: 'tk', new_password: 'secret1' }),
    { message: 'ok' },
    { token: 'tk', new_password: 'secret1' },
  ],
  [
    'GET',
    '/campaigns?search=eau&category=social',
    '/campaigns',
    { data: [campaign] },
    (c) => getCampaigns(c, { search: 'eau', category: 'social' }),
    [expect.objectContaining({ slug: 'puits' })],
  ],
  [
    'GET',
    '/campaigns/puits',
    '/campaigns/puits',
    { data: campaign },
    (c) => getCampaign(c, 'puits'),
    campaign,
  ],
  [
    'GET',
    '/campaigns/puits/donations',
    '/campaigns/puits/donations',
    { data: [contribution] },
    (c) => getCampaignContributions(c, 'puits'),
    [contribution],
  ],
  [
    'GET',
    '/associations',
    '/associations',
    { data: [publicAssociation] },
    (c) => getAssociations(c),
    [publicAssociation],
  ],
  [
    'GET',
    '/associations/les-restos',
    '/associations/les-restos',
    { data: publicAssociation },
    (c) => getAssociation(c, 'les-restos'),
    publicAssociation,
  ],
  [
    'GET',
    '/associations/les-restos/campaigns',
    '/associations/les-restos/campaigns',
    { data: [campaign] },
    (c) => getAssociationCampaigns(c, 'les-restos'),
    [expect.objectContaining({ id: ID })],
  ],
  ['GET', '/stats', '/stats', { data: publicStats }, (c) => getPublicStats(c), publicStats],
  [
    'POST',
    '/donations',
    '/donations',
    { data: { checkout_url: 'http://pay/x', donation_id: ID, session_id: 's1' } },
    (c) => createDonation(c, { campaign_id: ID, amount: 20, origin_url: 'http://site' }),
    { checkout_url: 'http://pay/x', donation_id: ID, session_id: 's1' },
    { campaign_id: ID, amount: 20, origin_url: 'http://site' },
  ],
  [
    'GET',
    '/donations/payments/status/s%201',
    '/donations/payments/status/s%201',
    { data: { donation: { id: ID, payment_status: 'paid', amount: 20, campaign_id: ID } } },
    (c) => getPaymentStatus(c, 's 1'),
    { donation: { id: ID, payment_status: 'paid', amount: 20, campaign_id: ID } },
  ],
  [
    'GET',
    '/donations',
    '/donations',
    { data: [donation] },
    (c) => getReceivedDonations(c),
    [donation],
  ],
  [
    'GET',
    '/donor/donations',
    '/donor/donations',
    { data: [donation] },
    (c) => getDonorDonations(c),
    [donation],
  ],
  [
    'GET',
    '/donor/dashboard',
    '/donor/dashboard',
    { data: { user, stats: { total_donated: 20, campaigns_supported: 1, total_donations: 1 } } },
    (c) => getDonorDashboard(c),
    { user, stats: { total_donated: 20, campaigns_supported: 1, total_donations: 1 } },
  ],
  [
    'PUT',
    '/donor/profile',
    '/donor/profile',
    { data: user },
    (c) => updateDonorProfile(c, { phone: '0612345678' }),
    user,
    { phone: '0612345678' },
  ],
  [
    'POST',
    '/upload/document',
    '/upload/document',
    upload('documents'),
    (c) => uploadDocument(c, blob(), 'statuts.pdf'),
    upload('documents').data,
  ],
  [
    'DELETE',
    '/upload/document?file_url=%2Fuploads%2Fdocuments%2Ff',
    '/upload/document',
    { data: null },
    (c) => deleteUploadedDocument(c, '/uploads/documents/f'),
    undefined,
  ],
  [
    'GET',
    '/dashboard/association',
    '/dashboard/association',
    { data: association },
    (c) => getMyAssociation(c),
    association,
  ],
  [
    'PUT',
    '/dashboard/association',
    '/dashboard/association',
    { data: association },
    (c) => updateMyAssociation(c, { city: 'Paris' }),
    association,
    { city: 'Paris' },
  ],
  [
    'POST',
    '/dashboard/association/documents',
    '/dashboard/association/documents',
    { data: document },
    (c) => attachDocument(c, { document_url: document.url, document_name: 'Statuts' }),
    document,
    { document_url: document.url, document_name: 'Statuts' },
  ],
  [
    'DELETE',
    '/dashboard/association/documents?document_url=%2Fuploads%2Fdocuments%2Fstatuts.pdf',
    '/dashboard/association/documents',
    { data: null },
    (c) => detachDocument(c, document.url),
    undefined,
  ],
  [
    'DELETE',
    `/dashboard/documents/${ID}`,
    `/dashboard/documents/${ID}`,
    { data: null },
    (c) => deleteAssociationDocument(c, ID),
    undefined,
  ],
  [
    'GET',
    '/dashboard/campaigns',
    '/dashboard/campaigns',
    { data: [campaign] },
    (c) => getDashboardCampaigns(c),
    [campaign],
  ],
  [
    'POST',
    '/dashboard/campaigns',
    '/dashboard/campaigns',
    { data: campaign },
    (c) => createDashboardCampaign(c, { title: 'T', description: 'D' }),
    campaign,
    { title: 'T', description: 'D' },
  ],
  [
    'PUT',
    `/dashboard/campaigns/${ID}`,
    `/dashboard/campaigns/${ID}`,
    { data: campaign },
    (c) => updateDashboardCampaign(c, ID, { title: 'T' }),
    campaign,
    { title: 'T' },
  ],
  [
    'DELETE',
    `/dashboard/campaigns/${ID}`,
    `/dashboard/campaigns/${ID}`,
    { data: null },
    (c) => deleteDashboardCampaign(c, ID),
    undefined,
  ],
  [
    'GET',
    '/admin/stats',
    '/admin/stats',
    { data: adminStats },
    (c) => getAdminStats(c),
    adminStats,
  ],
  [
    'GET',
    '/admin/payouts',
    '/admin/payouts',
    { data: payoutList },
    (c) => getAdminPayouts(c),
    payoutList,
  ],
  [
    'GET',
    '/admin/associations',
    '/admin/associations',
    { data: [association] },
    (c) => getAdminAssociations(c),
    [association],
  ],
  [
    'POST',
    '/admin/associations',
    '/admin/associations',
    { data: association },
    (c) => createAdminAssociation(c, { name: 'A', contact_email: 'a@b.fr' }),
    association,
    { name: 'A', contact_email: 'a@b.fr' },
  ],
  [
    'PUT',
    `/admin/associations/${ID}`,
    `/admin/associations/${ID}`,
    { data: association },
    (c) => updateAdminAssociation(c, ID, { name: 'B' }),
    association,
    { name: 'B' },
  ],
  [
    'PUT',
    `/admin/associations/${ID}`,
    `/admin/associations/${ID}`,
    { data: association },
    (c) => approveAssociation(c, ID),
    association,
    { status: 'approved' },
  ],
  [
    'PUT',
    `/admin/associations/${ID}`,
    `/admin/associations/${ID}`,
    { data: association },
    (c) => rejectAssociation(c, ID),
    association,
    { status: 'rejected' },
  ],
  [
    'DELETE',
    `/admin/associations/${ID}`,
    `/admin/associations/${ID}`,
    { data: null },
    (c) => deleteAdminAssociation(c, ID),
    undefined,
  ],
  [
    'GET',
    '/admin/campaigns',
    '/admin/campaigns',
    { data: [campaign] },
    (c) => getAdminCampaigns(c),
    [campaign],
  ],
  [
    'GET',
    '/admin/campaigns',
    '/admin/campaigns',
    { data: [campaign] },
    (c) => getAdminCampaign(c, ID),
    campaign,
  ],
  [
    'GET',
    '/admin/associations',
    '/admin/associations',
    { data: [association] },
    (c) => getAdminAssociation(c, ID),
    association,
  ],
  [
    'POST',
    '/admin/campaigns',
    '/admin/campaigns',
    { data: campaign },
    (c) => createAdminCampaign(c, { title: 'T', description: 'D', association_id: ID }),
    campaign,
    { title: 'T', description: 'D', association_id: ID },
  ],
  [
    'PUT',
    `/admin/campaigns/${ID}`,
    `/admin/campaigns/${ID}`,
    { data: campaign },
    (c) => updateAdminCampaign(c, ID, { status: 'completed' }),
    campaign,
    { status: 'completed' },
  ],
  [
    'DELETE',
    `/admin/campaigns/${ID}`,
    `/admin/campaigns/${ID}`,
    { data: null },
    (c) => deleteAdminCampaign(c, ID),
    undefined,
  ],
  ['GET', '/admin/users', '/admin/users', { data: [user] }, (c) => getAdminUsers(c), [user]],
  ['GET', '/admin/users', '/admin/users', { data: [user] }, (c) => getAdminUser(c, ID), user],
  [
    'POST',
    '/admin/users',
    '/admin/users',
    { data: user },
    (c) => createAdminUser(c, { full_name: 'J', email: 'j@b.fr' }),
    user,
    { full_name: 'J', email: 'j@b.fr' },
  ],
  [
    'PUT',
    `/admin/users/${ID}`,
    `/admin/users/${ID}`,
    { data: user },
    (c) => updateAdminUser(c, ID, { is_active: false }),
    user,
    { is_active: false },
  ],
  [
    'POST',
    `/admin/send-password-reset/${ID}`,
    `/admin/send-password-reset/${ID}`,
    { data: { message: 'ok' } },
    (c) => sendPasswordReset(c, ID),
    undefined,
  ],
];

describe('typed calls of spec section 7 against a real server', () => {
  // Rows padded to full length: jest reads a callback with more parameters than values as done-style.
  const rows = cases.map(
    (row) =>
      [...row, ...Array<undefined>(7 - row.length).fill(undefined)] as unknown as Required<Case>,
  );
  it.each(rows)('%s %s', async (method, seenPath, route, answer, call, expected, expectedBody) => {
    server.reply(method, route.split('?')[0]!, { json: answer });
    const result = await call(client);
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toEqual(expected);
    const request = server.requests[0]!;
    expect(request.method).toBe(method);
    expect(request.url).toBe(`/api${seenPath}`);
    expect(request.headers.authorization).toBe('Bearer jwt');
    if (expectedBody !== undefined) expect(JSON.parse(request.body)).toEqual(expectedBody);
  });

  it('sends multipart uploads under the field each call names', async () => {
    server.reply('POST', '/upload/image', { json: upload('images') });
    server.reply('POST', '/upload/video', { json: upload('videos') });
    server.reply('POST', '/dashboard/documents', { json: { success: true, data: document } });
    expect((await uploadImage(client, blob(), 'a.png')).url).toBe('/uploads/images/f');
    expect((await uploadVideo(client, blob(), 'a.mp4')).url).toBe('/uploads/videos/f');
    expect(await uploadAssociationDocument(client, blob(), 'statuts.pdf')).toEqual(document);
    expect(server.requests[0]!.body).toContain('name="file"; filename="a.png"');
    expect(server.requests[2]!.body).toContain('name="document"; filename="statuts.pdf"');
  });

  it('treats an upload answer without success, or outside /images/, as the upload failure', async () => {
    server.reply('POST', '/upload/image', {
      json: { success: false, data: { url: '/uploads/images/f' } },
    });
    const noSuccess = await uploadImage(client, blob()).catch((e: unknown) => e);
    expect(uploadErrorMessage(noSuccess, 'image')).toBe("Erreur lors de l'upload de l'image");
    server.reply('POST', '/upload/video', { json: upload('images') });
    const wrongFolder = await uploadVideo(client, blob()).catch((e: unknown) => e);
    expect(uploadErrorMessage(wrongFolder, 'video')).toBe("Erreur lors de l'upload de la vidéo");
    server.reply('POST', '/upload/document', { status: 413, json: { detail: 'trop gros' } });
    const tooLarge = await uploadDocument(client, blob()).catch((e: unknown) => e);
    expect(uploadErrorMessage(tooLarge, 'document')).toBe(
      'Fichier trop volumineux. Taille maximum: 10MB',
    );
  });

  it('fails a donation answered without a checkout URL', async () => {
    server.reply('POST', '/donations', {
      json: { data: { checkout_url: '', donation_id: ID, session_id: 's' } },
    });
    const error = await createDonation(client, { campaign_id: ID, amount: 5 }).catch(
      (e: unknown) => e,
    );
    expect(donationErrorMessage(error)).toBe('Erreur lors de la création de la donation');
  });

  it('reads a record missing from an admin list as not found', async () => {
    server.reply('GET', '/admin/campaigns', { json: { data: [campaign] } });
    const error = await getAdminCampaign(client, 'other').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverDetail).toBe('Campagne non trouvée');
    expect(errorMessage(error)).toBe('Ressource non trouvée');
  });

  it('reads a non-list answer to a list call as empty', async () => {
    server.reply('GET', '/campaigns', { json: { data: { unexpected: true } } });
    expect(await getCampaigns(client)).toEqual([]);
  });

  it('stores the logged-in user in the session store', async () => {
    server.reply('POST', '/auth/login', { json: { data: { token: 't', user } } });
    const session = await login(client, { email: 'a@b.fr', password: 'secret1' });
    sessionStore.getState().setSession(session.token, session.user);
    expect(sessionStore.getState().user?.full_name).toBe('Jean Dupont');
    sessionStore.getState().clear();
  });
});
