import type { PlayerSearchBody } from './contract/ptc';

/** The player search of the PTC and ticket transfers as typed: its three fields, sent together, empty ones too. */
export type PlayerSearchDraft = Required<Omit<PlayerSearchBody, 'mode'>>;
export type PlayerSearchField = keyof PlayerSearchDraft;

export const EMPTY_PLAYER_SEARCH: PlayerSearchDraft = { firstName: '', lastName: '', cardNumber: '' };
