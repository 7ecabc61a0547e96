import { createStatementBatcher } from './statement-batcher';

/** A statement stand-in: records the batches it was given, answers each item doubled. */
function recorder(fail?: (items: number[]) => unknown) {
  const batches: number[][] = [];
  let release: (() => void) | undefined;
  let holdNext = false;
  return {
    batches,
    holdNextBatch() {
      holdNext = true;
    },
    release() {
      release?.();
    },
    async runBatch(items: number[]): Promise<number[]> {
      batches.push(items);
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      const error = fail?.(items);
      if (error) throw error;
      return items.map((item) => item * 2);
    },
  };
}

/** A PostgreSQL refusal of the statement (its transaction rolled back), as the driver gives it. */
function refusal(code: string): Error {
  return Object.assign(new Error('refused'), { code });
}

describe('createStatementBatcher', () => {
  it('runs a call alone at once when nothing is in flight', async () => {
    const statement = recorder();
    const run = createStatementBatcher({ runBatch: statement.runBatch });
    await expect(run(21)).resolves.toBe(42);
    expect(statement.batches).toEqual([[21]]);
  });

  it('sends the calls that arrive while statements are in flight as one statement, each caller getting its own result', async () => {
    const statement = recorder();
    const run = createStatementBatcher({ runBatch: statement.runBatch, maxInFlight: 1 });
    statement.holdNextBatch();
    const first = run(1);
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = [2, 3, 4, 5].map((item) => run(item));
    statement.release();
    await expect(first).resolves.toBe(2);
    await expect(Promise.all(waiting)).resolves.toEqual([4, 6, 8, 10]);
    expect(statement.batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('gathers the calls of one event-loop turn and respects the batch size', async () => {
    const statement = recorder();
    const run = createStatementBatcher({ runBatch: statement.runBatch, maxBatch: 3 });
    await expect(Promise.all([1, 2, 3, 4, 5, 6, 7].map((item) => run(item)))).resolves.toEqual([
      2, 4, 6, 8, 10, 12, 14,
    ]);
    expect(statement.batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('when PostgreSQL refuses a batch, runs its items one by one: only the bad one fails', async () => {
    const statement = recorder((items) => (items.includes(13) ? refusal('23503') : undefined));
    const run = createStatementBatcher({ runBatch: statement.runBatch });
    const results = await Promise.allSettled([12, 13, 14].map((item) => run(item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 24 },
      { status: 'rejected', reason: expect.objectContaining({ code: '23503' }) },
      { status: 'fulfilled', value: 28 },
    ]);
    expect(statement.batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('when the connection dies mid-batch, nobody knows what committed: every caller gets the error, nothing runs again', async () => {
    const cut = Object.assign(new Error('Connection terminated unexpectedly'), {});
    const statement = recorder(() => cut);
    const run = createStatementBatcher({ runBatch: statement.runBatch });
    const results = await Promise.allSettled([1, 2].map((item) => run(item)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(statement.batches).toEqual([[1, 2]]);
    // A server shutdown code is a connection error too, not a refusal of the statement.
    const shutdown = recorder(() => refusal('57P01'));
    const runShutdown = createStatementBatcher({ runBatch: shutdown.runBatch });
    await Promise.allSettled([1, 2].map((item) => runShutdown(item)));
    expect(shutdown.batches).toEqual([[1, 2]]);
  });

  it('keeps going after a failed batch', async () => {
    let failures = 1;
    const statement = recorder(() => (failures-- > 0 ? new Error('socket hang up') : undefined));
    const run = createStatementBatcher({ runBatch: statement.runBatch });
    await expect(run(1)).rejects.toThrow('socket hang up');
    await expect(run(2)).resolves.toBe(4);
  });
});
