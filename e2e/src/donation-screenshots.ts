// Screenshots of the contribution dialog for a human to look at:
// `npx tsx e2e/src/donation-screenshots.ts [base URL]` (without a URL it starts a platform on a
// fresh data folder). Writes docs/screenshots/donation/dialog-<state>-<width>.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openPage } from './browser';
import { openDialogForShots } from './open-dialog';
import { rootDir } from './platform';
import { runScript } from './run-script';

const WIDTHS = [1280, 390] as const;
/** Tall enough for the whole dialog: Mantine scrolls the overlay, not the page. */
const HEIGHT = { 1280: 1500, 390: 2000 } as const;
const outDir = path.join(rootDir, 'docs', 'screenshots', 'donation');

async function openDialog(page: Page, baseURL: string) {
  const list = (await (await fetch(`${baseURL}/api/campaigns`)).json()) as {
    data: { slug: string; title: string }[];
  };
  const campaign = list.data.find((c) => c.title === "Un repas chaud pour l'hiver")!;
  return openDialogForShots(page, campaign.slug);
}

runScript({ label: 'donation-screens', outDir }, async ({ baseURL, browser }) => {
  for (const width of WIDTHS) {
    const shoot = async (page: Page, state: string) => {
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `dialog-${state}-${width}.png`) });
    };
    const { context, page } = await openPage(browser, {
      baseURL,
      viewport: { width, height: HEIGHT[width] },
    });
    let dialog = await openDialog(page, baseURL);
    await shoot(page, 'empty');

    await dialog.getByRole('button', { name: /^(Payer|Continuer)/ }).click();
    await dialog.getByText('Veuillez accepter les conditions générales').waitFor();
    await dialog.getByLabel('Autre montant').fill('0,50');
    await dialog.getByLabel('Email').fill('camille@exemple');
    await dialog.getByRole('button', { name: /^(Payer|Continuer)/ }).click();
    await shoot(page, 'errors');
    await context.close();

    const filled = await openPage(browser, {
      baseURL,
      viewport: { width, height: HEIGHT[width] },
    });
    dialog = await openDialog(filled.page, baseURL);
    await dialog.getByRole('radio', { name: /Champion/ }).click();
    await dialog.getByLabel('Nom complet').fill('Camille Martin');
    await dialog.getByLabel('Email').fill('camille.martin@example.fr');
    await dialog.getByLabel('Téléphone').fill('06 12 34 56 78');
    await dialog.getByRole('checkbox', { name: 'Créer un compte pour suivre mes dons' }).check();
    await dialog.getByLabel('Mot de passe du compte').fill('jardin-2026');
    await dialog.getByLabel('Message').fill('Bravo pour votre action cet hiver !');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await filled.page.mouse.move(0, 0);
    await shoot(filled.page, 'filled');
    await filled.context.close();
    process.stdout.write(`dialog screenshots at ${width} px written to ${outDir}\n`);
  }
});
