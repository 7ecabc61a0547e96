import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitUntilQuiet } from '../src/browser';
import { DEMO_ACCOUNTS } from '../src/demo-accounts';
import { navigateInApp, signInContext } from '../src/session';

interface Renderer {
  rendererPackageName?: string;
  version?: string;
}

describe('shared singletons', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('loads exactly one copy of React across the shell and three remotes', async () => {
    const { context, page } = await openPage(browser);
    await signInContext(context, DEMO_ACCOUNTS.super_admin);

    // A stand-in for the React DevTools hook: every copy of react-dom that starts registers
    // itself with inject(), so two copies on the page would show as two renderers.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      const noop = () => undefined;
      const hook = {
        renderers: new Map<number, unknown>(),
        supportsFiber: true,
        isDisabled: false,
        inject(internals: unknown) {
          renderers.push(internals);
          hook.renderers.set(renderers.length, internals);
          return renderers.length;
        },
        checkDCE: noop,
        onScheduleFiberRoot: noop,
        onCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        onPostCommitFiberRoot: noop,
        setStrictMode: noop,
      };
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: hook,
        configurable: false,
      });
      (window as unknown as { __reactRenderers: unknown[] }).__reactRenderers = renderers;
    });

    // Every script body, to find the ones that carry React itself.
    const scriptBodies: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        scriptBodies.push(response.text().then((body) => ({ url: response.url(), body })));
      }
    });

    const areas = [
      { path: '/', remote: 'mf_public' },
      { path: '/campaigns', remote: 'mf_public' },
      { path: '/admin', remote: 'mf_admin' },
      { path: '/donation/success?session_id=inconnue', remote: 'mf_donation' },
    ];
    await page.goto(areas[0].path);
    for (const [index, area] of areas.entries()) {
      if (index > 0) await navigateInApp(page, area.path);
      await waitUntilQuiet(page);
      await page.getByRole('heading').first().waitFor();
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    }

    const renderers = await page.evaluate(() =>
      (window as unknown as { __reactRenderers: Renderer[] }).__reactRenderers.map((renderer) => ({
        rendererPackageName: renderer.rendererPackageName,
        version: renderer.version,
      })),
    );
    expect(renderers).toEqual([
      { rendererPackageName: 'react-dom', version: expect.stringMatching(/^19\./) },
    ]);

    // React's own module defines the public hooks on its exports (`.useState=`), which react-dom
    // and the remotes only call: one file on the page may carry that definition.
    const scripts = await Promise.all(scriptBodies);
    const remotesSeen = new Set(
      scripts.map((script) => /\/remotes\/([^/]+)\//.exec(script.url)?.[1]).filter(Boolean),
    );
    expect([...remotesSeen]).toEqual(
      expect.arrayContaining(['mf_admin', 'mf_donation', 'mf_public']),
    );
    const reactCopies = scripts.filter((script) => /\.useState\s*=\s*function/.test(script.body));
    expect(reactCopies.map((script) => new URL(script.url).pathname)).toHaveLength(1);
    // And react-dom's client names itself to DevTools in exactly one file.
    const reactDomCopies = scripts.filter((script) =>
      /rendererPackageName\s*:\s*["']react-dom["']/.test(script.body),
    );
    expect(reactDomCopies.map((script) => new URL(script.url).pathname)).toHaveLength(1);
    await context.close();
  });
});
