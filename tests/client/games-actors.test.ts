import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { defaultFilters } from '../../machines/game-search';
import type { Game, SearchEventsBody } from '../../src/shared/contract/game';

const searched = vi.hoisted(() => ({ bodies: [] as unknown[], answer: [] as unknown[] }));
vi.mock('../../src/client/features/games/api', () => ({
  searchEvents: async (body: unknown) => {
    searched.bodies.push(body);
    return searched.answer;
  },
  searchNearbyEvents: async () => ({ place: null, games: [] }),
}));
const { gameSearchActors } = await import('../../src/client/features/games/games-actors');

const SYDNEY_CITY = 20;
const game = (id: number, regionId: number, latitude: number): Game =>
  ({ id, regionId, venue: { latitude, longitude: 151.2 } }) as Game;

describe('the game search by text', () => {
  it("looks state-wide and lists the chosen region's games first, then the nearest", async () => {
    // Sydney's CBD; the outback game is the nearest of none, the city's the farther of two.
    const position = { lat: -33.87, long: 151.2 };
    searched.answer = [game(1, 99, -33.9), game(2, SYDNEY_CITY, -33.95), game(3, SYDNEY_CITY, -33.88)];
    searched.bodies = [];
    const { searchGames } = gameSearchActors(() => position, 2);
    const actor = createActor(searchGames, {
      input: { filters: defaultFilters(2, [SYDNEY_CITY]), text: 'hotel' },
    }).start();
    const games = await toPromise(actor);
    expect(games.map((g) => g.id)).toEqual([3, 2, 1]);
    expect((searched.bodies as SearchEventsBody[]).every((b) => b.regions === undefined)).toBe(true);
  });
});
