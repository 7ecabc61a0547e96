import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { PAGE_RUNTIME_CONFIG_ID } from 'shared-contracts';
import frontend, { findBuiltFrontend } from '../../src/plugins/frontend';

// Issue 28, item 1: an operator may keep an external association sign-up form
// (REGISTER_ASSOCIATION_URL); the browser learns it from the runtime config.

const TEMPLATE =
  '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="utf-8" />\n    <title>Plateforme de dons</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

describe('REGISTER_ASSOCIATION_URL in the runtime config', () => {
  let root: string;
  const apps: FastifyInstance[] = [];

  async function serve(env: NodeJS.ProcessEnv) {
    const options = findBuiltFrontend(root, env);
    if (!options) throw new Error('the fixture has a built shell');
    const app = Fastify();
    await app.register(frontend, options);
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'frontend-sign-up-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['shell'] }));
    mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell/dist/index.html'), TEMPLATE);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(root, { recursive: true, force: true });
  });

  it('is absent by default: the button opens the platform’s own sign-up flow', async () => {
    const app = await serve({});
    const served = await app.inject({ url: '/runtime-config.json' });
    expect(served.json()).toEqual({ apiBaseUrl: '/api' });
  });

  it('sends an external form’s address, at /runtime-config.json and in the page', async () => {
    const app = await serve({ REGISTER_ASSOCIATION_URL: ' https://forms.example.org/adhesion ' });
    const served = await app.inject({ url: '/runtime-config.json' });
    expect(served.json()).toEqual({
      apiBaseUrl: '/api',
      registerAssociationUrl: 'https://forms.example.org/adhesion',
    });
    const html = (await app.inject({ url: '/login' })).body;
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_RUNTIME_CONFIG_ID}">([^<]*)<`,
    );
    expect(JSON.parse(block.exec(html)?.[1] ?? '{}')).toMatchObject({
      registerAssociationUrl: 'https://forms.example.org/adhesion',
    });
  });

  it('ignores a value that is not a web address', async () => {
    const app = await serve({ REGISTER_ASSOCIATION_URL: 'javascript:alert(1)' });
    expect((await app.inject({ url: '/runtime-config.json' })).json()).toEqual({
      apiBaseUrl: '/api',
    });
  });
});
