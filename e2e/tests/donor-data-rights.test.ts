import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { AUTH_MESSAGES, getMyAssociation, type Campaign } from 'shared-contracts';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { outboxFiles, waitForMail } from '../src/mail-outbox';
import { checkScreen } from '../src/screen-check';
import { apiLogin, signInContext, submitLoginForm, type DemoAccount } from '../src/session';
import {
  apiCall,
  clientFor,
  createContinuousCampaign,
  paySandboxCheckout,
} from '../src/tax-receipt-setup';

// Issue 28, item 6: a donor's RGPD rights, end to end. A new donor gives through the real dialog
// (agreeing to be contacted), downloads their data as JSON and CSV from 'Mes données', then
// deletes their account with their password: they leave for the home page signed out, cannot
// sign in again, the campaign page shows 'Donateur anonyme' for their gift, and the
// confirmation email reached the address before it was erased. Axe on each new screen;
// E2E_SCREENSHOTS=1 writes docs/screenshots/donor/{privacy-tab,delete-account}-<width>.png.

const PRIVACY_TAB = '/donor-dashboard?tab=privacy';

/** Reads a download the page starts with `click`: its suggested name and its text. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(filePath!, 'utf8') };
}

describe("a donor's data: downloaded, then erased", () => {
  let browser: Browser;
  let donor: DemoAccount;
  let campaign: Campaign;

  beforeAll(async () => {
    browser = await launchBrowser();
    const adminToken = (await apiLogin(DEMO_ACCOUNTS.super_admin)).token;
    const managerToken = (await apiLogin(DEMO_ACCOUNTS.association_manager)).token;
    const association = await getMyAssociation(clientFor(managerToken));
    campaign = await createContinuousCampaign({
      adminToken,
      managerToken,
      associationId: association.id,
    });
    donor = {
      email: `rosalie.${Date.now()}@exemple.fr`,
      password: 'rosalie-secret',
      fullName: 'Rosalie Effacée',
      role: 'donor',
    };
    await apiCall(adminToken, 'POST', '/admin/users', {
      full_name: donor.fullName,
      email: donor.email,
      password: donor.password,
      role: 'donor',
    });
  });

  afterAll(async () => {
    await browser.close();
  });

  it('gives, downloads the data, deletes the account; the gift stays, anonymous', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, donor);

    // A gift through the dialog, agreeing to be contacted by the association.
    await page.goto(`/campaign/${encodeURIComponent(campaign.slug)}`);
    await waitUntilQuiet(page);
    await page.getByRole('button', { name: 'Soutenir ce projet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
    await dialog.waitFor();
    await waitUntilQuiet(page);
    await dialog.getByLabel('Autre montant').fill('15');
    const consent = dialog.getByRole('checkbox', {
      name: "J'accepte que l'association me contacte au sujet de ses actions",
    });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await paySandboxCheckout(page, donor.fullName);

    // 'Mes données': the screen, then both files.
    await page.goto(PRIVACY_TAB);
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Mes données personnelles' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Mes données' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await checkScreen(page, 'donor', 'privacy-tab');

    const json = await download(page, () =>
      page.getByRole('button', { name: 'Télécharger mes données (JSON)' }).click(),
    );
    expect(json.name).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text);
    expect(data.profile).toMatchObject({ full_name: donor.fullName, email: donor.email });
    expect(data.donations).toHaveLength(1);
    expect(data.donations[0]).toMatchObject({ amount: 15, campaign_title: campaign.title });
    expect(data.consents[0]).toMatchObject({ contact_by_association: true, terms_accepted: true });
    expect(data.tax_receipts).toEqual([]);

    const csv = await download(page, () =>
      page.getByRole('button', { name: 'Télécharger mes données (CSV)' }).click(),
    );
    expect(csv.name).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text).toContain(`Email;${donor.email}`);
    expect(csv.text).toContain('Consentements');

    // 'Supprimer mon compte': the confirmation asks for the password.
    const mailsBefore = outboxFiles();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    await confirm.waitFor();
    await confirm.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await confirm.getByText('Mot de passe incorrect').waitFor();
    // Said once, under the field: no toast repeats it.
    await waitUntilQuiet(page);
    expect(await page.getByText('Mot de passe incorrect').count()).toBe(1);
    await confirm.getByLabel('Mot de passe', { exact: true }).fill(donor.password);
    // Editing the field clears its error.
    await confirm.getByText('Mot de passe incorrect').waitFor({ state: 'hidden' });
    await checkScreen(page, 'donor', 'delete-account');
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();

    // Signed out on the home page.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Votre compte a été supprimé').waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

    // The confirmation reached the address before it was erased.
    await waitForMail(donor.email, /votre compte donateur a .{1,6}t.{1,6} supprim/, mailsBefore);

    // Nobody can sign in to it again.
    await submitLoginForm(page, donor.email, donor.password);
    await page.getByText(AUTH_MESSAGES.loginFailed).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The gift stays on the campaign page, as 'Donateur anonyme'.
    await page.goto(`/campaign/${encodeURIComponent(campaign.slug)}`);
    await waitUntilQuiet(page);
    await page.getByText('Donateur anonyme').first().waitFor();
    expect(await page.getByText('Rosalie').count()).toBe(0);
    await context.close();
  });
});
