import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type GalleryFilters,
  type GalleryOptions,
  galleryFiltersMachine,
  regionsFor,
  searchOf,
  venueSuggestions,
  venuesFor,
} from '../../machines/gallery-filters';
import type { Photo, PhotoPage, PhotoSearch } from '../../src/shared/contract/content';
import type { VenueListItem } from '../../src/shared/contract/venue';
import { fakeActor } from '../support/path-harness';
import { unprovidedActorFailures } from '../support/unprovided-actors';

// The flow's paths run on the gallery page: tests/client/gallery-filters-paths.test.tsx.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const venue = (id: number, name: string, stateId: number, regionId: number | null) =>
  ({ id, name, title: name, stateId, regionId, days: [] }) as unknown as VenueListItem;
const OPTIONS: GalleryOptions = {
  regions: [
    { id: 10, name: 'Perth Metro', state: { id: 3 } },
    { id: 20, name: 'Geelong', state: { id: 1 } },
  ],
  seasons: [{ id: 5 }, { id: 6 }] as GalleryOptions['seasons'],
  venues: [
    venue(100, 'Swan Hotel', 3, 10),
    venue(101, 'Swanston Bar', 1, 20),
    venue(102, 'Bay Inn', 1, null),
  ],
};
const NONE: GalleryFilters = { stateId: null, regionId: null, seasonId: null, venueId: null };
const photos = (...ids: number[]) => ids.map((id) => ({ id }) as unknown as Photo);

function start() {
  const loadOptions = fakeActor<GalleryOptions>('loadOptions');
  const loadPhotos = fakeActor<PhotoPage, PhotoSearch>('loadPhotos');
  const actor = createActor(
    galleryFiltersMachine.provide({
      actors: { loadOptions: loadOptions.logic, loadPhotos: loadPhotos.logic },
    }),
  ).start();
  return { actor, loadOptions, loadPhotos };
}

async function open() {
  const fake = start();
  fake.loadOptions.settle({ type: 'xstate.done.actor.loadOptions', output: OPTIONS });
  fake.loadPhotos.settle({
    type: 'xstate.done.actor.loadPhotos',
    output: { photos: photos(1, 2), hasMore: true },
  });
  await flush();
  fake.actor.send({ type: 'filters.toggle' });
  return fake;
}

describe('the gallery filter options', () => {
  it('suggests up to ten venues whose name starts with the text, with state and region', () => {
    expect(venueSuggestions(OPTIONS, ' SWAN')).toEqual([
      { id: 100, name: 'Swan Hotel', stateShort: 'WA', regionName: 'Perth Metro' },
      { id: 101, name: 'Swanston Bar', stateShort: 'VIC', regionName: 'Geelong' },
    ]);
    expect(venueSuggestions(OPTIONS, 'inn')).toEqual([]);
    expect(venueSuggestions(OPTIONS, 'bay')).toEqual([
      { id: 102, name: 'Bay Inn', stateShort: 'VIC', regionName: '' },
    ]);
    expect(venueSuggestions(OPTIONS, '  ')).toEqual([]);
    expect(venueSuggestions(null, 'swan')).toEqual([]);
    const many = { ...OPTIONS, venues: Array.from({ length: 12 }, (_, i) => venue(i, `Pub ${i}`, 9, null)) };
    expect(venueSuggestions(many, 'pub').map((v) => v.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(venueSuggestions(many, 'pub')[0]).toEqual({
      id: 0,
      name: 'Pub 0',
      stateShort: '',
      regionName: '',
    });
  });

  it("offers the chosen state's regions and the chosen state's and region's venues", () => {
    expect(regionsFor({ options: OPTIONS, filters: NONE }).map((r) => r.id)).toEqual([10, 20]);
    expect(regionsFor({ options: OPTIONS, filters: { ...NONE, stateId: 1 } }).map((r) => r.id)).toEqual([20]);
    expect(regionsFor({ options: null, filters: NONE })).toEqual([]);
    expect(venuesFor({ options: OPTIONS, filters: NONE }).map((v) => v.id)).toEqual([100, 101, 102]);
    expect(venuesFor({ options: OPTIONS, filters: { ...NONE, stateId: 1 } }).map((v) => v.id)).toEqual([
      101, 102,
    ]);
    expect(
      venuesFor({ options: OPTIONS, filters: { ...NONE, stateId: 1, regionId: 20 } }).map((v) => v.id),
    ).toEqual([101]);
    expect(venuesFor({ options: OPTIONS, filters: { ...NONE, regionId: 10 } }).map((v) => v.id)).toEqual([
      100,
    ]);
    expect(venuesFor({ options: null, filters: NONE })).toEqual([]);
    expect(searchOf({ ...NONE, stateId: 3 }, 2)).toEqual({ ...NONE, stateId: 3, pageIndex: 2 });
  });
});

describe('the gallery', () => {
  it('loads the options and the first photos on open, with the panel closed', async () => {
    const { actor, loadOptions, loadPhotos } = start();
    expect(actor.getSnapshot().context).toEqual({
      options: null,
      filters: NONE,
      query: '',
      photos: [],
      pageIndex: 1,
      hasMore: false,
    });
    expect(actor.getSnapshot().hasTag('loading.photos')).toBe(true);
    expect(actor.getSnapshot().matches({ options: 'loading', panel: 'closed' })).toBe(true);
    expect(loadPhotos.inputs()).toEqual([{ ...NONE, pageIndex: 1 }]);
    loadOptions.settle({ type: 'xstate.done.actor.loadOptions', output: OPTIONS });
    loadPhotos.settle({
      type: 'xstate.done.actor.loadPhotos',
      output: { photos: photos(1, 2), hasMore: false },
    });
    await flush();
    expect(actor.getSnapshot().matches({ options: 'ready', photos: 'shown' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading.photos')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      options: OPTIONS,
      photos: photos(1, 2),
      hasMore: false,
      pageIndex: 1,
    });
    actor.send({ type: 'photos.more' });
    expect(actor.getSnapshot().hasTag('loading.more')).toBe(false);
  });

  it('failed loads leave no options and no photos', async () => {
    const { actor, loadOptions, loadPhotos } = start();
    loadOptions.settle({ type: 'xstate.error.actor.loadOptions', error: new Error('offline') });
    loadPhotos.settle({ type: 'xstate.error.actor.loadPhotos', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().matches({ options: 'failed', photos: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ options: null, photos: [], hasMore: false });
  });

  it('Load More appends the next page while there is one; a failed page keeps what is shown', async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'photos.more' });
    expect(actor.getSnapshot().hasTag('loading.more')).toBe(true);
    expect(loadPhotos.inputs().at(-1)).toEqual({ ...NONE, pageIndex: 2 });
    loadPhotos.settle({
      type: 'xstate.done.actor.loadMorePhotos',
      output: { photos: photos(3), hasMore: true },
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      photos: photos(1, 2, 3),
      pageIndex: 2,
      hasMore: true,
    });
    actor.send({ type: 'photos.more' });
    expect(loadPhotos.inputs().at(-1)).toEqual({ ...NONE, pageIndex: 3 });
    loadPhotos.settle({ type: 'xstate.error.actor.loadMorePhotos', error: new Error('offline') });
    await flush();
    expect(actor.getSnapshot().hasTag('loading.more')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      photos: photos(1, 2, 3),
      pageIndex: 2,
      hasMore: true,
    });
    actor.send({ type: 'photos.more' });
    loadPhotos.settle({
      type: 'xstate.done.actor.loadMorePhotos',
      output: { photos: photos(4), hasMore: false },
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      photos: photos(1, 2, 3, 4),
      pageIndex: 3,
      hasMore: false,
    });
  });

  it('the filters work only with the panel open, and toggle it closed again', async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'filters.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    actor.send({ type: 'filter.state', stateId: 3 });
    expect(actor.getSnapshot().context.filters).toEqual(NONE);
    expect(loadPhotos.calls).toHaveLength(1);
    actor.send({ type: 'filters.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
  });

  it('a state clears region and venue and reloads from page 1; the same state changes nothing', async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'photos.more' });
    loadPhotos.settle({
      type: 'xstate.done.actor.loadMorePhotos',
      output: { photos: photos(3), hasMore: true },
    });
    await flush();
    actor.send({ type: 'filter.region', regionId: 20 });
    actor.send({ type: 'filter.venue', venueId: 101 });
    expect(actor.getSnapshot().context.filters).toEqual({ ...NONE, regionId: 20, venueId: 101 });
    actor.send({ type: 'filter.state', stateId: 3 });
    expect(actor.getSnapshot().hasTag('loading.photos')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      filters: { ...NONE, stateId: 3 },
      photos: [],
      pageIndex: 1,
      hasMore: false,
    });
    expect(loadPhotos.inputs().at(-1)).toEqual({ ...NONE, stateId: 3, pageIndex: 1 });
    const calls = loadPhotos.calls.length;
    actor.send({ type: 'filter.state', stateId: 3 });
    expect(loadPhotos.calls).toHaveLength(calls);
  });

  it("a region must be one of the state's; it clears the venue", async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'filter.state', stateId: 1 });
    actor.send({ type: 'filter.region', regionId: 10 });
    expect(actor.getSnapshot().context.filters.regionId).toBeNull();
    actor.send({ type: 'filter.venue', venueId: 102 });
    actor.send({ type: 'filter.region', regionId: 20 });
    expect(actor.getSnapshot().context.filters).toEqual({ ...NONE, stateId: 1, regionId: 20 });
    expect(loadPhotos.inputs().at(-1)).toEqual({ ...NONE, stateId: 1, regionId: 20, pageIndex: 1 });
    const calls = loadPhotos.calls.length;
    actor.send({ type: 'filter.region', regionId: 20 });
    expect(loadPhotos.calls).toHaveLength(calls);
    actor.send({ type: 'filter.region', regionId: null });
    expect(actor.getSnapshot().context.filters.regionId).toBeNull();
    expect(loadPhotos.calls).toHaveLength(calls + 1);
  });

  it('a season must be listed; all seasons is allowed', async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'filter.season', seasonId: 9 });
    expect(actor.getSnapshot().context.filters.seasonId).toBeNull();
    actor.send({ type: 'filter.season', seasonId: 6 });
    expect(actor.getSnapshot().context.filters.seasonId).toBe(6);
    expect(loadPhotos.inputs().at(-1)).toEqual({ ...NONE, seasonId: 6, pageIndex: 1 });
    const calls = loadPhotos.calls.length;
    actor.send({ type: 'filter.season', seasonId: 6 });
    expect(loadPhotos.calls).toHaveLength(calls);
    actor.send({ type: 'filter.season', seasonId: null });
    expect(actor.getSnapshot().context.filters.seasonId).toBeNull();
    expect(loadPhotos.calls).toHaveLength(calls + 1);
  });

  it('no season is offered before the options load', () => {
    const { actor } = start();
    actor.send({ type: 'filters.toggle' });
    actor.send({ type: 'filter.season', seasonId: 5 });
    expect(actor.getSnapshot().context.filters.seasonId).toBeNull();
  });

  it("a venue must be one of the state's and region's", async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'filter.state', stateId: 1 });
    actor.send({ type: 'filter.venue', venueId: 100 });
    expect(actor.getSnapshot().context.filters.venueId).toBeNull();
    actor.send({ type: 'filter.venue', venueId: 102 });
    expect(actor.getSnapshot().context.filters).toEqual({ ...NONE, stateId: 1, venueId: 102 });
    expect(loadPhotos.inputs().at(-1)).toEqual({ ...NONE, stateId: 1, venueId: 102, pageIndex: 1 });
    const calls = loadPhotos.calls.length;
    actor.send({ type: 'filter.venue', venueId: 102 });
    expect(loadPhotos.calls).toHaveLength(calls);
    actor.send({ type: 'filter.venue', venueId: null });
    expect(actor.getSnapshot().context.filters.venueId).toBeNull();
    expect(loadPhotos.calls).toHaveLength(calls + 1);
  });

  it('picking a suggested venue sets its state, region and venue, clears the search and reloads', async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'filters.toggle' });
    actor.send({ type: 'venue.search', text: 'swan' });
    expect(actor.getSnapshot().context.query).toBe('swan');
    actor.send({ type: 'venue.pick', venueId: 102 });
    expect(actor.getSnapshot().context.filters).toEqual(NONE);
    actor.send({ type: 'venue.pick', venueId: 100 });
    expect(actor.getSnapshot().context).toMatchObject({
      query: '',
      filters: { ...NONE, stateId: 3, regionId: 10, venueId: 100 },
    });
    expect(actor.getSnapshot().hasTag('loading.photos')).toBe(true);
    expect(loadPhotos.inputs().at(-1)).toEqual({
      ...NONE,
      stateId: 3,
      regionId: 10,
      venueId: 100,
      pageIndex: 1,
    });
    // A venue other than the first listed: its own state and region.
    actor.send({ type: 'venue.search', text: 'swanston' });
    actor.send({ type: 'venue.pick', venueId: 101 });
    expect(actor.getSnapshot().context.filters).toEqual({ ...NONE, stateId: 1, regionId: 20, venueId: 101 });
  });

  it('a filter chosen keeps the panel open and the options loaded (bug: it closed the panel and reloaded them)', async () => {
    const { actor, loadOptions } = await open();
    for (const event of [
      { type: 'filter.state', stateId: 1 },
      { type: 'filter.region', regionId: 20 },
      { type: 'filter.season', seasonId: 5 },
      { type: 'filter.venue', venueId: 101 },
    ] as const) {
      actor.send(event);
      expect(actor.getSnapshot().matches({ options: 'ready', panel: 'open' }), event.type).toBe(true);
    }
    actor.send({ type: 'venue.search', text: 'swan' });
    actor.send({ type: 'venue.pick', venueId: 100 });
    expect(actor.getSnapshot().matches({ options: 'ready', panel: 'open' })).toBe(true);
    expect(loadOptions.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.filters).toEqual({
      stateId: 3,
      regionId: 10,
      seasonId: 5,
      venueId: 100,
    });
  });

  it('a newer filter cancels the photos still loading', async () => {
    const { actor, loadPhotos } = await open();
    actor.send({ type: 'filter.state', stateId: 3 });
    actor.send({ type: 'filter.state', stateId: 1 });
    const [, first, second] = loadPhotos.calls;
    expect(first?.signal.aborted).toBe(true);
    expect(second?.signal.aborted).toBe(false);
  });
});

describe('actors the app must provide', () => {
  it('each call fails loudly when it is not provided', async () => {
    expect(await unprovidedActorFailures(galleryFiltersMachine)).toEqual({
      loadOptions: 'loadOptions not provided',
      loadPhotos: 'loadPhotos not provided',
    });
  });
});
