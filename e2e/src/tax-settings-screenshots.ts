// Screenshots of the tax settings screens for a human to look at:
// `npx tsx e2e/src/tax-settings-screenshots.ts [base URL]` (without a URL it starts a platform
// on a fresh data folder). The demo donor gives once at 75 % and once at 66 % (the demo
// association verified at each rate in turn; a receipt keeps its rate), then writes
// docs/screenshots/tax-settings/{admin-tax-settings,donor-yearly-summary}-<width>.png and the
// yearly summary PDF's first page as docs/screenshots/tax-receipts/yearly-summary.png.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDonorTaxReceipts } from 'shared-contracts';
import { openPage } from './browser';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { openDialogForShots } from './open-dialog';
import { rootDir } from './platform';
import { runScript } from './run-script';
import { apiLogin, signInContext } from './session';
import {
  apiCall,
  clientFor,
  createContinuousCampaign,
  paySandboxCheckout,
  verifyDemoAssociation,
} from './tax-receipt-setup';

const WIDTHS = [1280, 390] as const;
const outDir = path.join(rootDir, 'docs', 'screenshots', 'tax-settings');
const pdfShot = path.join(rootDir, 'docs', 'screenshots', 'tax-receipts', 'yearly-summary.png');

runScript({ label: 'tax-settings-screens', outDir }, async ({ baseURL, browser }) => {
  const donor = DEMO_ACCOUNTS.donor;
  const donorClient = clientFor((await apiLogin(donor, baseURL)).token, baseURL);
  const verified = await verifyDemoAssociation(75, baseURL);
  const campaign = await createContinuousCampaign(verified, [], baseURL);

  const giver = await openPage(browser, { baseURL });
  await signInContext(giver.context, donor, baseURL);
  const give = async (amount: string) => {
    const dialog = await openDialogForShots(giver.page, campaign.slug);
    await dialog.getByLabel('Autre montant').fill(amount);
    await dialog.getByLabel('Adresse postale').fill('12 rue des Lilas');
    await dialog.getByLabel('Code postal').fill('69003');
    await dialog.getByLabel('Ville').fill('Lyon');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await paySandboxCheckout(giver.page, 'Julie Donatrice');
  };
  const receiptsAtLeast = async (count: number) => {
    for (let i = 0; (await getDonorTaxReceipts(donorClient)).length < count; i += 1) {
      if (i > 120) throw new Error('the receipts were not issued within a minute');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const before = (await getDonorTaxReceipts(donorClient)).length;
  await give('150');
  await receiptsAtLeast(before + 1);
  await apiCall(
    verified.adminToken,
    'PUT',
    `/admin/associations/${verified.associationId}/tax-eligibility`,
    { decision: 'verified', rate: 66 },
    baseURL,
  );
  await give('40');
  await receiptsAtLeast(before + 2);
  await giver.context.close();

  for (const width of WIDTHS) {
    const { context, page } = await openPage(browser, {
      baseURL,
      viewport: { width, height: width === 1280 ? 1000 : 1600 },
    });
    await signInContext(context, donor, baseURL);
    await page.goto('/donor-dashboard?tab=tax-receipts');
    await page.waitForLoadState('networkidle');
    await page.getByText('Case 7UD', { exact: false }).first().waitFor();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(outDir, `donor-yearly-summary-${width}.png`),
      fullPage: true,
    });
    await context.close();

    const admin = await openPage(browser, {
      baseURL,
      viewport: { width, height: width === 1280 ? 1000 : 1600 },
    });
    await signInContext(admin.context, DEMO_ACCOUNTS.super_admin, baseURL);
    await admin.page.goto('/admin?tab=tax');
    await admin.page.waitForLoadState('networkidle');
    await admin.page.getByRole('button', { name: 'Ajouter la valeur' }).waitFor();
    await admin.page.mouse.move(0, 0);
    await admin.page.waitForTimeout(300);
    await admin.page.screenshot({
      path: path.join(outDir, `admin-tax-settings-${width}.png`),
      fullPage: true,
    });
    await admin.context.close();
    process.stdout.write(`tax settings screenshots at ${width} px written to ${outDir}\n`);
  }

  const year = new Date().getFullYear();
  const response = await fetch(`${baseURL}/api/donor/tax-receipts/summary/${year}/pdf`, {
    headers: { Authorization: `Bearer ${(await apiLogin(donor, baseURL)).token}` },
  });
  if (!response.ok) throw new Error(`summary PDF answered ${response.status}`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'yearly-summary-'));
  const pdf = path.join(folder, 'yearly-summary.pdf');
  writeFileSync(pdf, Buffer.from(await response.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdf, pdfShot.replace(/\.png$/, '')]);
  process.stdout.write(`${execFileSync('pdftotext', ['-layout', pdf, '-']).toString()}\n`);
});
