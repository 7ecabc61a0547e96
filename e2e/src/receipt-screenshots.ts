// Screenshots of the reçus fiscaux screens for a human to look at:
// `npx tsx e2e/src/receipt-screenshots.ts [base URL]` (without a URL it starts a platform on a
// fresh data folder; with one, that platform's demo association gets verified at 66 %). Writes
// docs/screenshots/receipts/{dialog-receipt,dialog-reward-rule,donor-receipts}-<width>.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { getDonorTaxReceipts } from 'shared-contracts';
import { openPage } from './browser';
import { openDialogForShots } from './open-dialog';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { rootDir } from './platform';
import { runScript } from './run-script';
import { apiLogin, signInContext } from './session';
import {
  clientFor,
  createContinuousCampaign,
  paySandboxCheckout,
  verifyDemoAssociation,
} from './tax-receipt-setup';

const WIDTHS = [1280, 390] as const;
/** Tall enough for the whole dialog: Mantine scrolls the overlay, not the page. */
const HEIGHT = { 1280: 1700, 390: 2300 } as const;
const outDir = path.join(rootDir, 'docs', 'screenshots', 'receipts');

runScript({ label: 'receipt-screens', outDir }, async ({ baseURL, browser }) => {
  const verified = await verifyDemoAssociation(66, baseURL);
  // Continuous: its receipts are issued at payment (a goal campaign's wait for the goal).
  const campaign = await createContinuousCampaign(
    verified,
    [{ amount: 50, title: 'Panier de légumes du jardin', value: 20 }],
    baseURL,
  );
  const donor = DEMO_ACCOUNTS.donor;

  // Two gifts with a receipt, so the donor's list has a yearly summary.
  const giver = await openPage(browser, { baseURL });
  await signInContext(giver.context, donor, baseURL);
  for (const amount of ['100', '40']) {
    const dialog = await openDialogForShots(giver.page, campaign.slug);
    await dialog.getByLabel('Autre montant').fill(amount);
    await dialog.getByLabel('Adresse postale').fill('12 rue des Lilas');
    await dialog.getByLabel('Code postal').fill('69003');
    await dialog.getByLabel('Ville').fill('Lyon');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await paySandboxCheckout(giver.page, 'Julie Donatrice');
  }
  await giver.context.close();
  const donorClient = clientFor((await apiLogin(donor, baseURL)).token, baseURL);
  for (let i = 0; (await getDonorTaxReceipts(donorClient)).length < 2; i += 1) {
    if (i > 120) throw new Error('the receipts were not issued within a minute');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  for (const width of WIDTHS) {
    const viewport = { width, height: HEIGHT[width] };
    const shoot = async (page: Page, name: string) => {
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`) });
    };
    const { context, page } = await openPage(browser, { baseURL, viewport });
    await signInContext(context, donor, baseURL);

    let dialog = await openDialogForShots(page, campaign.slug);
    await dialog.getByRole('radio', { name: /Grand donateur/ }).click();
    await dialog.getByRole('button', { name: /^Payer/ }).click();
    await dialog.getByText('Ce champ est requis').first().waitFor();
    await dialog.getByLabel('Adresse postale').fill('12 rue des Lilas');
    await shoot(page, 'dialog-receipt');

    dialog = await openDialogForShots(page, campaign.slug);
    await dialog.getByRole('radio', { name: /Champion/ }).click();
    await dialog.getByTestId('reward-rule').waitFor();
    await shoot(page, 'dialog-reward-rule');

    await page.goto('/donor-dashboard?tab=tax-receipts');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('donor-tax-receipt').first().waitFor();
    await page.setViewportSize({ width, height: width === 1280 ? 1100 : 1600 });
    await shoot(page, 'donor-receipts');
    await context.close();
    process.stdout.write(`receipt screenshots at ${width} px written to ${outDir}\n`);
  }
});
