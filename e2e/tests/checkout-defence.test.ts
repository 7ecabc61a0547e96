import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { withCheckoutProof } from '../src/checkout-proof';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { checkScreen } from '../src/screen-check';
import { signInContext } from '../src/session';

// Card-testing defence (issue 28 item 7): a script that skips the proof of work or fills the
// hidden field is refused with a French message, and the super admin sees the refusals counted
// on the overview.

async function postDonation(body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/api/donations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function openCampaignId(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/campaigns`);
  const campaigns = ((await response.json()) as { data: { id: string; status: string }[] }).data;
  const open = campaigns.find((campaign) => campaign.status === 'active');
  if (!open) throw new Error('no active demo campaign');
  return open.id;
}

describe('card-testing defence', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a script without the proof of work, and a filled hidden field, in French', async () => {
    const gift = {
      campaign_id: await openCampaignId(),
      donor_name: 'Robot Testeur',
      donor_email: `robot.${Date.now()}@example.fr`,
      amount: 1,
      accept_terms: true,
      origin_url: baseUrl(),
    };
    expect(await postDonation(gift)).toEqual({
      status: 403,
      body: {
        detail:
          "La vérification de sécurité de votre navigateur n'a pas abouti. Veuillez réessayer.",
        code: 'challenge_failed',
      },
    });
    expect(await postDonation(await withCheckoutProof({ ...gift, website: 'spam' }))).toEqual({
      status: 400,
      body: {
        detail: "Votre contribution n'a pas pu être enregistrée. Veuillez réessayer plus tard.",
        code: 'request_refused',
      },
    });
  });

  it('shows the refusals on the admin overview, per kind, today and over 7 days', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.super_admin);
    await page.goto('/admin');
    await waitUntilQuiet(page);
    const table = page.getByRole('table', {
      name: 'Tentatives de don refusées par la protection contre le test de cartes',
    });
    await table.waitFor();
    expect(await page.getByTestId('refused-challenge').innerText()).toMatch(
      /Vérification de sécurité échouée\s+1\s+1/,
    );
    expect(await page.getByTestId('refused-honeypot').innerText()).toMatch(
      /Formulaire rempli par un robot\s+1\s+1/,
    );
    expect(await page.getByTestId('refused-card').innerText()).toMatch(/\s0\s+0$/);
    await table.scrollIntoViewIfNeeded();
    await checkScreen(page, 'admin', 'overview-refused-checkouts');
    await context.close();
  });
});
