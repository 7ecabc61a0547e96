import { CUSTOM_AMOUNT_MIN, MAX_DONATION_AMOUNT } from '../constants';
import { ROUTES } from './routes';

/**
 * The campaign page's query parameter that opens its contribution dialog on arrival:
 * `/campaign/{slug}?contribuer=20` opens it with 20 € chosen, `?contribuer=oui` with no amount.
 * The payment return page's 'Réessayer' leads there after an expired or declined payment.
 */
export const CONTRIBUTE_QUERY_PARAM = 'contribuer';

/**
 * Beside it, `&frequence=mensuel` (or 'annuel', 'unique') chooses the gift's frequency
 * (issue 29). The dialog offers it only on a continuous campaign, and a regular gift still
 * needs the donor's ticked consent beside its summary: a link never skips that summary.
 */
export const FREQUENCY_QUERY_PARAM = 'frequence';

/** The words of `?frequence=` and the dialog's frequency each one chooses. */
const FREQUENCY_WORDS = { unique: 'once', mensuel: 'monthly', annuel: 'yearly' } as const;

export type ContributeFrequency = (typeof FREQUENCY_WORDS)[keyof typeof FREQUENCY_WORDS];

/** What the campaign page's address asks of its dialog. */
export interface ContributeRequest {
  amount?: number;
  frequency?: ContributeFrequency;
}

const WITHOUT_AMOUNT = 'oui';

/** The campaign page with its contribution dialog open, with the amount given when there is one. */
export function campaignContributeHref(campaignSlug: string, amount?: number | null): string {
  return ROUTES.campaign.href(
    { campaignId: campaignSlug },
    { [CONTRIBUTE_QUERY_PARAM]: amount ? String(amount) : WITHOUT_AMOUNT },
  );
}

/**
 * What the campaign page's address asks for: null (no dialog), or the dialog, with the amount
 * when it is one a donor could type (at least 1 €, whole cents, under the maximum).
 */
export function contributeRequest(search: URLSearchParams): ContributeRequest | null {
  const value = search.get(CONTRIBUTE_QUERY_PARAM);
  if (value === null) return null;
  const word = search.get(FREQUENCY_QUERY_PARAM)?.trim().toLowerCase() ?? '';
  const frequency = Object.hasOwn(FREQUENCY_WORDS, word)
    ? FREQUENCY_WORDS[word as keyof typeof FREQUENCY_WORDS]
    : undefined;
  const chosen = frequency ? { frequency } : {};
  const amount = Number(value);
  const valid =
    value.trim() !== '' &&
    Number.isFinite(amount) &&
    amount >= CUSTOM_AMOUNT_MIN &&
    amount <= MAX_DONATION_AMOUNT &&
    Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
  return valid ? { amount, ...chosen } : chosen;
}
