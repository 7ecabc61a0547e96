import { centsToEuros } from 'shared-contracts';

// The one euros/cents conversion lives in shared-contracts (the browser uses it too).
export { centsToEuros, eurosToCents } from 'shared-contracts';

export function centsToEurosOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : centsToEuros(cents);
}
