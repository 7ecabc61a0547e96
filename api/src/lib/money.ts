/** Integer cents inside, euros with at most two decimals on the wire (CONVENTIONS). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEurosOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : centsToEuros(cents);
}
