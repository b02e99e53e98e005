// Business constants of the catalog screens (store.md §9).

/** Items per home section (best, new, discounted). */
export const HOME_SECTION_SIZE = 4;
/** Related products on the detail page. */
export const RELATED_SIZE = 4;

/**
 * The home review carousel: 3 slides (2 on tablets, 640 to 1023 px; 1 on phones), 50 px apart, a
 * step every 9 s, looping. Three on a tablet left each card about 180 px wide.
 */
export const REVIEW_CAROUSEL = { slidesPerView: 3, tabletSlidesPerView: 2, gapPx: 50, intervalMs: 9000, loop: true } as const;
