// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { locationMachine } from '../../machines/location';
import { routes } from '../../src/client/app/router';
import { Header } from '../../src/client/app/shell/Header';
import { LocationContext } from '../../src/client/components/location/location-context';
import type { Region } from '../../src/shared/contract/location';
import type { MajorEventDetail } from '../../src/shared/contract/major-event';
import { MILLION_PATH } from '../../src/shared/site';
import { renderInMantine } from '../support/render-flow';

const MILLION = {
  id: 10,
  name: 'The APL Million',
  urlName: 'apl-million-2025',
  aplpt: true,
  logoUrl: '/media/logos/apl-million.svg',
  bannerUrl: '/media/banners/apl-million.svg',
  featureEvent: true,
  description: '<p>The biggest stage in pub poker.</p>',
  eventDate: '2026-11-20',
  eventEndDate: '2026-12-03',
  eventDateRangeDescription: '20 Nov 2026 - 3 Dec 2026',
  event: { title: 'x', venueAddress: 'Crown Melbourne', dateTime: '2026-11-20', eventEndDate: '2026-12-03' },
  buyTicketUrl: null,
  totalPTCredit: 0,
  qualificationProcess: null,
  setupModeId: 2,
  linkedMajorEventId: 0,
  subMajorEvents: [],
  previousWinners: [],
} as MajorEventDetail;

// The pages' own calls: empty lists, and the Million by its APLPT call only.
vi.mock('../../src/client/features/major-events/api', () => ({
  getMajorEvents: async () => [],
  getAplptMajorEvents: async () => [],
  getMajorEvent: async () => Promise.reject(new Error('Not found')),
  getAplptMajorEvent: async (name: string) =>
    name === 'apl-million-2025' ? MILLION : Promise.reject(new Error('Not found')),
  getMajorEventQualifiers: async () => [],
  getMasterQualifiers: async () => [],
}));

/** The app's own routes for these paths (src/client/app/router.tsx), under the header. */
function appRoutes(paths: string[]): RouteObject[] {
  const layout = routes.find((r) => r.children)?.children ?? [];
  return paths.map((path) => {
    const route = layout.find((r) => r.path === path);
    if (!route) throw new Error(`router.tsx has no route ${path}`);
    return route;
  });
}

function renderShell() {
  const location = locationMachine.provide({
    actors: {
      loadRegions: fromPromise(async (): Promise<Region[]> => []),
      getPosition: fromPromise(() => new Promise(() => {})),
      findNearestVenue: fromPromise(() => new Promise(() => {})),
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [
          { path: '/start', element: <p>Start</p> },
          ...appRoutes(['major-events', 'aplpt', 'aplpt/:eventname', 'page-not-found']),
        ],
      },
    ],
    { initialEntries: ['/start'] },
  );
  renderInMantine(
    <LocationContext.Provider
      logic={location as never}
      options={{
        input: { stored: { stateId: 1, regionId: null, coords: null, stateName: 'VIC', regionName: null } },
      }}
    >
      <RouterProvider router={router} />
    </LocationContext.Provider>,
  );
  return router;
}

describe("the desktop header's top links", () => {
  it('go to /aplpt, the Million and /major-events, each a page with its own heading', async () => {
    const router = renderShell();
    const top = screen.getByRole('navigation', { name: 'Top' });
    const link = (name: string) => within(top).getByRole('link', { name });
    expect(MILLION_PATH).toBe('/aplpt/apl-million-2025');
    for (const { name, path, heading } of [
      { name: 'APLPT', path: '/aplpt', heading: 'APL Poker Tour' },
      { name: 'Million', path: '/aplpt/apl-million-2025', heading: 'The APL Million' },
      { name: 'Major', path: '/major-events', heading: 'Major Events' },
    ]) {
      expect(link(name).getAttribute('href')).toBe(path);
      await act(async () => fireEvent.click(link(name)));
      // The route's code loads first (a lazy route), then the address changes.
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(link(name).getAttribute('aria-current')).toBe('page');
    }
  });
});
