// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { eventPageMachine } from '../../machines/event-page';
import { favouritesMachine } from '../../machines/favourites';
import { tournamentClockMachine } from '../../machines/tournament-clock';
import { FavouritesContext } from '../../src/client/components/favourites/favourites-context';
import { ClockPanel } from '../../src/client/features/event/ClockPanel';
import { EventHero } from '../../src/client/features/event/EventHero';
import { EventPageContext } from '../../src/client/features/event/event-page.context';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import { renderInMantine } from '../support/render-flow';

/** 19:00 in Melbourne on Sunday 22 November 2026, rego 18:30, no late rego; tickets by PTC. */
const EVENT = {
  id: 5,
  title: 'The Emu Hotel',
  startTime: '19:00',
  dateTime: '2026-11-22T08:00:00.000Z',
  rego: '18:30',
  lateRego: null,
  stateId: 1,
  eventStatusId: 1,
  isFavourite: false,
  goingCount: 0,
  ptcRedeemable: true,
  creditCardRedeemable: false,
  buyInAmount: 0,
  buyInDescription: null,
  venue: {
    id: 8,
    title: 'The Local',
    address: '1 Main St',
    friendlyUrlSlug: 'the-local',
    latitude: 0,
    longitude: 0,
  },
} as unknown as EventDetail;

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

function renderEventTop() {
  renderInMantine(
    <MemoryRouter>
      <FavouritesContext.Provider
        logic={favouritesMachine.provide({ actors: { listFavourites: never(), saveFavourite: never() } })}
        options={{ input: { isMember: false } }}
      >
        <EventPageContext.Provider
          logic={eventPageMachine.provide({
            actors: { loadLeaderboard: never(), loadPhotos: never() },
          })}
          options={{
            input: {
              event: EVENT,
              eventId: 5,
              isFavourite: false,
              sessionIds: [5],
              seasonId: null,
              gameScoreboardId: null,
            },
          }}
        >
          <EventHero event={EVENT} theme="league" isDirector={false} />
          <ClockPanel
            event={EVENT}
            logic={tournamentClockMachine.provide({
              actors: {
                loadStatus: never(),
                ticker: fromCallback(() => () => {}),
                hub: fromCallback(() => () => {}),
              },
            })}
          />
        </EventPageContext.Provider>
      </FavouritesContext.Provider>
    </MemoryRouter>,
  );
}

const savedTz = process.env.TZ;
afterEach(() => vi.useRealTimers());
afterAll(() => {
  process.env.TZ = savedTz;
});

describe.each(['Australia/Melbourne', 'Australia/Perth', 'UTC'])(
  'registration with the browser in %s',
  (tz) => {
    it.each([
      // 18:15 in Melbourne: open everywhere.
      ['2026-11-22T07:15:00.000Z', true],
      // 19:15 in Melbourne: closed everywhere (the bug: Perth and UTC browsers said open in the panel).
      ['2026-11-22T08:15:00.000Z', false],
    ] as const)('at %s the hero and the clock panel agree (open: %s)', async (now, open) => {
      process.env.TZ = tz;
      vi.useFakeTimers({ now: new Date(now) });
      renderEventTop();
      await act(async () => {});
      const purchase = within(screen.getByTestId('event-hero'))
        .getByText('Purchase Ticket')
        .closest('a, button');
      expect(purchase?.hasAttribute('disabled') || purchase?.hasAttribute('data-disabled')).toBe(!open);
      const panel = screen.getByTestId('clock-panel');
      expect(within(panel).getByTestId('registration').textContent).toBe(
        open ? 'Registration open' : 'Registration closed',
      );
      const ticket = within(panel).getByText('Get Ticket').closest('a, button');
      expect(ticket?.hasAttribute('data-disabled')).toBe(!open);
      expect(within(panel).getByTestId('registration-close').textContent).toBe(
        'Registration close at Sunday, November 22nd 2026, 6:30 pm',
      );
    });
  },
);
