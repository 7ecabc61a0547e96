import { LOCALE } from '../constants';
import { NBSP } from './money';

const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A file size as French readers write it: '512 octets', '245 Ko', '1,2 Mo'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes}${NBSP}octets`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}${NBSP}Ko`;
  return `${oneDecimal.format(bytes / (1024 * 1024))}${NBSP}Mo`;
}
