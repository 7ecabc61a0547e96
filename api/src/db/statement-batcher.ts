import { isConnectionError, pgErrorCode } from '../lib/pg-errors';

export interface StatementBatcherOptions<Item, Result> {
  /**
   * Runs ONE statement (its own transaction) for every item and gives one result per item, in
   * the items' order. Called with a single item too: the batched statement is also the
   * single one, so there is one SQL text to trust.
   */
  runBatch(items: Item[]): Promise<Result[]>;
  /** At most this many items per statement (default 64). */
  maxBatch?: number;
  /** At most this many statements in flight at once (default 2); the others' items wait. */
  maxInFlight?: number;
}

/**
 * Group commit in the API: the calls that arrive while statements are in flight are sent
 * together as one statement, one round trip and one commit, instead of one each. Under a
 * viral campaign's load (dozens of donors at once) a donation's statements then cost a
 * fraction of a round trip and of a WAL flush each; alone, a call runs at once, as before
 * (it waits only for the end of the current event-loop turn, to gather the calls of the same
 * turn).
 *
 * A batch is one statement, so it commits whole or not at all. When PostgreSQL refuses it (a
 * constraint one item breaks, a deadlock between batches), nothing of it was written: each
 * item is then run on its own, and gets its own result or its own error. When the connection
 * dies instead, nobody knows whether the statement committed, so every caller gets the error,
 * as a single call would.
 */
export function createStatementBatcher<Item, Result>(
  options: StatementBatcherOptions<Item, Result>,
): (item: Item) => Promise<Result> {
  const maxBatch = options.maxBatch ?? 64;
  const maxInFlight = options.maxInFlight ?? 2;
  type Waiting = { item: Item; resolve(result: Result): void; reject(error: unknown): void };
  let queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      void runAndAnswer(batch).finally(() => {
        inFlight -= 1;
        schedule();
      });
    }
  }

  async function runAndAnswer(batch: Waiting[]): Promise<void> {
    try {
      const results = await options.runBatch(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1 || !wasRefusedWhole(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await Promise.all(
        batch.map((waiting) =>
          options.runBatch([waiting.item]).then(
            (results) => waiting.resolve(results[0]!),
            (itemError: unknown) => waiting.reject(itemError),
          ),
        ),
      );
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}

/**
 * PostgreSQL answered with an error of the statement itself: its transaction rolled back, so
 * the items may be tried one by one. A connection cut mid-statement is not such a refusal.
 */
function wasRefusedWhole(error: unknown): boolean {
  return pgErrorCode(error) !== undefined && !isConnectionError(error);
}
