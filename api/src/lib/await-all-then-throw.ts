/**
 * Waits for every promise, then throws the first failure, if any: one failing part (an email,
 * a provider question) does not stop the others, and the caller (a job) still fails, so the
 * queue retries it.
 */
export async function awaitAllThenThrow(promises: Promise<unknown>[]): Promise<void> {
  const outcomes = await Promise.allSettled(promises);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}
