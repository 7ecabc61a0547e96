import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The embedded PostgreSQL life cycle, in a child process (jest's VM cannot import the
 * ESM-only package): start in a root-only folder, an operator joining, a crash take-over.
 */
describe('embedded PostgreSQL', () => {
  it('starts in a root-only folder, lets an operator join, and is taken over after a crash', async () => {
    const script = path.join(__dirname, '..', 'helpers', 'embedded-scenario.ts');
    const { code, stdout, stderr } = await new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
    }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: path.join(__dirname, '..', '..'),
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('exit', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
    });
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    const seen = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(seen).toEqual({
      started: { owned: true, query: 1 },
      dataFolderMode: '700',
      operator: { owned: false, samePort: true },
      afterOperator: 1,
      adopted: { owned: true, samePort: true, query: 1 },
      stoppedAfterTakeover: true,
      restarted: 1,
    });
  }, 120_000);
});
