import type { SandboxCardBehaviour } from '../../db/schema/sandbox-payments';

/**
 * The sandbox's test cards for dons réguliers (issue 29), listed to the donor on its page and
 * in /work/issue29-contracts.md. Each pays the checkout and is saved; its number decides how
 * later, off-session charges go.
 */
export const SANDBOX_SAVED_CARDS: Record<
  string,
  { behaviour: SandboxCardBehaviour; brand: string }
> = {
  /** Pays every time. */
  '4242424242424242': { behaviour: 'pay', brand: 'Visa' },
  /** Saved, then every later charge is declined (Stripe's 4000 0000 0000 0341). */
  '4000000000000341': { behaviour: 'decline', brand: 'Visa' },
  /** The next later charge is declined once (insufficient funds), then the card pays. */
  '4000000000005126': { behaviour: 'decline_once', brand: 'Visa' },
  /** Expires at the end of the month after next: charges after that day are declined. */
  '4000000000000069': { behaviour: 'expires', brand: 'Visa' },
};

export function savedCardOf(
  rawNumber: string,
): { behaviour: SandboxCardBehaviour; brand: string; last4: string } | null {
  const number = rawNumber.replace(/[\s-]/g, '');
  const card = SANDBOX_SAVED_CARDS[number];
  return card ? { ...card, last4: number.slice(-4) } : null;
}

/**
 * The expiry saved with a card: the 'expires' card's is the month after next (from `today`,
 * 'YYYY-MM-DD'); the others', the MM/AA typed when valid and not past, else December 2030.
 */
export function savedCardExpiry(
  behaviour: SandboxCardBehaviour,
  typed: string | undefined,
  today: string,
): { month: number; year: number } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (behaviour === 'expires') {
    const total = year * 12 + (month - 1) + 2;
    return { month: (total % 12) + 1, year: Math.floor(total / 12) };
  }
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(typed ?? '');
  if (match) {
    const typedMonth = Number(match[1]);
    const typedYear = 2000 + Number(match[2]);
    if (typedMonth >= 1 && typedMonth <= 12 && typedYear * 12 + typedMonth >= year * 12 + month)
      return { month: typedMonth, year: typedYear };
  }
  return { month: 12, year: 2030 };
}
