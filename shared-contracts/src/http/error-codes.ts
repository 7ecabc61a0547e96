/**
 * The machine code every error body of the API carries beside its French `detail`:
 * `{ detail, code }`. Clients branch on the code, never on the HTTP status, which different
 * refusals share (a 409 is a closed campaign, a taken email or a campaign with donations).
 * Each code with the status it is sent with and, above it, what it means.
 */
export const ERROR_CODE_STATUS = {
  /** The request could not be read (malformed body, parameter or value). */
  bad_request: 400,
  /** An upload call came without its file. */
  file_required: 400,
  /** The password reset link is unknown, already used or expired. */
  reset_token_invalid: 400,
  /** The payment provider's notice is unsigned, badly signed or too old. */
  webhook_signature_invalid: 400,
  /** A checkout the server refuses without saying why (its hidden field was filled: a robot). */
  request_refused: 400,
  /** No session, or the session expired: sign in again. */
  unauthenticated: 401,
  /** Login refused: wrong email or password, or a deactivated account (one answer for all). */
  login_failed: 401,
  /** The signed-in user's role may not do this. */
  forbidden: 403,
  /** A checkout without its proof of work, or with a wrong, expired or already used one. */
  challenge_failed: 403,
  /** A plan's control link (dons réguliers) that is forged, damaged or for another plan. */
  plan_link_invalid: 403,
  /** The plan's control session (one hour after opening the link) is over: open a link again. */
  plan_control_expired: 403,
  /** An unsubscribe link (Actualités, reminders) that is forged or damaged. */
  unsubscribe_link_invalid: 403,
  /** No such resource, or not one this caller may see. */
  not_found: 404,
  /** The change collides with existing data (a duplicate, a row still referenced). */
  conflict: 409,
  /** Another account already uses this email. */
  email_taken: 409,
  /** An association with this SIREN or RNA has already signed up (or was created). */
  association_already_registered: 409,
  /** The manager email of an association sign-up already belongs to an account. */
  manager_email_taken: 409,
  /** A super admin cannot deactivate their own account. */
  cannot_deactivate_self: 409,
  /** A super admin cannot change their own role. */
  cannot_change_own_role: 409,
  /** The campaign no longer takes donations (ended, completed, paused). */
  campaign_closed: 409,
  /** A campaign that received donations cannot be deleted. */
  campaign_has_donations: 409,
  /** An association that has campaigns cannot be deleted. */
  association_has_campaigns: 409,
  /** A campaign is shown to the public only for an approved association. */
  publish_needs_approval: 409,
  /** The association's upload quota is used up. */
  upload_quota_reached: 409,
  /** The donation was refunded already: nothing more to give back. */
  already_refunded: 409,
  /** Another refund of this donation is under way (asked twice at once). */
  refund_in_progress: 409,
  /** Only a paid donation can be refunded (this one is pending, expired or failed). */
  not_refundable: 409,
  /** A manager may refund a gift only within 30 days of its payment; support may later. */
  refund_period_over: 409,
  /** The plan is stopped: it can no longer be changed (stopping is for good). */
  plan_stopped: 409,
  /** Resume asked for a plan that is not paused. */
  plan_not_paused: 409,
  /** The reward's last unit went to another checkout (issue 30: reward stock). */
  reward_sold_out: 409,
  /** 'Me le rappeler' on a campaign without a goal, closed, or ending within 48 hours. */
  reminder_not_offered: 409,
  /** The plan's control link is past its expiry date: ask for a new one. */
  plan_link_expired: 410,
  /** The plan's control link was already used once (single use): ask for a new one. */
  plan_link_used: 410,
  /** The body or the file is over the size limit. */
  payload_too_large: 413,
  /** The file's type is not accepted. */
  unsupported_media_type: 415,
  /** Some fields are invalid: `detail` is the list of `{ path, message }`. */
  validation_failed: 422,
  /**
   * A campaign change its money rules refuse: a completed campaign stays completed; once it
   * received money, its goal, end date or association cannot change as asked (`detail` lists
   * the refused fields, like validation_failed).
   */
  terms_frozen: 422,
  /** Too many attempts: wait a little. */
  rate_limited: 429,
  /** The campaign already emailed its backers CAMPAIGN_NEWS_DAILY_LIMIT updates today (Paris). */
  news_daily_limit: 429,
  /** Too many checkouts for one email, or too many declined payments for one card: wait. */
  too_many_attempts: 429,
  /** Unexpected server failure (logged, never detailed to the client). */
  server_error: 500,
  /** The payment provider could not open the checkout: the donation was not created. */
  payment_failed: 502,
  /** The payment provider refused or could not make a refund: nothing was recorded. */
  refund_failed: 502,
  /** The service, or one it needs, is not ready: try again later. */
  unavailable: 503,
  /** The database cannot be reached (an outage, a restart): try again in a moment. */
  database_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODE_STATUS;

/** Every code, for the API's tests and documentation. */
export const ERROR_CODES = Object.keys(ERROR_CODE_STATUS) as ErrorCode[];

/** The codes whose `detail` is the list of field issues (shown on their fields). */
export function isFieldErrorCode(code: ErrorCode | null): boolean {
  return code === 'validation_failed' || code === 'terms_frozen';
}

// A body without a code (a proxy's error page, an older server) reads as its status's generic
// code, so a client branch always has a code to test. A 502 of a proxy is not a payment failure.
const GENERIC_CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  500: 'server_error',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/** The code of a failed answer: the body's own, else the generic code of its status. */
export function errorCodeOf(status: number | null, body: unknown): ErrorCode | null {
  const sent =
    typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (typeof sent === 'string' && sent !== '') return sent as ErrorCode;
  if (status === null) return null;
  return GENERIC_CODE_BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'bad_request');
}
