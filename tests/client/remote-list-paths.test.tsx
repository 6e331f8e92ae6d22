// @vitest-environment jsdom
import '../support/dom-setup';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { remoteListMachine } from '../../machines/remote-list';
import { HomeBanners } from '../../src/client/features/games/HomeBanners';
import { HomeGallery } from '../../src/client/features/games/HomeGallery';
import { HomeNews } from '../../src/client/features/games/HomeNews';
import { MajorEventsPage } from '../../src/client/features/major-events/major-events-route';
import type { MajorEvent, NewsArticle, Photo } from '../../src/shared/contract/content';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));
const api = vi.hoisted(() => ({
  banners: (): Promise<unknown[]> => new Promise(() => {}),
  news: (): Promise<unknown[]> => new Promise(() => {}),
}));
vi.mock('../../src/client/features/games/api', () => ({
  getHomeBanners: () => api.banners(),
  getFeaturedArticles: () => api.news(),
}));
const majorEventsApi = vi.hoisted(() => ({
  calls: [] as string[],
  answer: (): Promise<unknown[]> => Promise.resolve([]),
}));
vi.mock('../../src/client/features/major-events/api', () => ({
  getMajorEvents: (state: string) => {
    majorEventsApi.calls.push(`major-${state}`);
    return majorEventsApi.answer();
  },
  getAplptMajorEvents: (state: string) => {
    majorEventsApi.calls.push(`aplpt-${state}`);
    return majorEventsApi.answer();
  },
}));

const machine = remoteListMachine;

const article = (n: number): NewsArticle => ({
  name: `Story ${n}`,
  urlName: `story-${n}`,
  excerpt: 'A story.',
  bannerUrl: null,
  articleDate: '2026-11-20T00:00:00.000Z',
});
const photo = (id: number): Photo => ({
  id,
  venueName: `Venue ${id}`,
  eventName: `Game ${id}`,
  largePhotoUrl: `/media/photos/large-${id}.svg`,
  mediumPhotoUrl: `/media/photos/medium-${id}.svg`,
  players: [],
});
const majorEvent = (id: number, name: string): MajorEvent =>
  ({
    id,
    name,
    urlName: name.toLowerCase().replace(/ /g, '-'),
    aplpt: false,
    logoUrl: '/media/logo.svg',
    bannerUrl: '',
    description: '',
    featureEvent: id === 1,
    eventDate: '2027-03-01',
    eventEndDate: '2027-03-03',
    eventDateRangeDescription: '1 - 3 March 2027',
    event: { title: 'Main Event', venueAddress: 'Crown, Southbank' },
  }) as MajorEvent;

interface View {
  name: string;
  /** The machine's input for the view's props. */
  input: { request: unknown };
  items: unknown[];
  render(logic: unknown): ReactNode;
  /** What the user sees in each state of the list; `items` are the ones answered. */
  states: {
    loading(): void;
    listed(items: unknown[]): void;
    empty(): void;
    failed(): void;
  };
}

const nothing = (heading: string) => expect(screen.queryByRole('heading', { name: heading })).toBeNull();
const failedWith = (title: string) => {
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain(title);
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
};
const noAlert = () => expect(screen.queryByRole('alert')).toBeNull();
const loader = () => screen.queryByRole('status', { name: 'Loading' });
const skeleton = () => document.querySelector('.mantine-Skeleton-root');

const VIEWS: View[] = [
  {
    name: 'My Poker News',
    input: { request: 'NSW' },
    items: [1, 2, 3, 4, 5, 6, 7].map(article),
    render: (logic) => <HomeNews state="NSW" logic={logic as never} />,
    states: {
      loading: () => {
        nothing('My Poker News');
        noAlert();
      },
      listed: (items) => {
        expect(screen.getByRole('heading', { name: 'My Poker News' })).toBeTruthy();
        // Six at most: three on a phone, six on a desktop.
        expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(
          (items as NewsArticle[]).slice(0, 6).map((a) => a.name),
        );
        noAlert();
      },
      empty: () => {
        nothing('My Poker News');
        noAlert();
      },
      failed: () => {
        expect(screen.getByRole('heading', { name: 'My Poker News' })).toBeTruthy();
        failedWith('The news could not be loaded.');
      },
    },
  },
  {
    name: 'Photo Gallery',
    input: { request: { stateId: 2, regionId: 21 } },
    items: [1, 2, 3].map(photo),
    render: (logic) => <HomeGallery stateId={2} regionId={21} logic={logic as never} />,
    states: {
      loading: () => {
        nothing('Photo Gallery');
        noAlert();
      },
      listed: (items) => {
        const alts = (items as Photo[]).map((p) => `${p.eventName} at ${p.venueName}`);
        // The phone's strip and the desktop's grid.
        expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([...alts, ...alts]);
        expect(screen.getByRole('link', { name: 'View gallery' })).toBeTruthy();
        noAlert();
      },
      empty: () => {
        nothing('Photo Gallery');
        expect(screen.queryByRole('link', { name: 'View gallery' })).toBeNull();
      },
      failed: () => {
        expect(screen.getByRole('heading', { name: 'Photo Gallery' })).toBeTruthy();
        failedWith('The photos could not be loaded.');
      },
    },
  },
  {
    name: 'banners',
    input: { request: 'QLD' },
    items: [
      { key: 'event-1', title: 'QLD Championship', subtitle: 'March', image: '', to: '/major-events/qld' },
      { key: 'news-a', title: 'Story A', subtitle: 'News', image: '', to: '/news/story-a' },
    ],
    render: (logic) => <HomeBanners state="QLD" logic={logic as never} />,
    states: {
      loading: () => {
        expect(skeleton()).not.toBeNull();
        expect(screen.queryByTestId('home-banners')).toBeNull();
        noAlert();
      },
      listed: (items) => {
        expect(skeleton()).toBeNull();
        const carousel = screen.getByTestId('home-banners');
        const banners = items as { title: string; to: string }[];
        expect(
          within(carousel)
            .getAllByRole('button', { name: /^Show banner/ })
            .map((b) => b.getAttribute('aria-label')),
        ).toEqual(banners.map((b, i) => `Show banner ${i + 1}: ${b.title}`));
        expect(
          within(carousel)
            .getAllByRole('link')
            .filter((a) => a.getAttribute('href') !== '#games')
            .map((a) => a.getAttribute('href')),
        ).toEqual(banners.map((b) => b.to));
      },
      empty: () => {
        expect(skeleton()).toBeNull();
        expect(screen.queryByTestId('home-banners')).toBeNull();
        noAlert();
      },
      failed: () => {
        expect(skeleton()).toBeNull();
        failedWith('The banners could not be loaded.');
      },
    },
  },
  {
    name: 'Major Events',
    input: { request: { aplpt: false, state: 'SA' } },
    items: [majorEvent(1, 'SA State Championship'), majorEvent(2, 'Adelaide Cup')],
    render: (logic) => <MajorEventsPage aplpt={false} state="SA" logic={logic as never} />,
    states: {
      loading: () => {
        expect(loader()).not.toBeNull();
        expect(screen.queryByText('No Data')).toBeNull();
        noAlert();
      },
      listed: (items) => {
        expect(loader()).toBeNull();
        const cards = screen.getAllByTestId('major-event-card');
        expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(
          (items as MajorEvent[]).map((e) => e.name),
        );
        expect(cards.map((c) => within(c).getByRole('link').getAttribute('href'))).toEqual(
          (items as MajorEvent[]).map((e) => `/major-events/${e.urlName}`),
        );
      },
      empty: () => {
        expect(loader()).toBeNull();
        expect(screen.getByText('No Data')).toBeTruthy();
        noAlert();
      },
      failed: () => {
        expect(loader()).toBeNull();
        failedWith('The major events could not be loaded.');
      },
    },
  },
];

function renderView(view: View, load: ReturnType<typeof fakeActor<unknown[]>>, inspect: Coverage['inspect']) {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'remoteList') actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = machine.provide({ actors: { loadList: load.logic as never } });
  renderInMantine(<MemoryRouter>{view.render(logic)}</MemoryRouter>);
  return () => actor as AnyActorRef;
}

describe.each(VIEWS.map((v) => [v.name, v] as const))('remote list: the model’s paths on %s', (_, view) => {
  const cases = generatePathCases(machine, {
    inputs: { [view.name]: view.input },
    events: (snapshot) =>
      snapshot.children.loadList
        ? [
            { type: 'xstate.done.actor.loadList', output: view.items },
            { type: 'xstate.done.actor.loadList', output: [] },
            { type: 'xstate.error.actor.loadList', error: new Error('offline') },
          ]
        : [{ type: 'list.retry' }],
  });
  const coverage = createCoverage(machine);
  let load = fakeActor<unknown[]>('loadList');
  beforeEach(() => {
    load = fakeActor('loadList');
  });

  /** The answer the list shows: the last one received. */
  const answered = (history: readonly PathStep[]) =>
    ((history.findLast((s) => s.event.type === 'xstate.done.actor.loadList')?.event as { output?: unknown[] })
      ?.output ?? []) as unknown[];
  const loads = (history: readonly PathStep[]) =>
    1 + history.filter((s) => s.event.type === 'list.retry').length;

  const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
    loading: (_, history) => {
      view.states.loading();
      expect(load.pending()).toHaveLength(1);
      expect(load.inputs()).toEqual(Array(loads(history)).fill(view.input.request));
    },
    listed: (_, history) => {
      view.states.listed(answered(history));
      expect(load.pending()).toHaveLength(0);
    },
    empty: () => view.states.empty(),
    failed: () => view.states.failed(),
  };

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(machine, c, {
      render: (_input, inspect) => renderView(view, load, inspect),
      events: { 'list.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })) },
      fakes: { loadList: load },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});

describe('a new request is a new list', () => {
  it('loads the featured news of the state chosen next, and stops the old load', async () => {
    inspector.current = undefined;
    const load = fakeActor<unknown[]>('loadList');
    const logic = machine.provide({ actors: { loadList: load.logic as never } });
    const page = (state: string) => (
      <MantineProvider env="test">
        <MemoryRouter>
          <HomeNews state={state} logic={logic as never} />
        </MemoryRouter>
      </MantineProvider>
    );
    const { rerender } = render(page('VIC'));
    await act(async () => rerender(page('NSW')));
    expect(load.inputs()).toEqual(['VIC', 'NSW']);
    expect(load.calls[0]?.signal.aborted).toBe(true);
    await act(async () => load.settle({ type: 'xstate.done.actor.loadList', output: [article(9)] }));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Story 9']);
  });
});

describe('the live banners', () => {
  const renderBanners = () =>
    renderInMantine(
      <MemoryRouter>
        <HomeBanners state="VIC" />
      </MemoryRouter>,
    );

  it('show the slides the server answers, and fail when it fails', async () => {
    inspector.current = undefined;
    api.banners = () =>
      Promise.resolve([
        { key: 'banner-4', title: 'Climb the leaderboard', subtitle: '', image: '', to: '/leaderboards' },
        { key: 'news-a', title: 'Story A', subtitle: 'News', image: '', to: '/news/story-a' },
      ]);
    renderBanners();
    const carousel = await screen.findByTestId('home-banners');
    expect(
      within(carousel)
        .getAllByRole('button', { name: /^Show banner/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Show banner 1: Climb the leaderboard', 'Show banner 2: Story A']);
    cleanup();
    api.banners = () => Promise.reject(new Error('offline'));
    renderBanners();
    await screen.findByRole('alert');
    failedWith('The banners could not be loaded.');
  });
});

describe('the live home links', () => {
  const renderHome = (view: ReactNode) => renderInMantine(<MemoryRouter>{view}</MemoryRouter>);
  const hrefs = (links: HTMLElement[]) =>
    links.filter((a) => a.getAttribute('href') !== '#games').map((a) => a.getAttribute('href'));

  it('the banners open what each slide links to', async () => {
    inspector.current = undefined;
    api.banners = () =>
      Promise.resolve([
        {
          key: 'event-7',
          title: 'Victorian Championship',
          subtitle: '',
          image: '',
          to: '/major-events/vic-state-championship',
        },
        { key: 'news-1', title: 'Headline 1', subtitle: 'News', image: '', to: '/news/story-1-2026' },
      ]);
    renderHome(<HomeBanners state="VIC" />);
    const carousel = await screen.findByTestId('home-banners');
    expect(hrefs(within(carousel).getAllByRole('link'))).toEqual([
      '/major-events/vic-state-championship',
      '/news/story-1-2026',
    ]);
  });

  it('the My Poker News cards open each story at /news/{urlName}', async () => {
    inspector.current = undefined;
    api.news = () =>
      Promise.resolve(
        [1, 2].map((n) => ({ ...article(n), name: `Headline ${n}`, urlName: `story-${n}-2026` })),
      );
    renderHome(<HomeNews state="VIC" />);
    await screen.findByRole('heading', { name: 'My Poker News' });
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Headline 1', '/news/story-1-2026'],
      ['Headline 2', '/news/story-2-2026'],
    ]);
  });
});

describe('the live major events lists', () => {
  const renderList = (aplpt: boolean, state: string) =>
    renderInMantine(
      <MemoryRouter>
        <MajorEventsPage aplpt={aplpt} state={state} />
      </MemoryRouter>,
    );

  it('are kept per state and kind for the session; a failure is asked again', async () => {
    inspector.current = undefined;
    majorEventsApi.answer = () => Promise.reject(new Error('offline'));
    renderList(false, 'WA');
    await screen.findByRole('alert');
    cleanup();
    majorEventsApi.answer = () => Promise.resolve([majorEvent(5, 'WA Championship')]);
    renderList(false, 'WA');
    await screen.findByTestId('major-event-card');
    cleanup();
    renderList(false, 'WA');
    await screen.findByTestId('major-event-card');
    cleanup();
    renderList(true, 'WA');
    await screen.findByTestId('major-event-card');
    expect(majorEventsApi.calls).toEqual(['major-WA', 'major-WA', 'aplpt-WA']);
  });
});
