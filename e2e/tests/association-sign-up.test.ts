import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { outboxFiles, waitForMail } from '../src/mail-outbox';
import { checkScreen as checkScreenNow } from '../src/screen-check';
import { apiLogin, signInContext, submitLoginForm } from '../src/session';

// Issue 28 item 1: an association signs up inside the platform with its documents, the super
// admin reviews them and approves it, and its manager publishes a campaign.

const stamp = Date.now();
const association = {
  name: `Les Jardins Partagés ${stamp}`,
  rna: `W${String(stamp).slice(-9)}`,
  managerEmail: `camille.${stamp}@jardins.example.fr`,
  password: 'Jardins2026!',
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`/api${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The screen checks with the pointer moved away: a hovered button is a shade lighter. */
async function checkScreen(page: Page, area: string, name: string) {
  await page.mouse.move(0, 0);
  await checkScreenNow(page, area, name);
}

async function toast(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

describe('association sign-up, review and first campaign', () => {
  let browser: Browser;
  let associationId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up in four steps with its documents, from the header button', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await waitUntilQuiet(page);
    await page.getByRole('link', { name: 'Inscrire mon association' }).first().click();
    await page.waitForURL('**/inscription-association');
    await page.getByRole('heading', { level: 2, name: 'L’association' }).waitFor();
    // Continuing with nothing typed names every required field, in French.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByText('Ce champ est requis').first().waitFor();
    await checkScreen(page, 'associations', 'sign-up-association-errors');

    await page.getByLabel(/Nom de l’association/).fill(association.name);
    await page.getByLabel(/Email de contact/).fill(`contact.${stamp}@jardins.example.fr`);
    await page.getByLabel(/^Téléphone/).fill('04 72 00 00 00');
    await page.getByLabel(/Adresse \(numéro et rue\)/).fill('12 rue des Lilas');
    await page.getByLabel(/Code postal/).fill('69003');
    await page.getByLabel(/Ville/).fill('Lyon');
    await page.getByLabel(/Numéro SIREN ou RNA/).fill(association.rna);
    await page
      .getByLabel(/Présentation de l’association/)
      .fill('Des jardins ouverts à tous les habitants du quartier.');
    await checkScreen(page, 'associations', 'sign-up-association');
    await page.getByRole('button', { name: 'Continuer' }).click();

    await page.getByRole('heading', { level: 2, name: 'Le gérant' }).waitFor();
    await page.getByLabel(/Nom complet du gérant/).fill('Camille Martin');
    await page.getByLabel(/Email du gérant/).fill(association.managerEmail);
    await page.getByLabel(/^Mot de passe/).fill(association.password);
    await page.getByLabel(/Confirmer le mot de passe/).fill(association.password);
    await checkScreen(page, 'associations', 'sign-up-manager');
    // The keyboard moves on too: Enter submits the step.
    await page.getByLabel(/Confirmer le mot de passe/).press('Enter');

    await page.getByRole('heading', { level: 2, name: 'Les documents' }).waitFor();
    const pickers = page.locator('input[type="file"]');
    await pickers
      .nth(0)
      .setInputFiles({ name: 'statuts.pdf', mimeType: 'application/pdf', buffer: PDF });
    await pickers
      .nth(1)
      .setInputFiles({ name: 'rib.pdf', mimeType: 'application/pdf', buffer: PDF });
    await pickers
      .nth(2)
      .setInputFiles({ name: 'identite.png', mimeType: 'image/png', buffer: PNG });
    await checkScreen(page, 'associations', 'sign-up-documents');
    await page.getByRole('button', { name: 'Continuer' }).click();

    await page.getByRole('heading', { level: 2, name: 'Récapitulatif' }).waitFor();
    await page.getByText(association.name).waitFor();
    await page.getByText(/identite\.png/).waitFor();
    await checkScreen(page, 'associations', 'sign-up-summary');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByTestId('sign-up-sent').waitFor();
    await page
      .getByText('Votre association est en attente de validation', { exact: false })
      .waitFor();
    await checkScreen(page, 'associations', 'sign-up-sent');
    await context.close();
  });

  it('the admin sees the documents beside the association and approves it; the manager is told', async () => {
    const { page, context } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.super_admin);
    const { token } = await apiLogin(DEMO_ACCOUNTS.super_admin);
    const all = await api<{ id: string; name: string; status: string }[]>(
      '/admin/associations',
      token,
    );
    const mine = all.find((item) => item.name === association.name);
    expect(mine?.status).toBe('pending');
    associationId = mine!.id;

    await page.goto(`/admin/associations/${associationId}/edit`);
    await waitUntilQuiet(page);
    const documents = page.getByTestId('review-documents');
    await documents.waitFor();
    for (const name of [
      'Statuts de l’association',
      'RIB de l’association',
      'Pièce d’identité du représentant légal',
    ])
      await documents.getByRole('link', { name: `Télécharger : ${name}` }).waitFor();
    // The admin's session downloads a document.
    const href = await documents.getByRole('link').first().getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    await checkScreen(page, 'admin', 'association-review');

    // Rejecting asks for a reason first (cancelled here).
    await page.getByRole('button', { name: 'Rejeter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rejeter l’association' });
    await dialog.getByRole('button', { name: 'Rejeter' }).click();
    await dialog.getByText('Veuillez indiquer le motif du refus').waitFor();
    await checkScreen(page, 'admin', 'association-reject-dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const before = outboxFiles();
    await page.getByRole('button', { name: 'Approuver' }).click();
    await toast(page, 'Association approuvée avec succès');
    await page.getByRole('button', { name: 'Approuver' }).waitFor({ state: 'detached' });
    // The outbox is read byte by byte: match an ASCII part of the French text.
    await waitForMail(association.managerEmail, /Bonne nouvelle/, before);
    await context.close();
  });

  it('the manager signs in and publishes a campaign', async () => {
    const { page, context } = await openPage(browser);
    await submitLoginForm(page, association.managerEmail, association.password);
    await page.waitForURL('**/dashboard**');
    await waitUntilQuiet(page);
    const { token } = await apiLogin({
      email: association.managerEmail,
      password: association.password,
      fullName: 'Camille Martin',
      role: 'association_manager',
    });
    const title = `Un potager pour l’école ${stamp}`;
    const draft = await api<{ id: string; slug: string }>('/dashboard/campaigns', token, {
      method: 'POST',
      body: JSON.stringify({
        title,
        description: 'Des bacs potagers pour les élèves',
        story: '<p>Chaque classe aura son bac.</p>',
        target_amount: 1500,
      }),
    });
    await page.goto(`/dashboard/campaigns/${draft.id}/edit`);
    await page.getByRole('textbox', { name: 'Histoire du projet' }).waitFor();
    await waitUntilQuiet(page);
    await page.getByLabel('Statut').selectOption('active');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await toast(page, 'Campagne mise à jour avec succès');
    await page.goto('/campaigns');
    await waitUntilQuiet(page);
    await page.getByText(title).waitFor();
    await context.close();
  });
});
