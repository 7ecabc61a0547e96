import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { outboxFiles, waitForMail } from '../src/mail-outbox';
import { checkScreen } from '../src/screen-check';
import { apiLogin, signInContext, submitLoginForm, type DemoAccount } from '../src/session';

// One story, in order: the super admin moderates, creates an association, its manager and a
// campaign; a visitor gives to it and opens an account while giving; the admin sees the gift
// and sends a password reset that works; the new donor finds the gift and edits their profile.

const run = Date.now();
const names = {
  approveMe: `Association à approuver ${run}`,
  rejectMe: `Association à rejeter ${run}`,
  rejectFromList: `Association refusée depuis la liste ${run}`,
  created: `Les Jardins Solidaires ${run}`,
  campaign: `Potager des écoles ${run}`,
};
const manager = { name: `Nadia Gérante ${run}`, email: `nadia.${run}@exemple.fr` };
const donor = {
  name: 'Camille Donatrice',
  email: `camille.${run}@exemple.fr`,
  password: 'Donneur123!',
};
const GIFT = 42;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /api${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

interface AdminStats {
  total_donations: number;
  total_donated: number;
}

describe('super-admin console and donor area', () => {
  let browser: Browser;
  let adminToken: string;
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await apiLogin(DEMO_ACCOUNTS.super_admin)).token;
    admin = await openPage(browser);
    await signInContext(admin.context, DEMO_ACCOUNTS.super_admin);
  });

  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('approves a pending association from the list, rejects one there and another from its edit screen, each with its reason', async () => {
    for (const name of [names.approveMe, names.rejectMe, names.rejectFromList])
      await api('/admin/associations', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({ name, contact_email: `contact.${run}@exemple.fr` }),
      });
    const { page } = admin;
    await page.goto('/admin');
    await waitUntilQuiet(page);
    await checkScreen(page, 'admin', 'overview');
    await page.getByRole('tab', { name: 'Associations' }).click();
    await page.waitForURL(/\/admin\?tab=associations$/);
    await checkScreen(page, 'admin', 'associations');

    await page.getByRole('button', { name: `Approuver ${names.approveMe}` }).click();
    await page.getByText('Association approuvée avec succès').waitFor();
    const approvedRow = page.getByRole('row').filter({ hasText: names.approveMe });
    await approvedRow.getByText('Approuvée').waitFor();
    expect(await approvedRow.getByRole('button', { name: /^Approuver/ }).count()).toBe(0);

    // The list's 'Rejeter' asks for the reason in the edit screen's dialog, required.
    await page.getByRole('button', { name: `Rejeter ${names.rejectFromList}` }).click();
    const listDialog = page.getByRole('dialog', { name: 'Rejeter l’association' });
    await listDialog.getByLabel('Motif du refus').waitFor();
    await checkScreen(page, 'admin', 'association-reject-from-list');
    await listDialog.getByRole('button', { name: 'Rejeter', exact: true }).click();
    await listDialog.getByText('Veuillez indiquer le motif du refus').waitFor();
    await listDialog.getByLabel('Motif du refus').fill('Le RIB ne correspond pas.');
    await listDialog.getByRole('button', { name: 'Rejeter', exact: true }).click();
    await page.getByText('Association rejetée').first().waitFor();
    await listDialog.waitFor({ state: 'hidden' });
    const listRejectedRow = page.getByRole('row').filter({ hasText: names.rejectFromList });
    await listRejectedRow.getByText('Rejetée').waitFor();
    expect(await listRejectedRow.getByRole('button', { name: /^Rejeter/ }).count()).toBe(0);

    await page.getByRole('link', { name: `Modifier ${names.rejectMe}` }).click();
    await page.waitForURL(/\/admin\/associations\/[^/]+\/edit$/);
    await page.getByRole('heading', { name: "Modifier l'association" }).waitFor();
    await checkScreen(page, 'admin', 'association-edit');
    await page.getByRole('button', { name: 'Rejeter', exact: true }).click();
    // Rejecting asks for its reason, which the manager reads in the decision email.
    const rejectDialog = page.getByRole('dialog', { name: 'Rejeter l’association' });
    await rejectDialog
      .getByLabel('Motif du refus')
      .fill('Statuts illisibles, merci de les renvoyer.');
    await rejectDialog.getByRole('button', { name: 'Rejeter', exact: true }).click();
    await page.getByText('Association rejetée').first().waitFor();
    await rejectDialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Approuver', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Rejeter', exact: true }).count()).toBe(0);

    const stored = await api<{ name: string; status: string }[]>('/admin/associations', {
      token: adminToken,
    });
    expect(stored.find((a) => a.name === names.approveMe)?.status).toBe('approved');
    expect(stored.find((a) => a.name === names.rejectMe)?.status).toBe('rejected');
    expect(stored.find((a) => a.name === names.rejectFromList)?.status).toBe('rejected');
  });

  it('creates an association, a manager for it and an active campaign', async () => {
    const { page } = admin;
    await page.goto('/admin?tab=associations');
    await waitUntilQuiet(page);
    await page.getByRole('link', { name: 'Nouvelle association' }).click();
    await page.waitForURL(/\/admin\/associations\/create$/);
    await checkScreen(page, 'admin', 'association-create');
    const save = page.getByRole('button', { name: 'Créer' });
    expect(await save.isDisabled()).toBe(true);
    await page.locator('input[name="name"]').fill(names.created);
    await page.locator('input[name="contact_email"]').fill(`jardins.${run}@exemple.fr`);
    await page.locator('input[name="phone"]').fill('0612345678');
    await save.click();
    await page.getByText('Association créée avec succès').waitFor();
    await page.waitForURL(/\/admin\?tab=associations$/);
    // The server chooses the first status (spec section 4: not shown); approve it if pending.
    const row = page.getByRole('row').filter({ hasText: names.created });
    await row.getByText(/En attente|Approuvée/).waitFor();
    if ((await row.getByText('En attente').count()) > 0) {
      await row.getByRole('button', { name: `Approuver ${names.created}` }).click();
      await row.getByText('Approuvée').waitFor();
    }

    await page.getByRole('tab', { name: 'Utilisateurs' }).click();
    await page.waitForURL(/tab=users$/);
    await checkScreen(page, 'admin', 'users');
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="full_name"]').fill(manager.name);
    await dialog.locator('input[name="email"]').fill(manager.email);
    await dialog.getByLabel('Rôle').selectOption({ label: "Gérant d'association" });
    await dialog
      .getByRole('group', { name: 'Associations gérées' })
      .getByRole('checkbox', { name: names.created })
      .check();
    await checkScreen(page, 'admin', 'user-form');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Utilisateur créé avec succès').waitFor();
    const managerRow = page.getByRole('row').filter({ hasText: manager.email });
    await managerRow.getByText("Gérant d'association").waitFor();
    await managerRow.getByText(names.created).waitFor();

    await page.getByRole('tab', { name: 'Campagnes' }).click();
    await page.waitForURL(/tab=campaigns$/);
    await checkScreen(page, 'admin', 'campaigns');
    await page.getByRole('link', { name: 'Nouvelle campagne' }).click();
    await page.waitForURL(/\/admin\/campaigns\/create$/);
    await waitUntilQuiet(page);
    await checkScreen(page, 'admin', 'campaign-create');
    await page.locator('input[name="title"]').fill(names.campaign);
    await page.locator('textarea[name="description"]').fill('Des légumes pour les cantines.');
    const association = page.getByRole('combobox', { name: /^Association/ });
    expect(await association.locator('option', { hasText: names.rejectMe }).count()).toBe(0);
    await association.selectOption({ label: names.created });
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Active' });
    await page.getByLabel('Objectif (€)').fill('1 500,50');
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Campagne créée avec succès').waitFor();
    await page.waitForURL(/\/admin\?tab=campaigns$/);
    const campaignRow = page.getByRole('row').filter({ hasText: names.campaign });
    await campaignRow.getByText('Active').waitFor();

    await campaignRow.getByRole('link', { name: /^Modifier/ }).click();
    await page.waitForURL(/\/admin\/campaigns\/[^/]+\/edit$/);
    await page.locator('input[name="title"]').waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe(names.campaign);
    expect(await page.getByLabel('Objectif (€)').inputValue()).toBe('1\u00a0500,50');
    await checkScreen(page, 'admin', 'campaign-edit');
  });

  it('a visitor gives to it, opening an account; the admin sees the gift and the figures', async () => {
    const before = await api<AdminStats>('/admin/stats', { token: adminToken });
    const campaign = (await api<{ id: string; title: string }[]>('/campaigns')).find(
      (c) => c.title === names.campaign,
    );
    if (!campaign) throw new Error('the new campaign is not public');
    const checkout = await api<{ checkout_url: string }>('/donations', {
      method: 'POST',
      body: JSON.stringify(
        await withCheckoutProof({
          campaign_id: campaign.id,
          donor_name: donor.name,
          donor_email: donor.email,
          amount: GIFT,
          is_anonymous: false,
          create_account: true,
          password: donor.password,
          accept_terms: true,
          origin_url: baseUrl(),
        }),
      ),
    });
    const visitor = await openPage(browser);
    await visitor.page.goto(checkout.checkout_url);
    await visitor.page.getByLabel('Titulaire de la carte').fill(donor.name);
    await visitor.page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await visitor.page.getByLabel('Expiration (MM/AA)').fill('12/30');
    await visitor.page.getByLabel('CVC').fill('123');
    await visitor.page.getByRole('button', { name: /^Payer/ }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/donation/success');
    await visitor.page.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();
    await visitor.context.close();

    const { page } = admin;
    await page.goto('/admin');
    await waitUntilQuiet(page);
    const gift = page.getByTestId('recent-donation').filter({ hasText: donor.name });
    await gift.getByText(names.campaign).waitFor();
    expect(await gift.textContent()).toMatch(/42\s€/);
    await page
      .getByTestId('figure-total_donations')
      .getByText(String(before.total_donations + 1), { exact: true })
      .waitFor();

    await page.getByRole('tab', { name: 'Donations' }).click();
    await page.waitForURL(/tab=donations$/);
    await page.getByTestId('recent-donation').filter({ hasText: donor.name }).waitFor();
    await checkScreen(page, 'admin', 'donations');
  });

  it('sends a password-reset email that arrives in the outbox and works', async () => {
    const { page } = admin;
    await page.goto('/admin?tab=users');
    await waitUntilQuiet(page);
    const before = outboxFiles();
    await page
      .getByRole('button', { name: `Envoyer un lien de réinitialisation : ${manager.name}` })
      .click();
    await page.getByText(`Email de réinitialisation envoyé à ${manager.email}`).waitFor();
    const [link] = await waitForMail(
      manager.email,
      /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/,
      before,
    );

    const visitor = await openPage(browser);
    const url = new URL(link);
    await visitor.page.goto(`${url.pathname}${url.search}`);
    await visitor.page.getByLabel('Nouveau mot de passe').fill('Gerante456!');
    await visitor.page.getByLabel('Confirmer le mot de passe').fill('Gerante456!');
    await visitor.page.getByRole('button', { name: 'Réinitialiser' }).click();
    await visitor.page.getByText('Votre mot de passe a été réinitialisé.').waitFor();
    await visitor.context.close();
    const session = await apiLogin({
      email: manager.email,
      password: 'Gerante456!',
      fullName: manager.name,
      role: 'association_manager',
    });
    expect(session.user.role).toBe('association_manager');
  });

  it('the new donor sees the gift, is told when nothing changed, then changes name and password', async () => {
    const { context, page } = await openPage(browser);
    await submitLoginForm(page, donor.email, donor.password);
    await page.waitForURL((url) => url.pathname === '/donor-dashboard');
    await waitUntilQuiet(page);
    await checkScreen(page, 'donor', 'overview');
    await page.getByRole('tab', { name: 'Mes donations' }).click();
    await page.waitForURL(/tab=donations$/);
    const gift = page.getByTestId('donor-donation').filter({ hasText: names.campaign });
    await gift.waitFor();
    expect(await gift.textContent()).toMatch(/42\s€/);
    await checkScreen(page, 'donor', 'donations');

    await page.getByRole('tab', { name: 'Mon profil' }).click();
    await page.getByText(donor.email).waitFor();
    await checkScreen(page, 'donor', 'profile');
    await page.getByRole('button', { name: 'Modifier mon profil' }).click();
    await checkScreen(page, 'donor', 'profile-edit');
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Aucune modification détectée').waitFor();

    await page.getByLabel('Nom complet').fill('Camille Martin');
    await page.getByLabel('Nouveau mot de passe').fill('Nouveau456!');
    await page.getByLabel('Confirmer le mot de passe').fill('Nouveau456!');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil mis à jour avec succès').waitFor();
    await page.getByText('Bonjour, Camille Martin').waitFor();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const renamed: DemoAccount = {
      email: donor.email,
      password: donor.password,
      fullName: donor.name,
      role: 'donor',
    };
    await expect(apiLogin(renamed)).rejects.toThrow(/401/);
    await submitLoginForm(page, donor.email, 'Nouveau456!');
    await page.waitForURL((url) => url.pathname === '/donor-dashboard');
    await page.getByText('Bonjour, Camille Martin').waitFor();
    await context.close();
  });
});
