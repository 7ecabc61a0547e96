import { createFakeApiClient } from './fake-api-client';

/** A read's answer: the value, or a function run at each call (it may throw or never answer). */
export type ReadAnswer = unknown | (() => unknown);

/**
 * A fake API whose reads (`get`, `getList`) answer by path; a path the test did not give fails
 * the read. Writes stay plain jest mocks the test sets and inspects.
 */
export function fakeApiWithReads(reads: Record<string, ReadAnswer>) {
  const answer = async (path: string) => {
    if (!(path in reads)) throw new Error(`unexpected read ${path}`);
    const value = reads[path];
    return typeof value === 'function' ? (value as () => unknown)() : value;
  };
  const client = createFakeApiClient();
  client.get.mockImplementation(answer as never);
  client.getList.mockImplementation(answer as never);
  return client;
}

/** A read that never answers: the screen stays in its loading state. */
export const pending = () => new Promise<never>(() => undefined);
