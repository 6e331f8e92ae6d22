/** The game search's choices (spec section 4, "Filters"): shared by the contract, the machines and the views. */
export const DISTANCE_OPTIONS_M = [0, 10_000, 25_000, 50_000, 250_000] as const;
export const BUY_IN_RANGE = { min: 0, max: 210 } as const;
export const SEARCH_MODES = ['away', 'satellite', 'cashGames', 'special'] as const;

/** Games shown per 'Load More' step, on the home search and the type pages. */
export const GAMES_PAGE_SIZE = 25;
