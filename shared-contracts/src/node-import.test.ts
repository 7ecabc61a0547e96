// The API imports this package under plain Node (tsx, no bundler): both module systems must
// see every export, and the client must run on Node's own fetch.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');

const esmScript = `
import * as contracts from 'shared-contracts';
const client = contracts.createApiClient({ prefixUrl: 'http://127.0.0.1:9/api', timeout: 5000 });
const message = await client.get('/campaigns').then(() => 'answered', (error) => contracts.errorMessage(error));
console.log(JSON.stringify({
  euros: contracts.formatEuros(1234.5),
  status: contracts.statusLabel('approved'),
  message,
  store: typeof contracts.sessionStore.getState().setSession,
}));
`;

const cjsScript = `
const contracts = require('shared-contracts');
console.log(JSON.stringify({ days: contracts.formatDaysLeft(null), phone: contracts.phone('12') }));
`;

async function node(args: string[]): Promise<unknown> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    timeout: 30_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '');
}

describe('shared-contracts under plain Node', () => {
  it('imports as ESM and runs the client against nothing listening', async () => {
    expect(await node(['--input-type=module', '-e', esmScript])).toEqual({
      euros: '1\u00a0234,50\u00a0€',
      status: 'Approuvée',
      message: 'Erreur de connexion. Vérifiez votre connexion internet.',
      store: 'function',
    });
  }, 30_000);

  it('loads through require, as the CommonJS API does', async () => {
    expect(await node(['-e', cjsScript])).toEqual({
      days: 'En continu',
      phone: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
    });
  }, 30_000);
});
