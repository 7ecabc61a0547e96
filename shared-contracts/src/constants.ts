// Business constants and limits of spec section 9 (and the file rules of section 5).

export const LOCALE = 'fr-FR';
export const CURRENCY = 'EUR';

export const PRESET_AMOUNTS = [
  { amount: 1, label: 'Petit geste' },
  { amount: 5, label: 'Supporter' },
  { amount: 10, label: 'Contributeur' },
  { amount: 20, label: 'Défenseur' },
  { amount: 50, label: 'Champion' },
  { amount: 100, label: 'Grand donateur' },
] as const;

export const CUSTOM_AMOUNT_MIN = 1;
/** Custom amounts go by cents. */
export const CUSTOM_AMOUNT_STEP = 0.01;
/** The card provider's ceiling for one payment (Stripe: 999 999,99 €). */
export const MAX_DONATION_AMOUNT = 999_999.99;
export const REWARD_MIN_AMOUNT = 1;
/** A reward added in the manager form starts like this (spec section 9). */
export const NEW_REWARD_DEFAULTS = {
  amount: 0,
  title: '',
  description: '',
  includes_previous: true,
} as const;

export const PLATFORM_COMMISSION_RATE = 0.05;
export const PROCESSING_FEE_RATE = 0.029;
export const PROCESSING_FEE_FIXED_CENTS = 25;

export const DEFAULT_CAMPAIGN_DURATION_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 6;

/** Checked on the document screen (spec section 5). */
export const DOCUMENT_MAX_BYTES = 5_242_880;
/** What the 413 text announces ('Taille maximum: 10MB'), so the server limit matches it. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const PAYMENT_POLL_INTERVAL_MS = 2000;
/**
 * Not in the spec: after this long still pending, the payment return page says why and offers
 * to come back later (the confirmation email follows the payment); it keeps asking meanwhile.
 */
export const PAYMENT_LONG_WAIT_MS = 20_000;
export const SESSION_EXPIRY_REDIRECT_MS = 2000;
/** Reset-password page: on 400 it goes to /forgot-password after the same delay. */
export const RESET_PASSWORD_REDIRECT_MS = 2000;
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_LIFETIME_DAYS = 1;

export const CAMPAIGN_CAROUSEL_PAGE_SIZE = 6;
export const ASSOCIATION_CAROUSEL_PAGE_SIZE = 4;
export const HEADER_SHRINK_SCROLL_PX = 50;
export const MOBILE_MENU_BREAKPOINT_PX = 768;
export const RECENT_CONTRIBUTIONS_COUNT = 5;
export const ADMIN_RECENT_DONATIONS_COUNT = 10;
/** Months of paid donations in the admin overview chart (the current one included). */
export const ADMIN_STATS_MONTHS = 12;
export const MANAGER_RECENT_CAMPAIGNS_COUNT = 3;
export const CAMPAIGN_CARD_DESCRIPTION_LINES = 2;
export const METADATA_DESCRIPTION_MAX = 150;
export const EDITOR_DEFAULT_HEIGHT_PX = 200;
export const EDITOR_HEADER_LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** The four text sizes of the editor; 'normal' is text without a size mark. */
export const EDITOR_SIZES = ['small', 'normal', 'large', 'huge'] as const;

/** Structured data of page metadata (spec section 2). */
export const STRUCTURED_DATA_PRICE_EUR = 1;
export const STRUCTURED_DATA_RATING = 4.8;

export const MS_PER_DAY = 86_400_000;

export const CATEGORIES = ['social', 'health', 'education', 'environment'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'social';
export const DEFAULT_CITY = 'France';

/**
 * A self-contained image, so the fallback can never itself fail to load and no package has to
 * serve a file for it. Used for campaigns without an image and new associations.
 */
export const PLACEHOLDER_IMAGE_URL =
  "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='800' height='450' viewBox='0 0 800 450'%3E%3Crect width='800' height='450' fill='%23e9ecef'/%3E%3Cpath d='M330 280l50-60 40 45 30-30 50 45z' fill='%23adb5bd'/%3E%3Ccircle cx='360' cy='190' r='18' fill='%23adb5bd'/%3E%3C/svg%3E";

/**
 * The placeholder as a file the platform serves (the shell's build emits it at its root): page
 * metadata needs an absolute http(s) URL, since link previews and crawlers ignore data: URLs.
 */
export const PLACEHOLDER_IMAGE_PATH = '/placeholder.png';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/x-msvideo',
  'video/avi',
  'video/quicktime',
] as const;
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
/** The `accept` attribute of the document picker. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');
export const IMAGE_ACCEPT = 'image/*';
export const VIDEO_ACCEPT = 'video/*';
/** Uploaded media URLs must contain these segments (spec section 5). */
export const IMAGE_URL_SEGMENT = '/images/';
export const VIDEO_URL_SEGMENT = '/videos/';
export const DOCUMENT_URL_SEGMENT = '/documents/';

/** The payment return page treats these two values specially; anything else is pending. */
export const PAYMENT_STATUS_PAID = 'paid';
export const PAYMENT_STATUS_EXPIRED = 'expired';

export const DEFAULT_API_PREFIX = '/api';
