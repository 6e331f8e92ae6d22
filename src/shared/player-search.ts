import type { PlayerSearchBody } from './contract/ptc';

/** The player search of the PTC and ticket transfers as typed: its three fields, sent together, empty ones too. */
export type PlayerSearchDraft = Required<Omit<PlayerSearchBody, 'mode'>>;
export type PlayerSearchField = keyof PlayerSearchDraft;

export const EMPTY_PLAYER_SEARCH: PlayerSearchDraft = { firstName: '', lastName: '', cardNumber: '' };

/** The draft after one field was typed (the transfers' `search.change`). */
export const withSearchField = (
  draft: PlayerSearchDraft,
  change: { field: PlayerSearchField; value: string },
): PlayerSearchDraft => ({ ...draft, [change.field]: change.value });
