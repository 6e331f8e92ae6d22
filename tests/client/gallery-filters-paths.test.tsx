// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent } from 'xstate';
import {
  type GalleryFilters,
  type GalleryOptions,
  galleryFiltersMachine,
} from '../../machines/gallery-filters';
import { GalleryPage } from '../../src/client/features/gallery/GalleryPage';
import type { Photo, PhotoPage } from '../../src/shared/contract/content';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  NOT_OFFERED,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const inspector = vi.hoisted(() => ({ current: undefined as ((e: InspectionEvent) => void) | undefined }));
vi.mock('../../src/client/components/inspector', () => ({
  inspectOptions: () => ({ inspect: (e: InspectionEvent) => inspector.current?.(e) }),
}));

const OPTIONS = {
  regions: [
    { id: 11, name: 'Inner Melbourne', state: { id: 1 } },
    { id: 21, name: 'Sydney City', state: { id: 2 } },
  ],
  seasons: [{ id: 3, name: 'Summer 2026', seasonDescription: '', isCurrent: true, months: [] }],
  venues: [
    { id: 101, name: 'Royal Hotel', title: 'Royal Hotel', stateId: 1, regionId: 11 },
    { id: 102, name: 'Royal Oak', title: 'Royal Oak', stateId: 2, regionId: 21 },
    { id: 103, name: 'The Local', title: 'The Local', stateId: 1, regionId: 11 },
  ].map((v) => ({ ...v, friendlyUrlSlug: v.name.toLowerCase(), suburb: '', days: [] })),
} as GalleryOptions;

const photo = (id: number): Photo => ({
  id,
  venueName: 'Royal Hotel',
  eventName: `Game ${id}`,
  largePhotoUrl: `/media/photos/large-${id}.svg`,
  mediumPhotoUrl: `/media/photos/medium-${id}.svg`,
  players: id === 1 ? ['Anna Smith', 'Ben Jones'] : [],
});
const PAGE1: PhotoPage = { photos: Array.from({ length: 12 }, (_, i) => photo(i + 1)), hasMore: true };
const PAGE2: PhotoPage = { photos: [photo(13), photo(14)], hasMore: false };
const EMPTY: PhotoPage = { photos: [], hasMore: false };

type Outcome = EventObject & { output?: unknown; error?: unknown };
const OUTCOMES: Record<string, Outcome[]> = {
  loadOptions: [
    { type: 'xstate.done.actor.loadOptions', output: OPTIONS },
    { type: 'xstate.error.actor.loadOptions', error: new Error('offline') },
  ],
  loadPhotos: [
    { type: 'xstate.done.actor.loadPhotos', output: PAGE1 },
    { type: 'xstate.done.actor.loadPhotos', output: EMPTY },
    { type: 'xstate.error.actor.loadPhotos', error: new Error('offline') },
  ],
  loadMorePhotos: [
    { type: 'xstate.done.actor.loadMorePhotos', output: PAGE2 },
    { type: 'xstate.error.actor.loadMorePhotos', error: new Error('offline') },
  ],
};

const cases = generatePathCases(galleryFiltersMachine, {
  inputs: { visitor: undefined },
  events: (snapshot) => [
    { type: 'filters.toggle' },
    { type: 'filter.state', stateId: 1 },
    { type: 'filter.region', regionId: 11 },
    { type: 'filter.season', seasonId: 3 },
    { type: 'filter.venue', venueId: 101 },
    { type: 'venue.search', text: 'roy' },
    { type: 'venue.pick', venueId: 102 },
    { type: 'photos.more' },
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
});

const coverage = createCoverage(galleryFiltersMachine);
let load = { options: fakeActor<GalleryOptions>('loadOptions'), photos: fakeActor<PhotoPage>('loadPhotos') };
beforeEach(() => {
  load = { options: fakeActor('loadOptions'), photos: fakeActor('loadPhotos') };
});

function renderGallery(_input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  let actor: AnyActorRef | undefined;
  inspector.current = (event) => {
    const logic = (event.actorRef as unknown as { logic?: { id?: string } }).logic;
    if (event.type === '@xstate.actor' && logic?.id === 'galleryFilters')
      actor = event.actorRef as AnyActorRef;
    inspect(event);
  };
  const logic = galleryFiltersMachine.provide({
    actors: { loadOptions: load.options.logic as never, loadPhotos: load.photos.logic as never },
  });
  renderInMantine(
    <MemoryRouter>
      <GalleryPage logic={logic as never} />
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

const field = (label: string) =>
  screen.queryByLabelText(label, { selector: 'input' }) as HTMLInputElement | null;

/** Opens a selector and picks the option when it is listed (and not already chosen). */
function pick(label: string, option: string) {
  const input = field(label);
  if (!input || input.value === option) return NOT_OFFERED;
  fireEvent.click(input);
  const choice = screen.queryByRole('option', { name: option });
  if (!choice) {
    fireEvent.keyDown(input, { key: 'Escape' });
    return NOT_OFFERED;
  }
  fireEvent.click(choice);
}

const ACTIONS = {
  'filters.toggle': () => fireEvent.click(screen.getByRole('button', { name: 'Filters' })),
  'filter.state': () => pick('State', 'Victoria'),
  'filter.region': () => pick('Regions', 'Inner Melbourne'),
  'filter.season': () => pick('Seasons', 'Summer 2026'),
  'filter.venue': () => pick('Venues', 'Royal Hotel'),
  'venue.search': (event: EventObject) =>
    fireEvent.change(screen.getByLabelText('Search venues'), {
      target: { value: (event as EventObject & { text: string }).text },
    }),
  'venue.pick': () => {
    const suggestion = screen.queryByRole('button', { name: 'Royal Oak, NSW, Sydney City' });
    if (!suggestion) return NOT_OFFERED;
    fireEvent.click(suggestion);
  },
  'photos.more': () => {
    const more = screen.queryByRole('button', { name: 'Load More' });
    if (!more || more.hasAttribute('data-loading')) return NOT_OFFERED;
    fireEvent.click(more);
  },
};

const NONE: GalleryFilters = { stateId: null, regionId: null, seasonId: null, venueId: null };
const FILTER_EVENTS = ['filter.state', 'filter.region', 'filter.season', 'filter.venue', 'venue.pick'];

/** What the visitor should see, worked out from what happened (the spec's filter rules, not the model's). */
function expected(history: readonly PathStep[]) {
  let filters = NONE;
  let query = '';
  let photos: Photo[] = [];
  let hasMore = false;
  let page = 1;
  let before = JSON.stringify({ filters: NONE, query: '' });
  for (const { event, state } of history) {
    // A choice the page did not offer (or that changes nothing) is refused and reloads nothing.
    const { filters: now, query: typed } = state.context as { filters: GalleryFilters; query: string };
    const after = JSON.stringify({ filters: now, query: typed });
    const reloaded = FILTER_EVENTS.includes(event.type) && after !== before;
    before = after;
    const e = event as EventObject & Record<string, unknown>;
    if (event.type === 'venue.search') query = e.text as string;
    if (reloaded) {
      photos = [];
      hasMore = false;
      page = 1;
      if (event.type === 'filter.state') filters = { ...filters, stateId: 1, regionId: null, venueId: null };
      if (event.type === 'filter.region') filters = { ...filters, regionId: 11, venueId: null };
      if (event.type === 'filter.season') filters = { ...filters, seasonId: 3 };
      if (event.type === 'filter.venue') filters = { ...filters, venueId: 101 };
      if (event.type === 'venue.pick') {
        filters = { ...filters, stateId: 2, regionId: 21, venueId: 102 };
        query = '';
      }
    }
    const output = e.output as PhotoPage | undefined;
    if (event.type === 'xstate.done.actor.loadPhotos' && output) {
      photos = output.photos;
      hasMore = output.hasMore;
    }
    if (event.type === 'xstate.done.actor.loadMorePhotos' && output) {
      photos = [...photos, ...output.photos];
      hasMore = output.hasMore;
      page += 1;
    }
  }
  return { filters, query, photos, hasMore, page };
}

const optionsLoaded = (history: readonly PathStep[]) =>
  history.some((s) => s.event.type === 'xstate.done.actor.loadOptions');

function expectSuggestions(history: readonly PathStep[]) {
  const { query } = expected(history);
  expect((screen.getByLabelText('Search venues') as HTMLInputElement).value).toBe(query);
  const list = screen.queryByTestId('venue-suggestions');
  if (query === 'roy' && optionsLoaded(history)) {
    // Names starting with the text, with state short name and region.
    expect(
      within(list as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Royal Hotel, VIC, Inner Melbourne', 'Royal Oak, NSW, Sydney City']);
  } else expect(list).toBeNull();
}

const NAMES = {
  stateId: { 1: 'Victoria', 2: 'New South Wales' },
  regionId: { 11: 'Inner Melbourne', 21: 'Sydney City' },
  seasonId: { 3: 'Summer 2026' },
  venueId: { 101: 'Royal Hotel', 102: 'Royal Oak' },
} as Record<keyof GalleryFilters, Record<number, string>>;

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  'options.loading': (_, history) => {
    expect(load.options.pending()).toHaveLength(1);
    expectSuggestions(history);
  },
  'options.ready': (_, history) => expectSuggestions(history),
  'options.failed': (_, history) => expectSuggestions(history),
  'panel.closed': () => {
    expect(screen.queryByTestId('gallery-filters')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
  },
  'panel.open': (_, history) => {
    expect(screen.getByTestId('gallery-filters')).toBeTruthy();
    const { filters } = expected(history);
    const labels = { stateId: 'State', regionId: 'Regions', seasonId: 'Seasons', venueId: 'Venues' } as const;
    for (const key of Object.keys(labels) as (keyof GalleryFilters)[]) {
      const id = filters[key];
      expect(field(labels[key])?.value, labels[key]).toBe(id === null ? '' : NAMES[key][id]);
    }
  },
  'photos.loading': (_, history) => {
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(load.photos.pending().at(-1)?.input).toEqual({ ...expected(history).filters, pageIndex: 1 });
  },
  'photos.shown': (_, history) => {
    const { photos, hasMore } = expected(history);
    if (photos.length === 0) expect(screen.getByText('No photo yet')).toBeTruthy();
    else {
      const grid = screen.getByTestId('gallery-photos');
      expect(
        within(grid)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(photos.map((p) => `${p.eventName} at ${p.venueName}`));
    }
    expect(screen.queryByRole('button', { name: 'Load More' }) !== null).toBe(hasMore);
  },
  'photos.loadingMore': (_, history) => {
    const { filters, page } = expected(history);
    expect(load.photos.pending().at(-1)?.input).toEqual({ ...filters, pageIndex: page + 1 });
    expect(screen.getByRole('button', { name: 'Load More' }).hasAttribute('data-loading')).toBe(true);
  },
};

describe('gallery filters: the model’s paths on the real gallery', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(galleryFiltersMachine, c, {
      render: renderGallery,
      events: ACTIONS,
      fakes: { loadOptions: load.options, loadPhotos: load.photos, loadMorePhotos: load.photos },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });

  it('opens a photo larger with the players tagged in it', async () => {
    renderGallery(undefined, () => {});
    await act(async () => {
      load.photos.settle({ type: 'xstate.done.actor.loadPhotos', output: PAGE1 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Game 1 at Royal Hotel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Game 1 at Royal Hotel' }).getAttribute('src')).toBe(
      '/media/photos/large-1.svg',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Anna Smith', 'Ben Jones']);
  });
});
