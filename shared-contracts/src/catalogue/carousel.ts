import { ASSOCIATION_CAROUSEL_PAGE_SIZE, CAMPAIGN_CAROUSEL_PAGE_SIZE } from '../constants';

export interface CarouselPage<T> {
  /** The items shown now. */
  items: T[];
  /** Index of the first item shown. */
  start: number;
  /** Arrows appear only when there are more items than one page holds (spec section 9). */
  hasArrows: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
}

/**
 * One page of a home carousel: `pageSize` items from `start`, moving by a whole page (the spec's
 * step equals its page size). `start` is clamped to a page that exists.
 */
export function carouselPage<T>(
  items: readonly T[],
  start: number,
  pageSize: number,
): CarouselPage<T> {
  const lastStart = Math.max(0, Math.floor((items.length - 1) / pageSize) * pageSize);
  const from = Math.min(Math.max(0, start), lastStart);
  return {
    items: items.slice(from, from + pageSize),
    start: from,
    hasArrows: items.length > pageSize,
    canGoBack: from > 0,
    canGoForward: from + pageSize < items.length,
  };
}

export const CAROUSEL_PAGE_SIZES = {
  campaigns: CAMPAIGN_CAROUSEL_PAGE_SIZE,
  associations: ASSOCIATION_CAROUSEL_PAGE_SIZE,
} as const;
