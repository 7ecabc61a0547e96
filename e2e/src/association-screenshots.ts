// Screenshots of the association editors around the facts a reçu fiscal prints, for a
// human to look at: `npx tsx e2e/src/association-screenshots.ts [base URL]`
// (without a URL it starts a platform on a fresh data folder). The demo association is verified
// at 66 %, then:
// - manager-edit-verified: the manager's form (street, postal code, commune, SIREN, RNA) with
//   the warning that changing a printed fact sends the receipts back to review;
// - manager-back-to-review: the dashboard once a changed postal code was saved (the toast);
// - admin-review-missing: the super admin's review of that association after the postal code
//   was cleared (what is missing, verification off).
// Writes docs/screenshots/associations/<name>-<width>.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROUTES } from 'shared-contracts';
import { openPage } from './browser';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { rootDir } from './platform';
import { runScript } from './run-script';
import { apiCall, verifyDemoAssociation } from './tax-receipt-setup';
import { signInContext } from './session';

const WIDTHS = [1280, 390] as const;
const outDir = path.join(rootDir, 'docs', 'screenshots', 'associations');

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.mouse.move(0, 0);
  // A page reached after a save keeps the form's scroll: from the top, the sticky header stays on top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
}

runScript({ label: 'association-screens', outDir }, async ({ baseURL, browser }) => {
  const verified = await verifyDemoAssociation(66, baseURL);
  for (const width of WIDTHS) {
    const viewport = { width, height: 900 };
    // Each width starts from a verified association with its demo postal code.
    await apiCall(
      verified.adminToken,
      'PUT',
      `/admin/associations/${verified.associationId}`,
      { postal_code: '69003' },
      baseURL,
    );
    await apiCall(
      verified.adminToken,
      'PUT',
      `/admin/associations/${verified.associationId}/tax-eligibility`,
      { decision: 'verified', rate: 66 },
      baseURL,
    );

    const manager = await openPage(browser, { baseURL, viewport });
    await signInContext(manager.context, DEMO_ACCOUNTS.association_manager, baseURL);
    await manager.page.goto(ROUTES.managerAssociationEdit.href());
    await manager.page.getByText(/Vos reçus fiscaux sont vérifiés/).waitFor();
    await manager.page.waitForLoadState('networkidle');
    await shoot(manager.page, 'manager-edit-verified', width);

    await manager.page.getByLabel('Code postal').fill('69007');
    await manager.page.getByRole('button', { name: 'Enregistrer' }).click();
    await manager.page.getByText('Reçus fiscaux en attente de vérification').waitFor();
    await manager.page.waitForLoadState('networkidle');
    await shoot(manager.page, 'manager-back-to-review', width);
    await manager.context.close();

    await apiCall(
      verified.adminToken,
      'PUT',
      `/admin/associations/${verified.associationId}`,
      { postal_code: null },
      baseURL,
    );
    const admin = await openPage(browser, { baseURL, viewport });
    await signInContext(admin.context, DEMO_ACCOUNTS.super_admin, baseURL);
    await admin.page.goto(
      ROUTES.adminAssociationEdit.href({ associationId: verified.associationId }),
    );
    await admin.page.getByText('Vérification impossible pour l’instant').waitFor();
    await admin.page.waitForLoadState('networkidle');
    await shoot(admin.page, 'admin-review-missing', width);
    await admin.context.close();
    process.stdout.write(`association screenshots at ${width} px written to ${outDir}\n`);
  }
});
