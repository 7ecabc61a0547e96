import { execFile } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { campaigns, payouts } from '../../src/db/schema';
import {
  createCampaign,
  createDonationContext,
  donateAndPay,
  type DonationTestContext,
} from '../donations/helpers';

const SETTLE_SCRIPT = path.join(__dirname, '../../src/cli/settlement-command.ts');
const DAY = 86_400_000;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Issue 8, item 6: `npm run settle` refuses a future date without --force; --dry-run writes nothing. */
describe('npm run settle', () => {
  let ctx: DonationTestContext;
  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  function settle(args: string[]): Promise<Outcome> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', SETTLE_SCRIPT, ...args],
        {
          env: {
            ...process.env,
            DATABASE_URL: ctx.databaseUrl,
            DATA_DIR: ctx.config.dataDir,
            LOG_LEVEL: 'silent',
          },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  const state = async (campaignId: string) => ({
    payouts: await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaignId)),
    status: (await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!.status,
  });

  it('refuses a future --as-of without --force, in French, and changes nothing', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 1000,
      endDate: new Date(Date.now() + DAY),
      title: 'Un puits au village',
    });
    await donateAndPay(ctx.api, campaign.id, 20);
    const future = new Date(Date.now() + 2 * DAY).toISOString();

    const refused = await settle(['--as-of', future]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('est dans le futur');
    expect(refused.stderr).toContain('--force');
    expect(await state(campaign.id)).toEqual({ payouts: [], status: 'active' });

    const dryRun = await settle(['--as-of', future, '--dry-run']);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain('Simulation du règlement');
    // 20,00 €: commission 1,00, fees 0,58 + 0,25 -> net 18,17 €
    expect(dryRun.stdout).toContain(
      'virement final « Un puits au village » : 1 don(s), 20\u00a0€ brut, 18,17\u00a0€ net',
    );
    expect(dryRun.stdout).toContain('campagne à clôturer : Un puits au village');
    expect(await state(campaign.id)).toEqual({ payouts: [], status: 'active' });

    const forced = await settle(['--as-of', future, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`virement final campagne ${campaign.id} : 18,17\u00a0€ net`);
    expect(await state(campaign.id)).toMatchObject({
      payouts: [expect.objectContaining({ kind: 'transfer', netCents: 1817 })],
      status: 'completed',
    });
  }, 60_000);
});
