// What the reçus fiscaux journey and its screenshots set up through the API: the demo
// association verified at a rate, a goal campaign of its own, a payment on the sandbox page.
import type { Page } from 'playwright-core';
import {
  createAdminCampaign,
  createApiClient,
  getMyAssociation,
  uploadDocument,
  type ApiClient,
  type Campaign,
  type RewardInput,
} from 'shared-contracts';
import { baseUrl } from './browser';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { apiLogin } from './session';

export function clientFor(token: string, url: string = baseUrl()): ApiClient {
  return createApiClient({ prefixUrl: `${url}/api`, getToken: () => token });
}

/** A call the typed calls of shared-contracts do not cover (yet): JSON in, `data` out. */
export async function apiCall<T>(
  token: string,
  method: string,
  apiPath: string,
  body?: unknown,
  url: string = baseUrl(),
): Promise<T> {
  const response = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} /api${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A minimal PDF: the upload checks the type on the content (magic bytes). */
const RESCRIT_PDF = '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';

export interface VerifiedAssociation {
  adminToken: string;
  managerToken: string;
  associationId: string;
}

/** The demo manager declares its association eligible; the super admin verifies it at `rate`. */
export async function verifyDemoAssociation(
  rate: 66 | 75,
  url: string = baseUrl(),
): Promise<VerifiedAssociation> {
  const adminToken = (await apiLogin(DEMO_ACCOUNTS.super_admin, url)).token;
  const managerToken = (await apiLogin(DEMO_ACCOUNTS.association_manager, url)).token;
  const association = await getMyAssociation(clientFor(managerToken, url));
  // The proof is a document the association uploads (the API refuses an address elsewhere).
  const proof = await uploadDocument(
    clientFor(managerToken, url),
    new File([RESCRIT_PDF], 'rescrit-fiscal.pdf', { type: 'application/pdf' }),
    'rescrit-fiscal.pdf',
  );
  await apiCall(
    managerToken,
    'POST',
    '/dashboard/tax-eligibility',
    {
      purpose: "Venir en aide aux personnes en difficulté par l'aide alimentaire",
      legal_status: "Association loi 1901 reconnue d'intérêt général",
      signatory_name: 'Claire Martin',
      signatory_title: 'Présidente',
      document_url: proof.url,
    },
    url,
  );
  await apiCall(
    adminToken,
    'PUT',
    `/admin/associations/${association.id}/tax-eligibility`,
    { decision: 'verified', rate },
    url,
  );
  return { adminToken, managerToken, associationId: association.id };
}

/**
 * An active goal campaign of the association ending in `endsInMs`, by default far from its
 * 50 000 € goal. Its receipts are issued only once the settlement finds the goal reached.
 */
export function createGoalCampaign(
  verified: VerifiedAssociation,
  endsInMs: number,
  rewards: RewardInput[] = [],
  url: string = baseUrl(),
  targetAmount = 50_000,
): Promise<Campaign> {
  return createAdminCampaign(clientFor(verified.adminToken, url), {
    title: `Colis d'hiver ${Date.now()}`,
    description: 'Des colis alimentaires pour les familles du quartier',
    association_id: verified.associationId,
    target_amount: targetAmount,
    end_date: new Date(Date.now() + endsInMs).toISOString(),
    status: 'active',
    rewards,
  });
}

/** An active continuous campaign of the association (no goal): receipts issued at payment. */
export function createContinuousCampaign(
  verified: VerifiedAssociation,
  rewards: RewardInput[] = [],
  url: string = baseUrl(),
): Promise<Campaign> {
  return createAdminCampaign(clientFor(verified.adminToken, url), {
    title: `Épicerie solidaire ${Date.now()}`,
    description: 'Une épicerie solidaire ouverte toute l’année',
    association_id: verified.associationId,
    target_amount: null,
    end_date: null,
    status: 'active',
    rewards,
  });
}

/** Pays the sandbox checkout page the browser is on with the card that is accepted. */
export async function paySandboxCheckout(page: Page, holder: string): Promise<void> {
  await page.getByLabel('Numéro de carte').waitFor();
  await page.getByLabel('Titulaire de la carte').fill(holder);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await page.waitForURL((target) => target.pathname === '/donation/success');
}
