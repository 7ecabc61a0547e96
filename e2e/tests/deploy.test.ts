import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { rootDir, startPlatform, type Platform } from '../src/platform';
import { navigateInApp } from '../src/session';

// Issue 15: one remote ships on its own. This file runs its own platform (`npm start`, as the
// journeys do) with a temporary releases folder, so no deploy ever writes into the repository's
// deploy/releases, then deploys mf-public with the real script while a page is open.

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run deploy -- <args>` against this file's releases folder. */
function deploy(releasesDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'deploy.mjs'), ...args], {
      cwd: rootDir,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

function expectSuccess(run: Run) {
  if (run.status !== 0) throw new Error(`deploy failed (${run.status}):\n${run.stderr}`);
}

/** Every file of the built packages (the shell, every remote's dist/), with its size and time. */
function builtFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const pkg of ['shell', 'mf-donation', 'mf-manager', 'mf-admin', 'mf-donor', 'mf-public']) {
    const dist = path.join(rootDir, pkg, 'dist');
    for (const name of readdirSync(dist, { recursive: true }) as string[]) {
      const stats = statSync(path.join(dist, name));
      if (stats.isFile()) files[`${pkg}/${name}`] = `${stats.size}@${stats.mtimeMs}`;
    }
  }
  return files;
}

/** The release of mf_public that renders the page (its pages carry data-release). */
async function renderedRelease(page: Page): Promise<string | null> {
  const mark = page.locator('[data-release]').first();
  await mark.waitFor();
  return mark.getAttribute('data-release');
}

/** The folders mf_public's scripts came from during `action`. */
async function publicScriptFolders(page: Page, action: () => Promise<unknown>) {
  const folders = new Set<string>();
  const listener = (request: { url(): string }) => {
    const match = /\/(remotes\/mf_public|releases\/mf_public\/[^/]+)\/[^/]+$/.exec(
      new URL(request.url()).pathname,
    );
    if (match) folders.add(match[1]);
  };
  page.on('request', listener);
  try {
    await action();
    await waitUntilQuiet(page);
  } finally {
    page.off('request', listener);
  }
  return [...folders];
}

const withoutPublic = (lines: Record<string, string>) =>
  Object.fromEntries(Object.entries(lines).filter(([name]) => name !== 'mf_public'));

/** The version of a package the running shell shares (its build manifest). */
function shellShares(name: string): string {
  const shell = JSON.parse(
    readFileSync(path.join(rootDir, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { shared: { name: string; version: string }[] };
  const entry = shell.shared.find((shared) => shared.name === name);
  if (!entry) throw new Error(`the shell does not share ${name}`);
  return entry.version;
}

/** A real export of a tree-shaken library that the running shell's copy does not hold. */
function exportTheShellDropped(library: string): string {
  const { provides } = JSON.parse(
    readFileSync(path.join(rootDir, 'shell', 'dist', 'shared-exports.json'), 'utf8'),
  ) as { provides: Record<string, string[]> };
  const held = new Set(provides[library]);
  const dropped = ['Spoiler', 'Stepper', 'Timeline', 'Rating', 'ColorPicker', 'Chip'].find(
    (name) => !held.has(name),
  );
  if (!dropped) throw new Error(`the shell's ${library} holds every candidate export`);
  return dropped;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('deploying one remote while the site runs', () => {
  let platform: Platform;
  let browser: Browser;
  let releasesDir: string;
  let buildsBefore: Record<string, string>;
  const manifest = () =>
    JSON.parse(readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')) as Record<
      string,
      string
    >;
  const production = JSON.parse(
    readFileSync(path.join(rootDir, 'deploy/manifests/production.json'), 'utf8'),
  ) as Record<string, string>;

  beforeAll(async () => {
    releasesDir = mkdtempSync(path.join(os.tmpdir(), 'deploy-releases-'));
    // Built by `npm run e2e` before the run: nothing is rebuilt at start.
    platform = await startPlatform({
      label: 'deploy',
      env: { RELEASES_DIR: releasesDir, SKIP_BUILD: '1' },
    });
    browser = await launchBrowser();
    buildsBefore = builtFiles();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('serves the built remotes until a first deploy, then the release it switched to', async () => {
    const { context, page } = await openPage(browser, { baseURL: platform.baseUrl });
    const built = await publicScriptFolders(page, () => page.goto('/'));
    expect(built).toEqual(['remotes/mf_public']);
    expect(await renderedRelease(page)).toBe('0.1.0');

    // The current build, published as it is: the manifest switches to its release folder.
    const first = await deploy(releasesDir, 'mf-public', '0.1.0', '--no-build');
    expectSuccess(first);
    expect(first.stdout).toMatch(/mf_public: 0\.1\.0-[0-9a-f]{10} is live/);
    expect(manifest()).toEqual({
      ...production,
      mf_public: expect.stringMatching(
        /^\/releases\/mf_public\/0\.1\.0-[0-9a-f]{10}\/mf-manifest\.json$/,
      ),
    });
    const released = await publicScriptFolders(page, () => page.goto('/campaigns'));
    expect(released).toEqual([expect.stringMatching(/^releases\/mf_public\/0\.1\.0-/)]);
    expect(await renderedRelease(page)).toBe('0.1.0');
    await context.close();
  });

  it('deploys a new mf-public while a page is open: the next navigation serves it, nothing else moves', async () => {
    const { context, page } = await openPage(browser, { baseURL: platform.baseUrl });
    await page.goto('/');
    expect(await renderedRelease(page)).toBe('0.1.0');

    // Builds mf-public only (aside, with 2.0.0 baked in), checks it fits, switches the line.
    const run = await deploy(releasesDir, 'mf-public', '2.0.0');
    expectSuccess(run);
    expect(run.stdout).toMatch(/mf_public: 2\.0\.0-[0-9a-f]{10} is live/);
    expect(manifest().mf_public).toMatch(/^\/releases\/mf_public\/2\.0\.0-/);

    // The open page keeps working on the release it started with (old folders are kept).
    await publicScriptFolders(page, () => navigateInApp(page, '/faq'));
    await page.getByTestId('faq-page').waitFor();
    expect(await renderedRelease(page)).toBe('0.1.0');

    // The next navigation loads the new release.
    const folders = await publicScriptFolders(page, () => page.goto('/campaigns'));
    expect(folders).toEqual([expect.stringMatching(/^releases\/mf_public\/2\.0\.0-/)]);
    expect(await renderedRelease(page)).toBe('2.0.0');
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);

    // Nothing else was rebuilt or restarted: same server process, same files, same lines.
    expect(isAlive(platform.pid)).toBe(true);
    expect((await fetch(`${platform.baseUrl}/api/health`)).status).toBe(200);
    expect(builtFiles()).toEqual(buildsBefore);
    expect(withoutPublic(manifest())).toEqual(withoutPublic(production));
    await context.close();
  }, 600_000);

  it('rolls back to the previous release: the next navigation serves it again', async () => {
    const run = await deploy(releasesDir, 'mf-public', '--rollback');
    expectSuccess(run);
    expect(run.stdout).toMatch(
      /mf_public: back to 0\.1\.0-[0-9a-f]{10} \(2\.0\.0-[0-9a-f]{10} removed\)/,
    );

    const { context, page } = await openPage(browser, { baseURL: platform.baseUrl });
    const folders = await publicScriptFolders(page, () => page.goto('/'));
    expect(folders).toEqual([expect.stringMatching(/^releases\/mf_public\/0\.1\.0-/)]);
    expect(await renderedRelease(page)).toBe('0.1.0');
    expect(isAlive(platform.pid)).toBe(true);
    await context.close();
  });

  it('refuses a remote that does not fit the shell, and the site keeps working', async () => {
    // A build of mf-public that asks for a React the shell does not provide, and imports a
    // Mantine export the shell's tree-shaken copy dropped.
    const misfit = mkdtempSync(path.join(os.tmpdir(), 'deploy-misfit-'));
    cpSync(path.join(rootDir, 'mf-public', 'dist'), misfit, { recursive: true });
    const buildManifest = JSON.parse(readFileSync(path.join(misfit, 'mf-manifest.json'), 'utf8'));
    for (const shared of buildManifest.shared as { name: string; requiredVersion: string }[]) {
      if (shared.name === 'react') shared.requiredVersion = '^18.3.1';
    }
    writeFileSync(path.join(misfit, 'mf-manifest.json'), JSON.stringify(buildManifest));
    const dropped = exportTheShellDropped('@mantine/core');
    const exportsFile = path.join(misfit, 'shared-exports.json');
    const buildExports = JSON.parse(readFileSync(exportsFile, 'utf8'));
    buildExports.imports['@mantine/core'][dropped] = ['src/features/home/Spoiled.tsx:1'];
    writeFileSync(exportsFile, JSON.stringify(buildExports));
    const manifestBefore = readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8');

    const run = await deploy(releasesDir, 'mf-public', '3.0.0', '--dist', misfit);
    rmSync(misfit, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('mf_public: does not fit the running shell');
    expect(run.stderr).toContain(
      `react: the remote requires ^18.3.1, the shell provides ${shellShares('react')}`,
    );
    expect(run.stderr).toContain(
      `@mantine/core export "${dropped}" is not provided by the shell's shared copy (imported at src/features/home/Spoiled.tsx:1)`,
    );
    expect(run.stdout).not.toContain('is live');
    expect(readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')).toBe(manifestBefore);
    expect(
      readdirSync(path.join(releasesDir, 'mf_public')).some((name) => name.startsWith('3.0.0')),
    ).toBe(false);

    const { context, page } = await openPage(browser, { baseURL: platform.baseUrl });
    await page.goto('/campaigns');
    expect(await renderedRelease(page)).toBe('0.1.0');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    await context.close();
  });

  it('rolls the first deploy back: the remote built with the platform is served again', async () => {
    // Left by the tests above: one release of mf-public, the first deploy's 0.1.0.
    const run = await deploy(releasesDir, 'mf-public', '--rollback');
    expectSuccess(run);
    expect(run.stdout).toMatch(
      /mf_public: back to the version built with the platform \(\/remotes\/mf_public\/mf-manifest\.json\) \(0\.1\.0-[0-9a-f]{10} removed\)/,
    );
    expect(manifest()).toEqual(production);

    const { context, page } = await openPage(browser, { baseURL: platform.baseUrl });
    const folders = await publicScriptFolders(page, () => page.goto('/'));
    expect(folders).toEqual(['remotes/mf_public']);
    expect(await renderedRelease(page)).toBe('0.1.0');
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    expect(isAlive(platform.pid)).toBe(true);
    await context.close();

    // Nothing before it: one more rollback is refused and changes nothing.
    const again = await deploy(releasesDir, 'mf-public', '--rollback');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('mf_public: no previous version to go back to');
    expect(manifest()).toEqual(production);
  });
});
