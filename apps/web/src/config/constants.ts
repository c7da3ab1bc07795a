/** Business constants of spec §9, in one place. */
export const HEADER_TRANSPARENT_MAX_SCROLL = 600
export const MOBILE_BREAKPOINT_PX = 768
/** @public Spec §9; the stylesheet's `--header-height` carries the same value. */
export const HEADER_HEIGHT_PX = 93
export const ROUTE_TRANSITION_MS = 200

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const
/** Data-loading indicators wait this long before showing, so fast loads do not flash. */
export const FETCH_MIN_DISPLAY_DELAY_MS = 200
export const PREFETCH_IDLE_TIMEOUT_MS = 2000
/** Suggestions under the header's search box (`/api/search`), at most. */
export const SEARCH_SUGGESTIONS = 6
/** At most one forced reload per this interval after a chunk-load failure. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

export const CURRENCY_LOCALE = 'id-ID'
export const CURRENCY = 'IDR'
