import type { Locator, Page } from 'playwright-core';

/**
 * For the screenshot scripts: the campaign page, its 'Soutenir ce projet' button, and the open
 * contribution dialog once its calls are done.
 */
export async function openDialogForShots(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/campaign/${slug}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Soutenir ce projet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Soutenir ce projet' });
  await dialog.waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  return dialog;
}
