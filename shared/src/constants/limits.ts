// Business constants of the spec (membership.md §9, store.md §9) in one place.

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_TTL_SECONDS = 180;
export const SIGNUP_REDIRECT_MS = 3000;

export const NAME_LENGTH = { min: 2, max: 10 } as const;
export const LOGIN_ID_LENGTH = { min: 4, max: 16 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 16 } as const;
export const PASSWORD_SPECIALS = '@$!%*#?&';

export const QNA_TITLE_MIN = 4;
export const QNA_CONTENT_MIN = 10;
/** The longest question title and text the schemas take (code points, as zod counts). */
export const QNA_TITLE_MAX = 100;
export const QNA_CONTENT_MAX = 2000;
export const REVIEW_CONTENT = { min: 10, max: 1000 } as const;
export const CUSTOM_FORM = {
  title: { min: 5, max: 100 },
  content: { min: 10, max: 1000 },
} as const;
export const UPLOAD_LIMITS = { maxFiles: 5, maxBytes: 10 * 1024 * 1024 } as const;

/**
 * Widths (px) the API also serves a product image at (`?w=`), for `srcset`: a list card takes a
 * 320 or 480 px file instead of the 600–800 px original, a cart row a 160 px one.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 800, 1200] as const;

export const PAGE_SIZES = { coupons: 4, points: 5, more: 5, subscriptionsFirst: 6, pageWindow: 5 } as const;
/** Reviews and questions the product page lists at first and per 'more' click. */
export const PRODUCT_PAGE_LIST_SIZE = 20;
/** Products /products lists at first and per 'more' click: ten rows of four on a desktop, twenty of two on a phone. */
export const PRODUCT_LIST_PAGE_SIZE = 40;
export const POINT_UNIT = 10;
export const REVIEW_REWARD_RATE_PERCENT = 3;
export const LICENSE_MAX_DEVICES = 2;
/** A member with e-mail or SMS notices on hears of a key this many days before it expires. */
export const EXPIRY_NOTICE_DAYS = 7;
export const REFUND_WINDOW_DAYS = 7;
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest search text the suggestions take; the search box holds no more. */
export const SEARCH_QUERY_MAX_LENGTH = 50;
export const ADMIN_ORDER_POLL_MS = 300_000;

/** The youngest age (만 나이) that may sign up without a guardian's consent (개인정보 보호법 §22-2). */
export const SIGNUP_MIN_AGE = 14;
