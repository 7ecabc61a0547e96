import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getApiClient, isApiError } from 'shared-contracts';
import { openPlanLink, readPlan } from 'shared-contracts/src/recurring/recurring.api';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import {
  clearControlSession,
  readControlSession,
  storeControlSession,
} from './plan-control-session';

/** The query of the emailed link (`/dons-reguliers/gerer?t=...`). */
export const PLAN_LINK_PARAM = 't';
/** Added by the API when the donor comes back from saving a new card. */
export const CARD_SAVED_PARAM = 'carte';

export type PlanLinkState =
  | { kind: 'opening' }
  /** Forged, damaged, expired, used, or no link at all: a page with no plan data. */
  | { kind: 'refused'; reason: 'missing' | 'invalid' }
  /** The server could not be reached or failed: retry. */
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; plan: RecurringPlan; controlToken: string; cardSaved: boolean };

// A link is spent by its first opening: the same token asked twice in one page's life (React's
// development double effects, a re-render) shares one call instead of being refused the second
// time.
const openings = new Map<string, ReturnType<typeof openPlanLink>>();

function openOnce(token: string) {
  let opening = openings.get(token);
  if (!opening) {
    opening = openPlanLink(getApiClient(), { token });
    openings.set(token, opening);
    // A failed call (network, server) may be retried; a refused link stays refused anyway.
    opening.catch(() => openings.delete(token));
  }
  return opening;
}

/** The codes that mean the link or the session is not (or no longer) good: no data shown. */
const REFUSED = [
  'plan_link_invalid',
  'plan_link_expired',
  'plan_link_used',
  'plan_control_expired',
  'not_found',
] as const;

/**
 * Opens the plan from the emailed link (once), or from this tab's control session when the link
 * was already opened here (a reload, the return from the card page). The spent token leaves the
 * address at once, so that it is neither reused by a reload nor kept in the history.
 */
export function usePlanLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(PLAN_LINK_PARAM);
  const cardSaved = searchParams.has(CARD_SAVED_PARAM);
  const [state, setState] = useState<PlanLinkState>({ kind: 'opening' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const settle = (next: PlanLinkState) => {
      if (isCurrent) setState(next);
    };
    const fail = (error: unknown) => {
      if (isApiError(error, ...REFUSED)) {
        clearControlSession();
        settle({ kind: 'refused', reason: 'invalid' });
      } else settle({ kind: 'failed', error });
    };
    setState({ kind: 'opening' });
    if (token) {
      openOnce(token).then((session) => {
        storeControlSession({
          planId: session.plan.id,
          controlToken: session.control_token,
          expiresAt: session.expires_at,
        });
        settle({
          kind: 'ready',
          plan: session.plan,
          controlToken: session.control_token,
          cardSaved: false,
        });
        if (isCurrent)
          setSearchParams(
            (params) => {
              params.delete(PLAN_LINK_PARAM);
              return params;
            },
            { replace: true },
          );
      }, fail);
    } else {
      const stored = readControlSession();
      if (!stored) settle({ kind: 'refused', reason: 'missing' });
      else
        readPlan(getApiClient(), stored.planId, { control_token: stored.controlToken }).then(
          (plan) => settle({ kind: 'ready', plan, controlToken: stored.controlToken, cardSaved }),
          fail,
        );
    }
    return () => {
      isCurrent = false;
    };
    // Only a retry runs it again: the token leaving the address must not open the stored
    // session a second time.
  }, [round]);

  return {
    state,
    retry: () => setRound((value) => value + 1),
    setPlan: (plan: RecurringPlan) =>
      setState((previous) => (previous.kind === 'ready' ? { ...previous, plan } : previous)),
  };
}
