// The control page's session: the emailed link's token is used once (POST /recurring/link/open)
// and answers a one-hour control token, kept in this tab's sessionStorage so that a reload, or
// the return from the card page, finds the plan again without the spent link.

export interface StoredControlSession {
  planId: string;
  controlToken: string;
  /** ISO instant after which the server refuses the control token. */
  expiresAt: string;
}

const KEY = 'plan-control-session';

export function readControlSession(now: Date = new Date()): StoredControlSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<StoredControlSession>;
    if (
      typeof session.planId !== 'string' ||
      typeof session.controlToken !== 'string' ||
      typeof session.expiresAt !== 'string' ||
      !(Date.parse(session.expiresAt) > now.getTime())
    )
      return null;
    return session as StoredControlSession;
  } catch {
    // Storage refused (private mode) or damaged: no session, the link must be opened again.
    return null;
  }
}

export function storeControlSession(session: StoredControlSession): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Without storage the page still works until it is left.
  }
}

export function clearControlSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
