// @vitest-environment happy-dom
import '../support/dom-setup';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { favouritesMachine } from '../../machines/favourites';
import { FavouritesContext } from '../../src/client/components/favourites/favourites-context';
import { GameCard } from '../../src/client/features/games/GameCard';
import type { Game } from '../../src/shared/contract/game';
import { renderInMantine } from '../support/render-flow';

const base: Game = {
  id: 42,
  title: 'The Emu Hotel',
  description: 'Tuesday Main Event',
  startTime: '19:30',
  dateTime: '2026-11-24T08:30:00.000Z',
  type: 'Home',
  typeId: 2,
  gameType: 'League',
  brandName: 'APL',
  divisionName: null,
  isSpecialEvent: false,
  isFavourite: false,
  eventStatusId: 1,
  buyInAmount: 0,
  buyInDescription: null,
  takeHomeAmount: 0,
  takeHomeAmountDescription: null,
  totalPTCredit: 0,
  ptcRedeemable: false,
  creditCardRedeemable: false,
  distanceAway: 850,
  goingCount: 0,
  regionId: 6,
  stateId: 1,
  venue: {
    id: 7,
    title: 'The Emu Hotel',
    address: '1 High St, Carlton VIC 3053',
    suburb: 'Carlton',
    latitude: -37.8,
    longitude: 144.97,
    friendlyUrlSlug: 'the-emu-hotel',
    regionId: 6,
    stateId: 1,
  },
  subMajorEvent: null,
};

function renderCard(overrides: Partial<Game>) {
  const logic = favouritesMachine.provide({
    actors: {
      listFavourites: fromPromise(async (): Promise<Game[]> => []),
      saveFavourite: fromPromise<void, { eventId: number; add: boolean }>(async () => undefined),
    },
  });
  return renderInMantine(
    <MemoryRouter>
      <FavouritesContext.Provider logic={logic} options={{ input: { isMember: true } }}>
        <GameCard game={{ ...base, ...overrides }} />
      </FavouritesContext.Provider>
    </MemoryRouter>,
  );
}

describe('game card', () => {
  it('shows FREE, metres under a kilometre, the start where it is played, and the heart', () => {
    renderCard({});
    expect(screen.getByTestId('game-buyin').textContent).toBe('FREE');
    expect(screen.getByText(/Carlton · 850 m/)).toBeTruthy();
    expect(screen.getByTestId('game-start').textContent).toMatch(/Tue.*24 Nov.*7:30/i);
    expect(screen.getByRole('button', { name: 'Add The Emu Hotel to My Poker Games' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /venue details/ }).getAttribute('href')).toBe(
      '/venue/the-emu-hotel',
    );
    expect(screen.queryByText('Get ticket')).toBeNull();
  });

  it('shows kilometres to one decimal, dollars, the guarantee, PTC credit, the going count and the ticket link', () => {
    renderCard({
      distanceAway: 12_345,
      buyInAmount: 50,
      takeHomeAmount: 2000,
      totalPTCredit: 20,
      goingCount: 3,
      ptcRedeemable: true,
    });
    expect(screen.getByText(/12.3 km/)).toBeTruthy();
    expect(screen.getByTestId('game-buyin').textContent).toBe('$50');
    expect(screen.getByText('$2,000')).toBeTruthy();
    expect(screen.getByText('20 PTC')).toBeTruthy();
    expect(screen.getByTestId('going-count').textContent).toBe('3 going');
    expect(screen.getByText('Get ticket').getAttribute('href')).toBe(
      '/redeem/verify?returnUrl=%2Fredeem%2Fevent%2F42',
    );
  });

  it("tags an on-hold game and offers no heart; tags satellites, specials and ALH's games", () => {
    renderCard({ eventStatusId: 6 });
    expect(screen.getByText('On Hold')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /My Poker Games/ })).toBeNull();
  });

  it.each([
    [{ type: 'Satellite' }, 'Satellite'],
    [{ isSpecialEvent: true, type: 'Special Event' }, 'Special'],
    [{ brandName: 'ALH Hotels' }, 'VIP Loyalty'],
    [{ type: 'Raise' }, 'Raise'],
  ])('tags %j as %s', (overrides, tag) => {
    renderCard(overrides as Partial<Game>);
    expect(screen.getAllByText(tag).length).toBeGreaterThan(0);
  });
});
