import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { checkScreen } from '../src/screen-check';
import { signInContext } from '../src/session';

// Issue 28 item 4: the super admin changes something (creates an account), then finds that
// action in the Journal, by its author and its action, and reads what it set.
describe('the Journal of admin and manager actions', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  const stamp = Date.now();
  const account = { name: `Journal Témoin ${stamp}`, email: `journal.${stamp}@exemple.fr` };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser);
    await signInContext(admin.context, DEMO_ACCOUNTS.super_admin);
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('the admin creates an account, then finds that action in the Journal with its values', async () => {
    const { page } = admin;
    await page.goto('/admin?tab=users');
    await waitUntilQuiet(page);
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const form = page.getByRole('dialog');
    await form.locator('input[name="full_name"]').fill(account.name);
    await form.locator('input[name="email"]').fill(account.email);
    await form.getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Utilisateur créé avec succès').waitFor();

    await page.getByRole('tab', { name: 'Journal' }).click();
    await page.waitForURL(/tab=journal$/);
    await page
      .getByRole('status')
      .filter({ hasText: /actions? trouvées?/ })
      .waitFor();
    await checkScreen(page, 'admin', 'audit-log');

    const search = page.getByRole('search', { name: 'Journal des actions' });
    // A range that ends before it starts is refused in French before any search.
    await search.getByLabel('Du', { exact: true }).fill('2026-03-02');
    await search.getByLabel('Au', { exact: true }).fill('2026-03-01');
    await search.getByRole('button', { name: 'Rechercher' }).click();
    await search
      .getByText('La date de fin doit être postérieure ou égale à la date de début.')
      .waitFor();
    await search.getByRole('button', { name: 'Effacer les filtres' }).click();

    await search.getByLabel("Email de l'auteur").fill(DEMO_ACCOUNTS.super_admin.email);
    await search.getByLabel('Action').selectOption({ label: 'Compte créé' });
    await search.getByLabel("Type d'élément").selectOption({ label: 'Compte' });
    await search.getByRole('button', { name: 'Rechercher' }).click();
    const row = page.getByTestId('audit-entry').first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(
      new RegExp(`${DEMO_ACCOUNTS.super_admin.email}.*Compte créé.*Compte`),
    );

    await row.getByRole('button', { name: /Détails : Compte créé/ }).click();
    const detail = page.getByRole('dialog', { name: "Détail de l'action" });
    await detail.waitFor();
    expect(await detail.getByRole('region', { name: 'Email', exact: true }).textContent()).toMatch(
      new RegExp(`Avant\\s*—\\s*Après\\s*${account.email.replace(/\./g, '\\.')}`),
    );
    expect(await detail.getByRole('region', { name: 'Nom complet' }).textContent()).toContain(
      account.name,
    );
    expect(await detail.textContent()).not.toMatch(/password|argon2/i);
    await checkScreen(page, 'admin', 'audit-log-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // The narrowest phone the platform serves: still no page-wide horizontal scroll.
    await page.setViewportSize({ width: 360, height: 780 });
    await waitUntilQuiet(page);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  });
});
