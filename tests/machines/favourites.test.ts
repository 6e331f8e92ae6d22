import { describe, expect, it } from 'vitest';
import { myPokerGames } from '../../machines/favourites';
import type { Game } from '../../src/shared/contract/game';

// The flow itself is tested on the view: tests/client/favourites-paths.test.tsx.
const game = (id: number, day: number) => ({ id, dateTime: `2026-11-${20 + day}T09:00:00.000Z` }) as Game;

describe('favourites rules', () => {
  it("shows at most three in 'My Poker Games', soonest first", () => {
    expect(myPokerGames([game(1, 4), game(2, 1), game(3, 3), game(4, 2)]).map((g) => g.id)).toEqual([
      2, 4, 3,
    ]);
  });
});
