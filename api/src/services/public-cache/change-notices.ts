import { randomBytes } from 'node:crypto';

/**
 * Payloads this process gives the public_data_changed notifications it commits itself (the
 * payment statement, see confirmDonationPayment): unique per process and per call, so that
 * this process's listener can tell its own change when it arrives (PublicCache.changedHere).
 * Another instance's notices are plain changes to it.
 */
const NOTICE_PREFIX = `${randomBytes(6).toString('base64url')}:`;
let sequence = 0;

export function nextChangeNotice(): string {
  sequence += 1;
  return `${NOTICE_PREFIX}${sequence}`;
}

export function isOwnChangeNotice(payload: string | undefined): payload is string {
  return payload !== undefined && payload.startsWith(NOTICE_PREFIX);
}
