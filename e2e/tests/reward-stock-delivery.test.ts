// Issue 30 items 6 and 7 as people meet them in Chromium: a reward with a quantity says what is
// left, and once its last unit is taken (an open checkout holds it) the campaign page and the
// dialog show it 'Épuisé', not offered; a posted reward asks for the donor's address in the
// dialog; the manager sees who is owed it, marks it sent with a tracking note; the donor reads
// 'Envoyée' in their area. Axe on each screen; E2E_SCREENSHOTS=1 writes
// docs/screenshots/reward-stock-delivery/*-1280.png and *-390.png.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { checkScreen } from '../src/screen-check';
import { apiLogin, signInContext } from '../src/session';

const AREA = 'reward-stock-delivery';
const stamp = Date.now();
const LAST_UNIT = 'Affiche numérotée';
const POSTED = 'Livre dédicacé';
const TRACKING = `Colissimo 6A${stamp}`;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...rest,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${rest.method ?? 'GET'} /api${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function openDialog(page: Page, slug: string) {
  await page.goto(`/campaign/${encodeURIComponent(slug)}`);
  await waitUntilQuiet(page);
  await page.getByRole('button', { name: 'Soutenir ce projet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
  await dialog.waitFor();
  await waitUntilQuiet(page);
  return dialog;
}

describe('reward stock and delivery', () => {
  let browser: Browser;
  let managerToken: string;
  let campaignId: string;
  let slug: string;
  let lastUnitId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    managerToken = (await apiLogin(DEMO_ACCOUNTS.association_manager)).token;
    // A campaign of its own (the demo ones stay as other journeys expect them), continuous,
    // with a reward of one unit and a posted one.
    const created = await api<{ id: string; slug: string }>('/dashboard/campaigns', {
      method: 'POST',
      token: managerToken,
      body: JSON.stringify({
        title: `Bibliothèque de rue ${stamp}`,
        description: 'Des livres en libre accès dans le quartier',
        story: '<p>Une boîte à livres devant l’école, remplie par les voisins.</p>',
        end_date: null,
        rewards: [
          { amount: 20, title: LAST_UNIT, no_market_value: true, quantity: 1 },
          { amount: 40, title: POSTED, no_market_value: true, needs_shipping: true },
        ],
      }),
    });
    campaignId = created.id;
    await api(`/dashboard/campaigns/${campaignId}`, {
      method: 'PUT',
      token: managerToken,
      body: JSON.stringify({ status: 'active' }),
    });
    const campaign = await api<{ slug: string; rewards: { id: string; title: string }[] }>(
      `/campaigns/${campaignId}`,
    );
    slug = campaign.slug;
    lastUnitId = campaign.rewards.find((reward) => reward.title === LAST_UNIT)!.id;
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the last unit of a reward: what is left, then ‘Épuisé’ once another checkout holds it', async () => {
    const { context, page } = await openPage(browser);
    const dialog = await openDialog(page, slug);
    await dialog.getByLabel('Autre montant').fill('25');
    const chosen = dialog.getByTestId('reward-selected');
    await chosen.getByText(LAST_UNIT).waitFor();
    expect(await chosen.getByTestId('reward-remaining').textContent()).toBe(
      'Plus qu’un exemplaire',
    );
    await checkScreen(page, AREA, 'dialog-last-unit');

    // Someone else opens a checkout for it: the unit is held.
    await api('/donations', {
      method: 'POST',
      body: JSON.stringify(
        await withCheckoutProof({
          campaign_id: campaignId,
          donor_name: 'Paul Rapide',
          donor_email: `paul.${stamp}@example.fr`,
          amount: 20,
          reward_id: lastUnitId,
          accept_terms: true,
          origin_url: baseUrl(),
        }),
      ),
    });

    await page.goto(`/campaign/${encodeURIComponent(slug)}`);
    await waitUntilQuiet(page);
    const listed = page.getByTestId('reward').filter({ hasText: LAST_UNIT });
    expect(await listed.getByTestId('reward-stock').textContent()).toBe('Épuisé');
    // Listed, not offered: no button to give for it.
    expect(await listed.evaluate((node) => node.tagName)).not.toBe('BUTTON');
    const again = await openDialog(page, slug);
    await again.getByLabel('Autre montant').fill('25');
    const soldOut = again.getByTestId('reward-sold-out');
    await soldOut.waitFor();
    expect(await soldOut.textContent()).toContain(`${LAST_UNIT}Épuisé`);
    expect(await again.getByTestId('reward-selected').count()).toBe(0);
    await checkScreen(page, AREA, 'dialog-sold-out');
    await context.close();
  });

  it('a posted reward asks for the address; the manager marks it sent; the donor reads it', async () => {
    // The demo donor gives 45 € through the dialog, signed in.
    const donor = await openPage(browser);
    await signInContext(donor.context, DEMO_ACCOUNTS.donor);
    const dialog = await openDialog(donor.page, slug);
    await dialog.getByLabel('Autre montant').fill('45');
    await dialog.getByTestId('reward-selected').getByText(POSTED).waitFor();
    const address = dialog.getByTestId('shipping-address-fields');
    await address.waitFor();
    const receipt = dialog.getByRole('switch', { name: 'Je souhaite un reçu fiscal' });
    if ((await receipt.count()) > 0 && (await receipt.isChecked())) await receipt.uncheck();
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    // Refused before sending: the address is required, said beside its fields.
    await address.getByText('Indiquez l’adresse de livraison.').waitFor();
    await address.getByLabel(/^Adresse/).fill('12 rue des Lilas');
    await address.getByLabel('Complément d’adresse (facultatif)').fill('Bâtiment B');
    await address.getByLabel('Code postal').fill('6900');
    await address.getByLabel('Ville').fill('Lyon');
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await address.getByText('Le code postal doit comporter 5 chiffres.').waitFor();
    await address.getByLabel('Code postal').fill('69003');
    await checkScreen(donor.page, AREA, 'dialog-shipping-address');
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await donor.page.getByLabel('Numéro de carte').waitFor();
    await donor.page.getByLabel('Titulaire de la carte').fill('Donateur Démo');
    await donor.page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await donor.page.getByLabel('Expiration (MM/AA)').fill('12/30');
    await donor.page.getByLabel('CVC').fill('123');
    await donor.page.getByRole('button', { name: /^Payer/ }).click();
    await donor.page.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();

    // The manager: who is owed which reward, at which address; marked sent with a note.
    const manager = await openPage(browser);
    await signInContext(manager.context, DEMO_ACCOUNTS.association_manager);
    await manager.page.goto(`/dashboard/campaigns/${campaignId}/edit`);
    await waitUntilQuiet(manager.page);
    const panel = manager.page.getByTestId('reward-deliveries-panel');
    await panel.scrollIntoViewIfNeeded();
    const row = panel.getByTestId('reward-delivery').filter({ hasText: POSTED });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('12 rue des Lilas');
    expect(text).toContain('69003 Lyon');
    expect(text).toContain('À envoyer');
    await checkScreen(manager.page, AREA, 'manager-rewards-to-send');
    await row.getByRole('button', { name: 'Marquer envoyée' }).click();
    const confirm = manager.page.getByRole('dialog');
    await confirm.getByLabel('Note de suivi (facultative)').fill(TRACKING);
    await checkScreen(manager.page, AREA, 'manager-mark-sent');
    await confirm.getByRole('button', { name: 'Confirmer l’envoi' }).click();
    await manager.page.getByText('Contrepartie marquée envoyée.').waitFor();
    await row.getByText('Envoyée', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(TRACKING);
    await manager.context.close();

    // The donor's area says it was sent, with the note.
    await donor.page.goto('/donor-dashboard?tab=donations');
    await waitUntilQuiet(donor.page);
    const status = donor.page
      .getByTestId('donor-donation')
      .filter({ hasText: `Bibliothèque de rue ${stamp}` })
      .getByTestId('reward-delivery-status');
    await status.waitFor();
    expect(await status.textContent()).toContain(TRACKING);
    expect(await status.textContent()).toMatch(/Envoyée le \d\d\/\d\d\/\d{4}/);
    await checkScreen(donor.page, AREA, 'donor-reward-sent');
    await donor.context.close();
  });
});
