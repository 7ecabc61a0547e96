import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import type { Page } from 'playwright-core';
import { artifactsDir } from './platform';

function testPath(test: Circus.TestEntry): string {
  const names: string[] = [];
  let block: Circus.DescribeBlock | undefined = test.parent;
  while (block && block.name !== 'ROOT_DESCRIBE_BLOCK') {
    names.unshift(block.name);
    block = block.parent;
  }
  names.push(test.name);
  return names.join(' - ');
}

function fileSafe(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/**
 * Node environment that keeps a screenshot of every open page when a test fails (including a
 * timeout), before afterEach hooks close them: e2e/artifacts/<test>-<n>.png.
 */
export default class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event) {
    if (event.name !== 'test_fn_failure') return;
    const pages = (this.global as unknown as { e2eOpenPages?: Set<Page> }).e2eOpenPages;
    if (!pages || pages.size === 0) return;
    mkdirSync(artifactsDir, { recursive: true });
    const base = fileSafe(testPath(event.test));
    let index = 0;
    for (const page of pages) {
      index += 1;
      const file = path.join(artifactsDir, `${base}-${index}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        process.stderr.write(
          `e2e: screenshot of the failure in ${path.relative(process.cwd(), file)} (${page.url()})\n`,
        );
      } catch {
        // The page may be gone with its browser: the failure itself is what matters.
      }
    }
  }
}
