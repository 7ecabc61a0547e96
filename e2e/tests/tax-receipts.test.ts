import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Campaign } from 'shared-contracts';
import { expectNoSeriousViolations } from '../src/axe';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { attachmentOf, findMessageFile, outboxFiles, waitForMail } from '../src/mail-outbox';
import { rootDir } from '../src/platform';
import { signInContext } from '../src/session';
import {
  apiCall,
  createGoalCampaign,
  paySandboxCheckout,
  verifyDemoAssociation,
  type VerifiedAssociation,
} from '../src/tax-receipt-setup';

// Issue 16, reçus fiscaux, end to end: the super admin verifies the demo association at 66 %, the
// demo donor gives 100 € with a receipt through the real dialog and the sandbox checkout, reads
// 'soit 34 € après réduction d'impôt' before paying. The campaign is all-or-nothing (issue 26):
// the dialog and the payment email say the receipt comes once the goal is reached, and none is
// issued at payment; the campaign ends with its 50 € goal reached, the settlement issues the
// receipt, the donor receives the PDF by email and downloads it again from the donor area; the
// manager sees it in the dashboard. (A cancelled receipt's marked PDF is read by the API's
// tests: a refund has no screen here.)

const run = promisify(execFile);
/** Long enough for the gift and the checks before it, short enough to wait for its end. */
const CAMPAIGN_DURATION_MS = 100_000;
const RECEIPT_MAIL = /ci-joint votre re.{1,4}u fiscal n.{1,6}?(\d{4}-\d{6})/;
const PAYMENT_MAIL_AT_GOAL =
  /ce n'est pas un re.{1,4}u fiscal\. Votre re.{1,4}u fiscal vous sera envoy.{1,4} par email une fois l'objectif atteint/;

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

interface ReceiptRow {
  id: string;
  number: string;
  status: 'issued' | 'cancelled';
  amount: number;
  cancelled_at: string | null;
}

/** The campaign page, then its 'Soutenir ce projet' button; answers the open dialog. */
async function openDialog(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/campaign/${encodeURIComponent(slug)}`);
  await waitUntilQuiet(page);
  await page.getByRole('button', { name: 'Soutenir ce projet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
  await dialog.waitFor();
  await waitUntilQuiet(page);
  return dialog;
}

describe('reçus fiscaux, from the dialog to the goal reached', () => {
  let browser: Browser;
  let managerToken: string;
  let verified: VerifiedAssociation;
  let campaign: Campaign;

  beforeAll(async () => {
    browser = await launchBrowser();
    verified = await verifyDemoAssociation(66);
    managerToken = verified.managerToken;
    // A goal campaign of its own that ends soon; the 100 € gift reaches its 50 € goal.
    campaign = await createGoalCampaign(verified, CAMPAIGN_DURATION_MS, [], undefined, 50);
  });

  afterAll(async () => {
    // The other journeys give to this demo association without a receipt: withdrawn again.
    await apiCall(
      verified.adminToken,
      'PUT',
      `/admin/associations/${verified.associationId}/tax-eligibility`,
      { decision: 'withdrawn' },
    );
    await browser.close();
  });

  it('a donor gives 100 € with a receipt to a goal campaign; the receipt is issued when the goal is reached, by email and in the donor area', async () => {
    const donor = DEMO_ACCOUNTS.donor;
    const { context, page } = await openPage(browser);
    await signInContext(context, donor);

    // The public page says the gifts are deductible.
    const dialog = await openDialog(page, campaign.slug);
    await page.getByTestId('deductible-badge').first().waitFor();

    // The dialog: the wish is on, each amount shows what it costs after the reduction.
    const wish = dialog.getByRole('switch', { name: /Je souhaite un reçu fiscal/ });
    expect(await wish.isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /Grand donateur/ }).click();
    expect(normalize(await dialog.getByTestId('after-reduction-100').textContent())).toBe(
      "soit 34 € après réduction d'impôt",
    );
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    // Required while the wish is on, said beside the field.
    await dialog.getByText('Ce champ est requis').first().waitFor();
    await dialog.getByLabel('Adresse postale').fill('12 rue des Lilas');
    await dialog.getByLabel('Code postal').fill('69003');
    await dialog.getByLabel('Ville').fill('Lyon');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    const summary = normalize(await dialog.getByTestId('donation-summary').textContent());
    expect(summary).toContain(
      `Vous donnez 100 € à « ${campaign.title} », soit 34 € après réduction d'impôt.`,
    );
    expect(summary).toContain(
      "Votre reçu fiscal vous sera envoyé par email une fois l'objectif atteint, à la fin de la campagne",
    );
    // The dialog alone: the page behind it (#root) is mf-public's and is checked by its journeys.
    await expectNoSeriousViolations(page, { exclude: ['#root'] });

    // Paid on the sandbox checkout.
    const before = outboxFiles();
    await dialog.getByRole('button', { name: /^Payer 100/ }).click();
    await paySandboxCheckout(page, 'Julie Donatrice');
    await waitUntilQuiet(page);
    await page.getByRole('heading', { name: 'Merci pour votre contribution !' }).waitFor();

    // The payment email: not the receipt, which comes once the goal is reached.
    await waitForMail(donor.email, PAYMENT_MAIL_AT_GOAL, before, 60_000);

    // The campaign ends with its goal reached: the settlement issues the receipt and mails it.
    const endsAt = Date.parse(campaign.end_date!);
    if (Date.now() < endsAt + 1_000)
      await new Promise((resolve) => setTimeout(resolve, endsAt + 1_000 - Date.now()));
    const beforeSettlement = outboxFiles();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR };
    delete env.DATABASE_URL;
    await run('npm', ['run', 'settle', '--', '--as-of', new Date().toISOString()], {
      cwd: rootDir,
      env,
    });
    const [, number] = await waitForMail(donor.email, RECEIPT_MAIL, beforeSettlement, 60_000);
    const mailFile = findMessageFile(donor.email, RECEIPT_MAIL)!;
    const attached = attachmentOf(mailFile, `recu-fiscal-${number}.pdf`);
    expect(attached?.subarray(0, 5).toString()).toBe('%PDF-');

    // The donor area: listed, issued, downloadable again.
    await page.goto('/donor-dashboard?tab=tax-receipts');
    await waitUntilQuiet(page);
    const card = page.getByTestId('donor-tax-receipt').filter({ hasText: `Reçu n° ${number}` });
    await card.waitFor();
    expect(normalize(await card.textContent())).toContain('100 €');
    expect(normalize(await card.getByTestId('tax-receipt-status').textContent())).toMatch(
      /^Émis le \d{2}\/\d{2}\/\d{4}$/,
    );
    await expectNoSeriousViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Télécharger le PDF du reçu fiscal n° ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`recu-fiscal-${number}.pdf`);
    const saved = path.join(mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'recu.pdf');
    await download.saveAs(saved);
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { stdout: pdfText } = await run('pdftotext', ['-layout', saved, '-']);
    expect(pdfText).toContain(number!);
    expect(pdfText).toContain('cent euros');
    expect(pdfText).toContain('Julie Donatrice');
    // The demo association's beneficiary block (Cerfa 11580*05), each part once (issue 26 item 2).
    const flat = pdfText.replace(/\s+/g, ' ');
    expect(flat).toContain('N° SIREN ou RNA : SIREN 784 302 150 · RNA W691075432');
    expect(flat).toContain('Numéro et rue : 14 rue Paul Bert');
    expect(flat).toContain('Code postal : 69003');
    expect(flat).toContain('Commune : Lyon');
    expect(flat).not.toContain('Lyon, Lyon');
    expect(flat).toContain('au titre des articles 200 et 978 du code général des impôts');

    // The manager sees it among the association's receipts ('Reçus fiscaux' of the dashboard).
    const manager = await openPage(browser);
    await signInContext(manager.context, DEMO_ACCOUNTS.association_manager);
    await manager.page.goto('/dashboard?tab=receipts');
    await waitUntilQuiet(manager.page);
    const row = manager.page.getByTestId(`tax-receipt-${number}`);
    await row.getByText('Julie Donatrice').waitFor();
    await row.getByText(/^Émis le /).waitFor();
    const managed = await apiCall<{ receipts: ReceiptRow[] }>(
      managerToken,
      'GET',
      '/dashboard/tax-receipts',
    );
    expect(managed.receipts.find((r) => r.number === number)).toMatchObject({
      status: 'issued',
      amount: 100,
    });

    await manager.context.close();
    await context.close();
  }, 300_000);
});
