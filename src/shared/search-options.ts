/** The game search's choices (spec section 4, "Filters"): shared by the contract, the machines and the views. */
export const DISTANCE_OPTIONS_M = [0, 10_000, 25_000, 50_000, 250_000] as const;
/** The buy-in slider: whole dollars in steps of 10; the top step reads '$200+' (no upper limit). */
export const BUY_IN_RANGE = { min: 0, max: 210, step: 10, openFrom: 200 } as const;

/** The day filters' "All" choice (otherwise a day offset 0-6 from today). */
export const ALL_DAYS = -1;
export const SEARCH_MODES = ['away', 'satellite', 'cashGames', 'special'] as const;

/** Games shown per 'Load More' step, on the home search and the type pages. */
export const GAMES_PAGE_SIZE = 25;

/** The most games one search answers (and the largest pageSize it accepts). */
export const MAX_SEARCH_RESULTS = 500;
