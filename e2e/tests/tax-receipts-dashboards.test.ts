// Reçus fiscaux in the dashboards (issue 16): the manager declares the association's eligibility,
// the super admin's review lists the missing SIREN or RNA with the verification off (issue 26
// item 2), then, the RNA added, verifies it at 66 % through the moderation screen; the manager
// sees the verified state, then 'Reçus fiscaux': empty first, then the receipt of a paid gift
// (made through the API) with its PDF and the yearly declaration CSV. axe on every new screen;
// E2E_SCREENSHOTS=1 writes docs/screenshots/receipts/*.png. The journey makes its own
// association, so the demo association's eligibility and receipts are left as they are.
import { readFileSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../src/axe';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { checkScreen } from '../src/screen-check';
import { apiLogin, signInContext, type DemoAccount } from '../src/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const YEAR = new Date().getFullYear();
const stamp = Date.now();

async function api<T>(method: string, apiPath: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api${apiPath}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} /api${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function toast(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

describe('reçus fiscaux in the manager and admin dashboards', () => {
  let browser: Browser;
  let adminPage: Page;
  let managerPage: Page;
  let adminToken: string;
  let managerToken: string;
  let associationId: string;
  let campaignId: string;
  const associationName = `Épicerie solidaire ${stamp}`;
  const manager: DemoAccount = {
    role: 'association_manager',
    email: `gerante.recus.${stamp}@exemple.fr`,
    password: 'Gerante123!',
    fullName: 'Nina Gérante',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await apiLogin(DEMO_ACCOUNTS.super_admin)).token;
    const association = await api<{ id: string }>('POST', '/admin/associations', adminToken, {
      name: associationName,
      contact_email: `contact.${stamp}@exemple.fr`,
      category: 'social',
      // The beneficiary block of its receipts (Cerfa 11580*05) without the SIREN or RNA yet:
      // the super admin's review says it is missing and cannot verify until it is there.
      address: '5 rue de la République',
      postal_code: '69002',
      city: 'Lyon',
    });
    associationId = association.id;
    await api('PUT', `/admin/associations/${associationId}`, adminToken, { status: 'approved' });
    await api('POST', '/admin/users', adminToken, {
      full_name: manager.fullName,
      email: manager.email,
      password: manager.password,
      role: 'association_manager',
      association_ids: [associationId],
    });
    managerToken = (await apiLogin(manager)).token;
    const campaign = await api<{ id: string }>('POST', '/dashboard/campaigns', managerToken, {
      title: `Paniers solidaires ${stamp}`,
      description: 'Des paniers pour les familles du quartier',
      // Continuous (no end date): its receipts are issued at payment; a goal campaign's wait
      // for the goal (issue 26).
      target_amount: null,
      end_date: null,
    });
    campaignId = campaign.id;
    await api('PUT', `/dashboard/campaigns/${campaignId}`, managerToken, { status: 'active' });

    const managerSide = await openPage(browser);
    await signInContext(managerSide.context, manager);
    managerPage = managerSide.page;
    const adminSide = await openPage(browser);
    await signInContext(adminSide.context, DEMO_ACCOUNTS.super_admin);
    adminPage = adminSide.page;
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the manager declares the eligibility with the statutes', async () => {
    await managerPage.goto('/dashboard?tab=association');
    await waitUntilQuiet(managerPage);
    const section = managerPage.getByRole('region', { name: 'Reçus fiscaux' });
    await section.getByText('Non déclarée').waitFor();
    await checkScreen(managerPage, 'receipts', 'manager-eligibility-form');
    await section.getByLabel('Objet de l’association').fill('Aide alimentaire aux familles');
    await section.getByLabel('Statut juridique').fill('Association loi 1901');
    await section.getByLabel('Nom du représentant signataire').fill('Nina Gérante');
    await section.getByLabel('Qualité du signataire').fill('Présidente');
    await section.locator('input[type="file"]').setInputFiles({
      name: 'statuts-epicerie.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await section.getByText('Fichier joint : statuts-epicerie.pdf').waitFor();
    await section.getByRole('button', { name: 'Déclarer l’éligibilité' }).click();
    await toast(managerPage, 'Déclaration envoyée : la plateforme va la vérifier.');
    await section.getByText('Déclarée', { exact: true }).waitFor();
  });

  it('the super admin sees it in the list and verifies it at 66 % on the moderation screen', async () => {
    await adminPage.goto('/admin?tab=associations');
    await waitUntilQuiet(adminPage);
    const row = adminPage.getByTestId(`association-row-${associationId}`);
    await row.getByText('Déclarée', { exact: true }).waitFor();
    await row.getByText('0 émis · 0 annulé').waitFor();
    await checkScreen(adminPage, 'receipts', 'admin-associations');

    await adminPage.goto(`/admin/associations/${associationId}/edit`);
    await waitUntilQuiet(adminPage);
    const review = adminPage.getByRole('region', { name: 'Reçus fiscaux' });
    await review.getByText('Aide alimentaire aux familles').waitFor();
    await review.getByText('Nina Gérante, Présidente').waitFor();
    await review.getByText('5 rue de la République, 69002 Lyon').waitFor();
    // The SIREN or RNA is missing: the alert lists it and the verification stays off.
    const missing = review.getByRole('alert');
    await missing.getByText('Vérification impossible pour l’instant').waitFor();
    await missing.getByText('le numéro SIREN ou RNA', { exact: true }).waitFor();
    expect(await missing.getByRole('listitem').allInnerTexts()).toEqual(['le numéro SIREN ou RNA']);
    expect(await review.getByRole('button', { name: 'Vérifier l’éligibilité' }).isDisabled()).toBe(
      true,
    );
    await checkScreen(adminPage, 'receipts', 'admin-eligibility-missing');

    // The super admin completes the record, then comes back to the review.
    await adminPage.getByLabel('Numéro RNA').fill('W691234567');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage.waitForURL((url) => url.pathname === '/admin');
    await adminPage.goto(`/admin/associations/${associationId}/edit`);
    await waitUntilQuiet(adminPage);
    await review.getByText('RNA W691234567').waitFor();
    expect(await review.getByText('Vérification impossible pour l’instant').count()).toBe(0);
    expect(await review.getByLabel('66 % (intérêt général)').isChecked()).toBe(true);
    await checkScreen(adminPage, 'receipts', 'admin-eligibility-review');

    await review.getByRole('button', { name: 'Vérifier l’éligibilité' }).click();
    const dialog = adminPage.getByRole('dialog', {
      name: 'Vérifier l’éligibilité aux reçus fiscaux ?',
    });
    await dialog
      .getByText(`« ${associationName} » pourra délivrer des reçus fiscaux au taux de 66 %`, {
        exact: false,
      })
      .waitFor();
    await expectNoSeriousViolations(adminPage);
    await dialog.getByRole('button', { name: 'Vérifier l’éligibilité' }).click();
    await toast(adminPage, 'Éligibilité vérifiée à 66 % (intérêt général)');
    await review.getByText('Vérifiée à 66 % (intérêt général)').waitFor();
    const stored = await api<{ tax_eligibility: string; tax_receipt_rate: number }>(
      'GET',
      `/admin/associations/${associationId}`,
      adminToken,
    );
    expect(stored).toMatchObject({ tax_eligibility: 'verified', tax_receipt_rate: 66 });
  });

  it('the manager sees the verified state, then an empty Reçus fiscaux tab', async () => {
    await managerPage.goto('/dashboard?tab=association');
    await waitUntilQuiet(managerPage);
    const section = managerPage.getByRole('region', { name: 'Reçus fiscaux' });
    await section.getByText('Vérifiée à 66 % (intérêt général)').waitFor();
    await checkScreen(managerPage, 'receipts', 'manager-eligibility-verified');

    await managerPage.getByRole('tab', { name: 'Reçus fiscaux' }).click();
    await managerPage.waitForURL((url) => url.searchParams.get('tab') === 'receipts');
    await waitUntilQuiet(managerPage);
    await managerPage.getByText(`Aucun reçu fiscal en ${YEAR}`).waitFor();
    await checkScreen(managerPage, 'receipts', 'manager-receipts-empty');
  });

  it('after a paid gift with a receipt, the tab lists it, its PDF and the declaration CSV download', async () => {
    const checkout = await api<{ checkout_url: string }>(
      'POST',
      '/donations',
      undefined,
      await withCheckoutProof({
        campaign_id: campaignId,
        donor_name: 'Jeanne Dupont',
        donor_email: `jeanne.${stamp}@exemple.fr`,
        amount: 100,
        accept_terms: true,
        origin_url: baseUrl(),
        tax_receipt: true,
        address: '12 rue des Lilas',
        postal_code: '69003',
        city: 'Lyon',
      }),
    );
    const paid = await fetch(checkout.checkout_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        holder_name: 'Jeanne Dupont',
        card_number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await eventually(async () => {
      const listed = await api<{ receipts: unknown[] }>(
        'GET',
        '/dashboard/tax-receipts',
        managerToken,
      );
      return listed.receipts.length === 1;
    });

    await managerPage.reload();
    await waitUntilQuiet(managerPage);
    const number = `${YEAR}-000001`;
    const row = managerPage.getByTestId(`tax-receipt-${number}`);
    await row.getByText('Jeanne Dupont').waitFor();
    await row.getByText(/^Émis le /).waitFor();
    await managerPage.getByText('1 reçu · 100\u00a0€').waitFor();
    await checkScreen(managerPage, 'receipts', 'manager-receipts');

    const pdf = await downloaded(managerPage, () =>
      row.getByRole('button', { name: `Télécharger le reçu n° ${number} (PDF)` }).click(),
    );
    expect(pdf.suggestedFilename()).toBe(`recu-fiscal-${number}.pdf`);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const csv = await downloaded(managerPage, () =>
      managerPage
        .getByRole('button', { name: 'Télécharger la déclaration annuelle (CSV)' })
        .click(),
    );
    expect(csv.suggestedFilename()).toBe(`recus-fiscaux-${YEAR}.csv`);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    // The 222 bis declaration names who declares (issue 26 item 8), then the year's line.
    expect(lines).toEqual([
      `Association;${associationName}`,
      'SIREN;',
      'RNA;W691234567',
      '',
      'Année;Nombre de reçus émis;Montant total des reçus émis (€);Nombre de reçus annulés;Montant total des reçus annulés (€)',
      `${YEAR};1;100,00;0;0,00`,
      '',
    ]);

    await adminPage.goto('/admin?tab=associations');
    await waitUntilQuiet(adminPage);
    await adminPage
      .getByTestId(`association-row-${associationId}`)
      .getByText('1 émis · 0 annulé')
      .waitFor();
  });
});
