import type { Browser } from 'playwright-core';
import { getMyAssociation, type Campaign } from 'shared-contracts';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { outboxFiles, waitForMail } from '../src/mail-outbox';
import { checkScreen } from '../src/screen-check';
import { apiLogin, signInContext, type DemoAccount } from '../src/session';
import {
  apiCall,
  clientFor,
  createContinuousCampaign,
  paySandboxCheckout,
  verifyDemoAssociation,
  type VerifiedAssociation,
} from '../src/tax-receipt-setup';

// Issue 29, dons réguliers, in Chromium:
// - a guest opens a prefilled link (?contribuer=20&frequence=mensuel), reads the summary (next
//   charge, yearly cost after the reduction, how to stop, one reçu a year), must tick the
//   consent, pays on the sandbox page and sees the next charge's date;
// - a signed-in donor's monthly gift is listed in the donor area with its controls (pause,
//   resume), and the manager sees the association's plans and stops it (confirm dialog);
// - the link of the guest's receipt email opens the control page, which stops the plan; the
//   same link again, and a forged one, show a French page with no data of the plan.
// Axe and no sideways scroll on every screen; E2E_SCREENSHOTS=1 writes them at 1280 and 390 px
// under docs/screenshots/recurring/.

const AREA = 'recurring';
/** The control link of the receipt emails (ROUTES.planControl). */
const CONTROL_LINK = /(\/dons-reguliers\/gerer\?t=[A-Za-z0-9._~%-]+)/;

/** The demo association, verified at 66 % unless an earlier journey of the run already did it. */
async function association(): Promise<VerifiedAssociation> {
  try {
    return await verifyDemoAssociation(66);
  } catch {
    const adminToken = (await apiLogin(DEMO_ACCOUNTS.super_admin)).token;
    const managerToken = (await apiLogin(DEMO_ACCOUNTS.association_manager)).token;
    const mine = await getMyAssociation(clientFor(managerToken));
    return { adminToken, managerToken, associationId: mine.id };
  }
}

/** The 'Prochain prélèvement' date a month after today in Paris, as the pages write it. */
function nextMonthInParis(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(day, lastDay), 12));
  const text = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(next);
  return text.replace(/^1 /, '1er ');
}

describe('dons réguliers: start, see, control, stop', () => {
  let browser: Browser;
  let verified: VerifiedAssociation;
  let campaign: Campaign;
  let donor: DemoAccount;
  const guestEmail = `gaspard.mensuel.${Date.now()}@exemple.fr`;

  beforeAll(async () => {
    browser = await launchBrowser();
    verified = await association();
    campaign = await createContinuousCampaign(verified);
    donor = {
      email: `odile.reguliere.${Date.now()}@exemple.fr`,
      password: 'odile-secret',
      fullName: 'Odile Régulière',
      role: 'donor',
    };
    await apiCall(verified.adminToken, 'POST', '/admin/users', {
      full_name: donor.fullName,
      email: donor.email,
      password: donor.password,
      role: 'donor',
    });
  });

  afterAll(async () => {
    await browser.close();
  });

  let guestLink = '';

  it('a guest starts a monthly gift from a prefilled link and sees the next charge', async () => {
    const { context, page } = await openPage(browser);
    const mailsBefore = outboxFiles();
    await page.goto(
      `/campaign/${encodeURIComponent(campaign.slug)}?contribuer=20&frequence=mensuel`,
    );
    const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
    await dialog.waitFor();
    await waitUntilQuiet(page);
    expect(await dialog.getByRole('radio', { name: 'Tous les mois' }).isChecked()).toBe(true);
    await checkScreen(page, AREA, 'dialog-frequency');

    const terms = dialog.getByTestId('regular-gift-terms');
    const nextDate = nextMonthInParis();
    await terms.getByText(`Prélèvement suivant : le ${nextDate}.`).waitFor();
    // 240 € a year, 81,60 € after the 66 % reduction.
    expect(await terms.getByTestId('yearly-cost').textContent()).toMatch(
      /Soit 240\s€ par an, 81,60\s€ après réduction d'impôt/,
    );
    await terms.getByText(/arrêter votre don à tout moment, sans compte/).waitFor();
    await terms.getByText(/un seul reçu fiscal par an/).waitFor();

    await dialog.getByLabel('Nom complet').fill('Gaspard Mensuel');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(guestEmail);
    await dialog.getByLabel('Adresse postale').fill('3 rue des Tilleuls');
    await dialog.getByLabel('Code postal').fill('69003');
    await dialog.getByRole('textbox', { name: /^Ville/ }).fill('Lyon');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    // Not without the consent to the repeated charge: said beside its box.
    await dialog.getByRole('button', { name: /^Donner 20\s€ par mois/ }).click();
    await dialog.getByText('Cochez cette case pour confirmer votre don régulier.').waitFor();
    await dialog
      .getByRole('checkbox', { name: /J'accepte que ma carte soit débitée de 20\s€ par mois/ })
      .check();
    // The summary and its consent, at the dialog's end, in view for the screenshots.
    await terms.scrollIntoViewIfNeeded();
    await checkScreen(page, AREA, 'dialog-summary');
    await dialog.getByRole('button', { name: /^Donner 20\s€ par mois/ }).click();
    await paySandboxCheckout(page, 'Gaspard Mensuel');

    await page.getByTestId('plan-started').waitFor();
    expect(await page.getByTestId('plan-started').textContent()).toMatch(
      /Votre don régulier de 20\s€ par mois a commencé/,
    );
    expect(await page.getByTestId('plan-next-charge').textContent()).toBe(
      `Prochain prélèvement : le ${nextDate}.`,
    );
    await checkScreen(page, AREA, 'payment-return');

    const match = await waitForMail(guestEmail, CONTROL_LINK, mailsBefore, 30_000);
    guestLink = match[1]!;
    await context.close();
  });

  it('the donor area lists a signed-in donor’s plan with its controls', async () => {
    const { context, page } = await openPage(browser);
    const { token } = await apiLogin(donor);
    await signInContext(context, donor);
    const checkout = await apiCall<{ checkout_url: string }>(
      token,
      'POST',
      '/donations',
      await withCheckoutProof({
        campaign_id: campaign.id,
        amount: 12.5,
        is_anonymous: false,
        create_account: false,
        accept_terms: true,
        frequency: 'monthly',
        recurring_consent: true,
        origin_url: baseUrl(),
      }),
    );
    await page.goto(checkout.checkout_url);
    await paySandboxCheckout(page, donor.fullName);
    await page.getByTestId('plan-started').waitFor();

    await page.goto('/donor-dashboard?tab=plans');
    await waitUntilQuiet(page);
    const card = page.getByTestId('plan-card').filter({ hasText: campaign.title });
    await card.waitFor();
    expect(await card.getByTestId('plan-amount').textContent()).toMatch(/12,50\s€ par mois/);
    expect(await card.getByTestId('plan-status').textContent()).toBe('Actif');
    await checkScreen(page, AREA, 'donor-plans');

    await card.getByRole('button', { name: 'Suspendre' }).click();
    await card.getByTestId('plan-status').filter({ hasText: 'Suspendu' }).waitFor();
    await card.getByRole('button', { name: 'Reprendre' }).click();
    await card.getByTestId('plan-status').filter({ hasText: 'Actif' }).waitFor();
    await context.close();
  });

  it('the manager sees the plans and their monthly total, and stops one', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.association_manager);
    await page.goto('/dashboard?tab=recurring');
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Dons réguliers', exact: true }).waitFor();
    const row = page.locator('tr').filter({ hasText: donor.fullName });
    await row.waitFor();
    await checkScreen(page, AREA, 'manager-plans');

    await row.getByRole('button', { name: `Arrêter le don régulier de ${donor.fullName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Arrêter ce don régulier ?' });
    await confirm.waitFor();
    await checkScreen(page, AREA, 'manager-stop-confirm');
    await confirm.getByRole('button', { name: 'Arrêter le don' }).click();
    await page.getByText('Le don régulier est arrêté ; le donateur en est informé.').waitFor();
    await page
      .locator('tr')
      .filter({ hasText: donor.fullName })
      .filter({ hasText: 'Arrêté' })
      .waitFor();
    await context.close();
  });

  it('the receipt’s link opens the control page, which stops the plan; the link serves once', async () => {
    expect(guestLink).not.toBe('');
    const { context, page } = await openPage(browser);
    await page.goto(guestLink);
    await waitUntilQuiet(page);
    const card = page.getByTestId('plan-card');
    await card.waitFor();
    expect(await card.getByTestId('plan-amount').textContent()).toMatch(/20\s€ par mois/);
    expect(await card.getByTestId('plan-next-charge').textContent()).toBe(nextMonthInParis());
    // The spent token left the address.
    expect(new URL(page.url()).search).toBe('');
    await checkScreen(page, AREA, 'control-page');

    await card.getByRole('button', { name: 'Arrêter ce don' }).click();
    const confirm = page.getByRole('dialog', { name: 'Arrêter ce don régulier ?' });
    await confirm.waitFor();
    await checkScreen(page, AREA, 'control-stop-confirm');
    await confirm.getByRole('button', { name: 'Arrêter le don' }).click();
    await card.getByTestId('plan-status').filter({ hasText: 'Arrêté' }).waitFor();
    await page.getByText('Ce don est arrêté : aucun prélèvement ne sera plus fait.').waitFor();
    await context.close();

    // The same link again, in a new browser: refused, nothing of the plan shown.
    const again = await openPage(browser);
    await again.page.goto(guestLink);
    await waitUntilQuiet(again.page);
    await again.page.getByRole('heading', { name: "Ce lien n'est plus valable" }).waitFor();
    expect(await again.page.getByTestId('plan-card').count()).toBe(0);
    expect(await again.page.getByText('Gaspard').count()).toBe(0);
    expect(await again.page.getByText(campaign.title).count()).toBe(0);
    await checkScreen(again.page, AREA, 'link-refused');
    await again.context.close();

    // A forged link: the same page.
    const forged = await openPage(browser);
    await forged.page.goto('/dons-reguliers/gerer?t=forge.abc.def');
    await waitUntilQuiet(forged.page);
    await forged.page.getByRole('heading', { name: "Ce lien n'est plus valable" }).waitFor();
    expect(await forged.page.getByTestId('plan-card').count()).toBe(0);
    await forged.context.close();
  });
});
