// The association manager's journey (issue 12): profile, documents, campaigns with the editor,
// publishing, deleting, donations received and their CSV, isolation from another manager, axe
// on every tab and form. UPDATE_SCREENSHOTS=1 also writes docs/screenshots/manager/*.png.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS as SEEDED } from '../../api/src/db/seed/demo-data';
import { expectNoSeriousViolations } from '../src/axe';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { apiLogin, submitLoginForm } from '../src/session';
import { verifyDemoAssociation } from '../src/tax-receipt-setup';

const SCREENSHOT_DIR = path.resolve(__dirname, '../../docs/screenshots/manager');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Campaign {
  id: string;
  slug: string;
  title: string;
  status: string;
  story: string | null;
}

async function api<T>(
  method: string,
  apiPath: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl()}/api${apiPath}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    data: text ? (JSON.parse(text) as { data: T }).data : (undefined as T),
  };
}

/** Runs axe and, when asked, keeps a screenshot at desktop and phone widths. */
async function checkScreen(page: Page, name: string) {
  await waitUntilQuiet(page);
  await expectNoSeriousViolations(page);
  if (!process.env.UPDATE_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await waitUntilQuiet(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openTab(page: Page, name: string, tab: string) {
  await page.getByRole('tab', { name }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === tab);
  await waitUntilQuiet(page);
}

async function toast(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

describe('association manager', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let otherToken: string;
  const title = `Serre solidaire ${Date.now()}`;
  let campaign: Campaign;
  const scriptErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
    page.on('pageerror', (error) => scriptErrors.push(error.stack ?? error.message));
    token = (await apiLogin(DEMO_ACCOUNTS.association_manager)).token;
    otherToken = (await apiLogin({ role: 'association_manager', ...SEEDED.managerPending })).token;
  });

  afterAll(async () => {
    await browser.close();
  });

  it('signs in and sees every tab, the URL following the tab', async () => {
    await submitLoginForm(
      page,
      DEMO_ACCOUNTS.association_manager.email,
      DEMO_ACCOUNTS.association_manager.password,
    );
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitUntilQuiet(page);
    await page.getByText('Total collecté').waitFor();
    await checkScreen(page, 'overview');
    await openTab(page, 'Mon association', 'association');
    await page.getByRole('heading', { name: 'Informations bancaires' }).waitFor();
    await checkScreen(page, 'association');
    await openTab(page, 'Mes campagnes', 'campaigns');
    await page.getByRole('link', { name: 'Nouvelle campagne' }).waitFor();
    await checkScreen(page, 'campaigns');
    await openTab(page, 'Donations reçues', 'donations');
    await page.getByRole('button', { name: 'Exporter en CSV' }).waitFor();
    await checkScreen(page, 'donations');
    await page.reload();
    await waitUntilQuiet(page);
    expect(
      await page.getByRole('tab', { name: 'Donations reçues' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('edits the association (street, postal code, commune, phone), refusing a bad SIRET and postal code first; a verified association is told it goes back to review', async () => {
    // The demo association verified for reçus fiscaux, whatever ran before (issue 26 item 6):
    // changing a fact its receipts print sends it back to review, and the form says so first.
    const before = await api<{ address: string; postal_code: string; city: string }>(
      'GET',
      '/dashboard/association',
      token,
    );
    await verifyDemoAssociation(66);
    await page.goto('/dashboard?tab=association');
    await waitUntilQuiet(page);
    await page.getByRole('link', { name: 'Modifier' }).click();
    await page.waitForURL('**/dashboard/associations/edit');
    await waitUntilQuiet(page);
    await page
      .getByText(
        'Vos reçus fiscaux sont vérifiés. Modifier le nom, l’adresse, le code postal, la commune, le SIREN ou le RNA les renverra en vérification',
        { exact: false },
      )
      .waitFor();
    await checkScreen(page, 'association-edit');
    await page.getByLabel('SIRET').fill('12345678900011');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Numéro SIRET invalide (14 chiffres)').waitFor();
    await page.getByLabel('SIRET').fill('732 829 320 00074');
    await page.getByLabel('Adresse (numéro et rue)').fill('12 rue Francis de Pressensé');
    await page.getByLabel('Code postal').fill('6910');
    await page.getByLabel('Commune').fill('Villeurbanne');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Code postal invalide (5 chiffres)').waitFor();
    await page.getByLabel('Code postal').fill('69100');
    await page.getByLabel('Téléphone', { exact: true }).fill('+33 4 78 12 34 56');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Association mise à jour avec succès');
    await toast(page, 'Reçus fiscaux en attente de vérification');
    await page.waitForURL(
      (url) => url.pathname === '/dashboard' && url.search === '?tab=association',
    );
    await waitUntilQuiet(page);
    await page.getByText('Villeurbanne', { exact: true }).waitFor();
    await page.getByText('69100', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Reçus fiscaux' })
      .getByText('Déclarée', { exact: true })
      .waitFor();
    const stored = await api<{
      address: string;
      postal_code: string;
      city: string;
      phone: string;
      siret: string;
      tax_eligibility: string;
    }>('GET', '/dashboard/association', token);
    expect(stored.data).toMatchObject({
      address: '12 rue Francis de Pressensé',
      postal_code: '69100',
      city: 'Villeurbanne',
      phone: '+33 4 78 12 34 56',
      siret: '73282932000074',
      tax_eligibility: 'declared',
    });
    // The demo address back, for the journeys that read the demo association's receipts.
    const { address, postal_code, city } = before.data;
    expect(
      (await api('PUT', '/dashboard/association', token, { address, postal_code, city })).status,
    ).toBe(200);
  });

  it('uploads a PDF document, which another manager cannot delete, then deletes it after confirming', async () => {
    await page.goto('/dashboard?tab=association');
    await waitUntilQuiet(page);
    // The Documents section's picker (the reçus fiscaux section has its own, for the proof).
    const picker = page
      .getByRole('region', { name: 'Documents' })
      .locator('input[type="file"][accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"]');
    await picker.setInputFiles({
      name: 'statuts-e2e.exe',
      mimeType: 'application/octet-stream',
      buffer: PDF,
    });
    await page
      .getByText('Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG')
      .waitFor();
    await picker.setInputFiles({
      name: 'statuts-e2e.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await toast(page, 'Document ajouté avec succès');
    await page.getByRole('link', { name: 'Ouvrir statuts-e2e.pdf' }).waitFor();

    const association = await api<{ documents: { id: string; name: string; url: string }[] }>(
      'GET',
      '/dashboard/association',
      token,
    );
    const document = association.data.documents.find((doc) => doc.name === 'statuts-e2e.pdf')!;
    // Documents are private: their managers (header or session cookie) only.
    const fileAs = (bearer?: string) =>
      fetch(`${baseUrl()}${document.url}`, {
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
      }).then((response) => response.status);
    expect(await fileAs(token)).toBe(200);
    expect(await fileAs()).toBe(401);
    expect(await fileAs(otherToken)).toBe(404);
    expect((await api('DELETE', `/dashboard/documents/${document.id}`, otherToken)).status).toBe(
      404,
    );

    await page.getByRole('button', { name: 'Supprimer statuts-e2e.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le document ?' });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Document supprimé');
    await page.getByRole('link', { name: 'Ouvrir statuts-e2e.pdf' }).waitFor({ state: 'detached' });
  });

  it('creates a goal campaign with two rewards and a story holding an uploaded image', async () => {
    await page.goto('/dashboard?tab=campaigns');
    await waitUntilQuiet(page);
    await page.getByRole('link', { name: 'Nouvelle campagne' }).click();
    await page.waitForURL('**/dashboard/campaigns/create');
    const story = page.getByRole('textbox', { name: 'Histoire du projet' });
    await story.waitFor();
    await waitUntilQuiet(page);
    await checkScreen(page, 'campaign-create');

    await page
      .getByRole('textbox', { name: /^Titre/ })
      .first()
      .fill(title);
    await page.getByLabel('Description courte').fill('Une serre pour tout le quartier');
    await story.click();
    await page.keyboard.type('Notre serre accueillera les écoles du quartier.');
    await page.getByRole('button', { name: 'Insérer une image' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Insérer une image' });
    await imageDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'serre.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForFunction(
      () =>
        [
          ...document.querySelectorAll<HTMLInputElement>(
            '[role="dialog"] input:not([type="file"])',
          ),
        ].some((input) => input.value.includes('/images/')),
      undefined,
      { timeout: 10_000 },
    );
    await imageDialog.getByLabel('Texte alternatif (décrit l’image)').fill('La serre au printemps');
    await imageDialog.getByRole('button', { name: 'Insérer' }).click();
    await story.locator('img[alt="La serre au printemps"]').waitFor();

    await page.getByLabel('Objectif (€)').fill('2 500');
    for (const [index, reward] of [
      { amount: '10', title: 'Merci par email' },
      { amount: '50', title: 'Panier de légumes' },
    ].entries()) {
      await page.getByRole('button', { name: 'Ajouter une contrepartie' }).click();
      const row = page.getByRole('group', { name: `Contrepartie ${index + 1}` });
      await row.getByLabel('Montant minimum (€)').fill(reward.amount);
      await row.getByLabel('Titre').fill(reward.title);
      // A reward's value is required (issue 26): stated, or 'no market value' ticked.
      if (index === 0)
        await row.getByLabel('Sans valeur marchande (remerciement, mention)').check();
      else await row.getByLabel('Valeur de la contrepartie (€)').fill('12');
    }
    await page.getByRole('button', { name: 'Créer la campagne' }).click();
    await toast(page, 'Campagne créée avec succès');
    await page.waitForURL(
      (url) => url.pathname === '/dashboard' && url.search === '?tab=campaigns',
    );
    await waitUntilQuiet(page);
    await page.getByText(title).waitFor();

    const mine = await api<
      (Campaign & {
        rewards: { title: string; amount: number }[];
        target_amount: number;
        end_date: string;
      })[]
    >('GET', '/dashboard/campaigns', token);
    const created = mine.data.find((item) => item.title === title)!;
    expect(created).toMatchObject({ status: 'draft', target_amount: 2500 });
    expect(created.rewards.map((reward) => [reward.amount, reward.title])).toEqual([
      [10, 'Merci par email'],
      [50, 'Panier de légumes'],
    ]);
    const daysAhead = (Date.parse(created.end_date) - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(29);
    expect(daysAhead).toBeLessThan(31.5);
    expect(created.story).toMatch(/<img src="[^"]*\/images\/[^"]*" alt="La serre au printemps">/);
    campaign = created;
  });

  it('publishes it and finds it on /campaigns with its story shown', async () => {
    await page.getByRole('link', { name: `Modifier la campagne ${title}` }).click();
    await page.waitForURL(`**/dashboard/campaigns/${campaign.id}/edit`);
    await page.getByRole('textbox', { name: 'Histoire du projet' }).waitFor();
    await waitUntilQuiet(page);
    await checkScreen(page, 'campaign-edit');
    await page.getByLabel('Statut').selectOption('active');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await toast(page, 'Campagne mise à jour avec succès');
    await page.waitForURL((url) => url.search === '?tab=campaigns');

    await page.goto('/campaigns');
    await waitUntilQuiet(page);
    await page.getByText(title).waitFor();
    await page.goto(`/campaign/${campaign.slug}`);
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Histoire du projet' }).waitFor();
    await page.getByText('Notre serre accueillera les écoles du quartier.').waitFor();
    const image = page.locator('img[alt="La serre au printemps"]');
    await image.waitFor();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  });

  it('edits it again', async () => {
    await page.goto(`/dashboard/campaigns/${campaign.id}/edit`);
    await page.getByRole('textbox', { name: 'Histoire du projet' }).waitFor();
    await waitUntilQuiet(page);
    await page.getByLabel('Description courte').fill('Une serre pédagogique pour tout le quartier');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await toast(page, 'Campagne mise à jour avec succès');
    const after = await api<Campaign & { description: string }>(
      'GET',
      `/campaigns/${campaign.slug}`,
    );
    expect(after.data).toMatchObject({
      description: 'Une serre pédagogique pour tout le quartier',
      status: 'active',
    });
  });

  it('deletes another campaign after confirming', async () => {
    const draft = await api<Campaign>('POST', '/dashboard/campaigns', token, {
      title: `Brouillon à supprimer ${Date.now()}`,
      description: 'Un essai',
      story: '<p>Essai</p>',
    });
    expect(draft.status).toBe(201);
    await page.goto('/dashboard?tab=campaigns');
    await waitUntilQuiet(page);
    await page.getByRole('button', { name: `Supprimer la campagne ${draft.data.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer la campagne ?' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.getByText(draft.data.title).waitFor();
    await page.getByRole('button', { name: `Supprimer la campagne ${draft.data.title}` }).click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Campagne supprimée');
    await page.getByText(draft.data.title).waitFor({ state: 'detached' });
    expect((await api('GET', `/dashboard/campaigns/${draft.data.id}`, token)).status).toBe(404);
  });

  it('sees an anonymous guest donation under Donations reçues and in the CSV', async () => {
    const checkout = await api<{ checkout_url: string; donation_id: string }>(
      'POST',
      '/donations',
      undefined,
      await withCheckoutProof({
        campaign_id: campaign.id,
        donor_name: 'Dominique Discret',
        donor_email: `dominique.${Date.now()}@example.fr`,
        amount: 20,
        is_anonymous: true,
        message: 'Pour la serre',
        accept_terms: true,
        origin_url: baseUrl(),
      }),
    );
    expect(checkout.status).toBe(201);
    const { context, page: payPage } = await openPage(browser);
    await payPage.goto(checkout.data.checkout_url);
    await payPage.getByLabel('Titulaire de la carte').fill('D. Discret');
    await payPage.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await payPage.getByLabel('Expiration (MM/AA)').fill('12/30');
    await payPage.getByLabel('CVC').fill('123');
    await payPage.getByRole('button', { name: /^Payer/ }).click();
    await payPage.waitForURL((url) => url.pathname === '/donation/success');
    await context.close();

    await page.goto('/dashboard?tab=donations');
    await waitUntilQuiet(page);
    await page.getByLabel('Campagne', { exact: true }).selectOption({ label: title });
    const row = page.getByRole('row').filter({ hasText: 'Pour la serre' });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('Donateur anonyme');
    expect(await page.getByText('Dominique Discret').count()).toBe(0);
    // The server is the boundary: the name never leaves it for an anonymous gift.
    const received = await api<{ id: string; donor_name: string }[]>('GET', '/donations', token);
    expect(
      received.data.find((donation) => donation.id === checkout.data.donation_id),
    ).toMatchObject({
      donor_name: 'Donateur anonyme',
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donations-recues-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Date;Campagne;Donateur;Email;Message;Montant (EUR);Contrepartie');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};${title};Donateur anonyme;[^;]*;Pour la serre;20,00;Merci par email$`,
        ),
      ),
    );
    expect(lines.filter(Boolean)).toHaveLength(2);
  });

  it('edits it once it received money: target and end date frozen on screen, the rest saves', async () => {
    // Frozen terms are not sent at all. That the form's end date is the Paris day (this
    // browser runs in UTC) is proved by the unit tests of the form and of date inputs.
    await page.goto(`/dashboard/campaigns/${campaign.id}/edit`);
    await page.getByRole('textbox', { name: 'Histoire du projet' }).waitFor();
    expect(await page.getByLabel('Objectif (€)').isDisabled()).toBe(true);
    expect(await page.getByLabel('Date de fin').isDisabled()).toBe(true);
    await page
      .getByText(/^L'objectif ne peut plus être modifié : la campagne a déjà reçu des dons/)
      .waitFor();
    await checkScreen(page, 'campaign-edit-after-donations');
    await page.getByLabel('Description courte').fill('Une serre pour les écoles du quartier');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await toast(page, 'Campagne mise à jour avec succès');
    const after = await api<Campaign & { description: string; target_amount: number }>(
      'GET',
      `/campaigns/${campaign.slug}`,
    );
    expect(after.data).toMatchObject({
      description: 'Une serre pour les écoles du quartier',
      target_amount: 2500,
    });
  });

  it("answers 404 to another association's manager for the campaign, and shows them none of it", async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'Piraté' }],
      ['DELETE', undefined],
    ] as const)
      expect(
        (await api(method, `/dashboard/campaigns/${campaign.id}`, otherToken, body)).status,
      ).toBe(404);
    const theirCampaigns = await api<Campaign[]>('GET', '/dashboard/campaigns', otherToken);
    expect(theirCampaigns.data.map((item) => item.id)).not.toContain(campaign.id);
    const theirDonations = await api<{ campaign_id: string }[]>('GET', '/donations', otherToken);
    expect(theirDonations.data.some((donation) => donation.campaign_id === campaign.id)).toBe(
      false,
    );
    const theirAssociation = await api<{ id: string; city: string }>(
      'GET',
      '/dashboard/association',
      otherToken,
    );
    expect(theirAssociation.data.city).not.toBe('Villeurbanne');
  });

  it('raised no script error on the way', () => {
    expect(scriptErrors).toEqual([]);
  });
});
