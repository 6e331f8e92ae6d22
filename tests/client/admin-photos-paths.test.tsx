// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type AdminPhotosEvent, adminPhotosMachine } from '../../machines/admin-photos';
import { AdminPhotosPage } from '../../src/client/features/admin-photos/AdminPhotosPage';
import { AdminPhotosContext } from '../../src/client/features/admin-photos/admin-photos-context';
import type { EventPhotos, PhotoEvent, StaffPhoto } from '../../src/shared/contract/admin-photos';
import type { PlayerMatch } from '../../src/shared/contract/results-recording';
import { button, clickIfOffered } from '../support/dom-actions';
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
import { renderFlow } from '../support/render-flow';

const EVENT: PhotoEvent = {
  id: 41,
  title: 'Tuesday Freeroll',
  venueName: 'The Raise Room Southbank',
  stateId: 1,
  startsAt: '2026-11-24T09:00:00.000Z',
};
const MIA = { memberId: 3, name: 'Mia Callaghan' };
const SAM = { memberId: 9, name: 'Sam Nguyen' };
const photo = (id: number, players: StaffPhoto['players']): StaffPhoto => ({
  id,
  caption: 'Tuesday Freeroll - Final table',
  mediumUrl: `/event-photos/${id}-medium.jpg`,
  largeUrl: `/event-photos/${id}-large.jpg`,
  players,
});
const album = (...photos: StaffPhoto[]): EventPhotos => ({ event: EVENT, photos });
/** The albums the server answers, and what each shows: its photos' tags, one line a photo. */
const LOADED = album(photo(7, [MIA]));
const UPLOADED = album(photo(8, []), photo(7, [MIA]));
const REMOVED = album();
const TAGGED = album(photo(7, [MIA, SAM]));
const UNTAGGED = album(photo(7, []));
const SHOWN = new Map<EventPhotos, string[]>([
  [LOADED, ['Mia Callaghan']],
  [UPLOADED, ['No player tagged', 'Mia Callaghan']],
  [REMOVED, []],
  [TAGGED, ['Mia Callaghan, Sam Nguyen']],
  [UNTAGGED, ['No player tagged']],
]);
const MATCHES: PlayerMatch[] = [{ memberId: 9, name: 'Sam Nguyen', membershipId: 1009, mobileEnding: '678' }];
const FILE = new File(['jpeg'], 'final-table.jpg', { type: 'image/jpeg' });

class FieldErrors extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('photos: notes.jpg: Please choose JPG, PNG or WebP photos.');
  }
}
type Outcome = EventObject & { output?: unknown; error?: unknown };
const offline = new Error('The server is offline');
const OUTCOMES: Record<string, Outcome[]> = {
  loadEvents: [
    { type: 'xstate.done.actor.loadEvents', output: [EVENT] },
    { type: 'xstate.error.actor.loadEvents', error: offline },
  ],
  loadPhotos: [
    { type: 'xstate.done.actor.loadPhotos', output: LOADED },
    { type: 'xstate.error.actor.loadPhotos', error: offline },
  ],
  uploadPhotos: [
    { type: 'xstate.done.actor.uploadPhotos', output: UPLOADED },
    {
      type: 'xstate.error.actor.uploadPhotos',
      error: new FieldErrors({ photos: 'notes.jpg: Please choose JPG, PNG or WebP photos.' }),
    },
    { type: 'xstate.error.actor.uploadPhotos', error: offline },
  ],
  removePhoto: [
    { type: 'xstate.done.actor.removePhoto', output: REMOVED },
    { type: 'xstate.error.actor.removePhoto', error: offline },
  ],
  findPlayers: [
    { type: 'xstate.done.actor.findPlayers', output: MATCHES },
    { type: 'xstate.error.actor.findPlayers', error: offline },
  ],
  tagPlayer: [
    { type: 'xstate.done.actor.tagPlayer', output: TAGGED },
    { type: 'xstate.error.actor.tagPlayer', error: offline },
  ],
  untagPlayer: [
    { type: 'xstate.done.actor.untagPlayer', output: UNTAGGED },
    { type: 'xstate.error.actor.untagPlayer', error: offline },
  ],
};
const USER_EVENTS: AdminPhotosEvent[] = [
  { type: 'search.change', query: 'raise' },
  { type: 'search.submit' },
  { type: 'event.choose', eventId: 41 },
  { type: 'event.change' },
  { type: 'album.retry' },
  { type: 'files.choose', files: [FILE] },
  { type: 'caption.change', caption: 'Final table' },
  { type: 'upload.submit' },
  { type: 'photo.remove', photoId: 7 },
  { type: 'tag.open', photoId: 7 },
  { type: 'tag.close' },
  { type: 'player.change', query: 'Sam' },
  { type: 'player.search' },
  { type: 'player.tag', memberId: 9 },
  { type: 'player.untag', photoId: 7, memberId: 3 },
];

interface Ctx {
  tagging: number | null;
  files: File[];
  matches: PlayerMatch[] | null;
  album: EventPhotos | null;
  playerQuery: string;
}
const cases = generatePathCases(adminPhotosMachine, {
  inputs: { office: undefined },
  events: (snapshot) => [
    ...USER_EVENTS,
    ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? []),
  ],
  stateKey: (s) => {
    const c = s.context as Ctx;
    return JSON.stringify([
      s.value,
      c.tagging,
      c.files.length,
      c.matches?.length ?? null,
      c.album?.photos.length ?? null,
      c.playerQuery !== '',
    ]);
  },
});
const coverage = createCoverage(adminPhotosMachine);
const fakes = () => ({
  loadEvents: fakeActor<PhotoEvent[], { q: string }>('loadEvents'),
  loadPhotos: fakeActor<EventPhotos, { eventId: number }>('loadPhotos'),
  uploadPhotos: fakeActor<EventPhotos, { eventId: number; files: File[]; caption: string }>('uploadPhotos'),
  removePhoto: fakeActor<EventPhotos, { photoId: number }>('removePhoto'),
  findPlayers: fakeActor<PlayerMatch[], { q: string }>('findPlayers'),
  tagPlayer: fakeActor<EventPhotos, { photoId: number; memberId: number }>('tagPlayer'),
  untagPlayer: fakeActor<EventPhotos, { photoId: number; memberId: number }>('untagPlayer'),
});
let fake = fakes();
beforeEach(() => {
  fake = fakes();
});

function renderPage(_input: unknown, inspect: Coverage['inspect']) {
  return renderFlow(
    AdminPhotosContext,
    {
      logic: adminPhotosMachine.provide({
        actors: Object.fromEntries(Object.entries(fake).map(([id, f]) => [id, f.logic])) as never,
      }),
      options: { inspect },
      at: '/admin/photos',
    },
    <AdminPhotosPage />,
  );
}

const types = (history: readonly PathStep[]) => history.map((s) => s.event.type);
const lastOf = (history: readonly PathStep[], pattern: RegExp) =>
  history.findLast((s) => pattern.test(s.event.type))?.event as Outcome | undefined;
const ALBUM_ANSWER = /^xstate\.done\.actor\.(loadPhotos|uploadPhotos|removePhoto|tagPlayer|untagPlayer)$/;
/** The album shown: the last answer that gave one. */
const shownAlbum = (history: readonly PathStep[]) =>
  (history.findLast((s) => ALBUM_ANSWER.test(s.event.type))?.event as Outcome | undefined)?.output as
    | EventPhotos
    | undefined;
const photoCard = (id: number) => screen.queryByRole('article', { name: `Photo ${id}` });

/** Guarded events the view offers only when the model takes them: taken when the state changed. */
const GUARDED = ['upload.submit', 'photo.remove', 'tag.open', 'player.search', 'player.tag', 'player.untag'];
const taken = (history: readonly PathStep[], i: number) => {
  const step = history[i] as PathStep;
  if (!GUARDED.includes(step.event.type)) return true;
  const before = i > 0 ? (history[i - 1] as PathStep).state.value : 'choosing';
  return JSON.stringify(before) !== JSON.stringify(step.state.value);
};
/** The latest step that decided something shown: 'shown', 'hidden' or undefined for steps that did not. */
function decidedBy(
  history: readonly PathStep[],
  effect: (type: string, event: Outcome) => boolean | undefined,
) {
  for (let i = history.length - 1; i >= 0; i--) {
    const step = history[i] as PathStep;
    if (!taken(history, i)) continue;
    const decided = effect(step.event.type, step.event as Outcome);
    if (decided !== undefined) return decided;
  }
  return false;
}
const CHANGE_FAILED = /^xstate\.error\.actor\.(uploadPhotos|removePhoto|tagPlayer|untagPlayer|findPlayers)$/;
const NOTICES: Record<string, string> = {
  'xstate.done.actor.uploadPhotos': '1 photo added.',
  'xstate.done.actor.removePhoto': 'Photo removed.',
  'xstate.done.actor.tagPlayer': 'Player tagged.',
  'xstate.done.actor.untagPlayer': 'Tag removed.',
};
const CLEARS_NOTICE = ['event.choose', 'files.choose', ...GUARDED.filter((t) => t !== 'player.search')];

function expectAlbum(history: readonly PathStep[]) {
  expect(screen.getByRole('heading', { level: 2, name: 'Tuesday Freeroll' })).toBeTruthy();
  expect(screen.getByText('The Raise Room Southbank, Nov 24th 26')).toBeTruthy();
  const cards = screen.queryAllByRole('article').map((card) => {
    const untag = within(card).queryAllByRole('button', { name: /^Remove .*'s tag$/ });
    return untag.length === 0
      ? (within(card).queryByText('No player tagged')?.textContent ?? '?')
      : untag
          .map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Remove (.*)'s tag$/, '$1'))
          .join(', ');
  });
  expect(cards).toEqual(SHOWN.get(shownAlbum(history) as EventPhotos));
  if (cards.length === 0) expect(screen.getByText('No photo yet')).toBeTruthy();

  const noticeStep = history.findLast(
    (s, i) =>
      taken(history, i) &&
      (s.event.type in NOTICES || CLEARS_NOTICE.includes(s.event.type) || CHANGE_FAILED.test(s.event.type)),
  );
  expect(screen.queryByRole('status')?.textContent ?? null).toBe(
    (noticeStep && NOTICES[noticeStep.event.type]) ?? null,
  );
  const offlineShown = decidedBy(history, (type, event) => {
    if (CHANGE_FAILED.test(type)) return event.error === offline;
    if (['event.choose', ...GUARDED].includes(type) && type !== 'tag.open') return false;
    return undefined;
  });
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(
    offlineShown ? 'Not doneThe server is offline' : null,
  );
  const fieldShown = decidedBy(history, (type, event) => {
    if (CHANGE_FAILED.test(type)) return event.error instanceof FieldErrors;
    if (['files.choose', 'xstate.done.actor.uploadPhotos', 'event.choose'].includes(type)) return false;
    return undefined;
  });
  expect(screen.queryByText('notes.jpg: Please choose JPG, PNG or WebP photos.') !== null).toBe(fieldShown);
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  searching: (_, history) => {
    expect(screen.getByLabelText('Loading the events')).toBeTruthy();
    const typed = types(history).includes('search.change');
    expect(fake.loadEvents.calls.at(-1)?.input).toEqual({ q: typed ? 'raise' : '' });
  },
  choosing: (_, history) => {
    const answer = lastOf(history, /actor\.loadEvents$/);
    if (answer?.type === 'xstate.error.actor.loadEvents') {
      expect(screen.getByRole('alert').textContent).toBe(
        'The events could not be loadedThe server is offline',
      );
      expect(screen.queryByRole('button', { name: /Tuesday Freeroll/ })).toBeNull();
    } else {
      expect(screen.queryByRole('alert')).toBeNull();
      expect(
        screen.getByRole('button', { name: 'Tuesday Freeroll The Raise Room Southbank, Nov 24th 26' }),
      ).toBeTruthy();
    }
    expect((screen.getByLabelText('Event or venue') as HTMLInputElement).value).toBe(
      types(history).includes('search.change') ? 'raise' : '',
    );
  },
  loading: () => {
    expect(screen.getByLabelText('Loading the photos')).toBeTruthy();
    expect(fake.loadPhotos.calls.at(-1)?.input).toEqual({ eventId: 41 });
  },
  loadFailed: () => {
    expect(screen.getByRole('alert').textContent).toContain('The photos could not be loaded');
    expect(screen.getByRole('alert').textContent).toContain('The server is offline');
    expect(button('Try again')).toBeTruthy();
  },
  'album.idle': (_, history) => {
    expectAlbum(history);
    expect(screen.queryByLabelText('Name, mobile or membership number')).toBeNull();
  },
  'album.tagPanel': (_, history) => {
    expectAlbum(history);
    const card = photoCard(7) as HTMLElement;
    expect(within(card).getByLabelText('Name, mobile or membership number')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Remove photo' })).toBeNull();
  },
  uploading: (_, history) => {
    expect((button('Upload photos') as HTMLButtonElement).getAttribute('data-loading')).toBe('true');
    const captioned = history
      .slice(history.findLastIndex((s) => s.event.type === 'xstate.done.actor.uploadPhotos') + 1)
      .some((s) => s.event.type === 'caption.change');
    expect(fake.uploadPhotos.calls.at(-1)?.input).toEqual({
      eventId: 41,
      files: [FILE],
      caption: captioned ? 'Final table' : '',
    });
  },
  removing: () => expect(fake.removePhoto.calls.at(-1)?.input).toEqual({ photoId: 7 }),
  findingPlayers: () => {
    expect((button('Find') as HTMLButtonElement).getAttribute('data-loading')).toBe('true');
    expect(fake.findPlayers.calls.at(-1)?.input).toEqual({ q: 'Sam' });
  },
  tagging: () => expect(fake.tagPlayer.calls.at(-1)?.input).toEqual({ photoId: 7, memberId: 9 }),
  untagging: () => expect(fake.untagPlayer.calls.at(-1)?.input).toMatchObject({ photoId: 7, memberId: 3 }),
};

describe('event photos: the model’s paths on /admin/photos', () => {
  it('generates a manageable set of paths', () => {
    expect(cases.length).toBeGreaterThan(8);
    expect(cases.length).toBeLessThan(400);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(adminPhotosMachine, c, {
      render: renderPage,
      events: {
        'search.change': (event) => {
          const input = screen.queryByLabelText('Event or venue');
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: (event as unknown as { query: string }).query } });
          return undefined;
        },
        'search.submit': () => clickIfOffered(button('Search')),
        'event.choose': () => clickIfOffered(button(/^Tuesday Freeroll/)),
        'event.change': () => clickIfOffered(button('Choose another event')),
        'album.retry': () => clickIfOffered(button('Try again')),
        'files.choose': () => {
          const choose = button('Choose photos');
          if (!choose || choose.disabled) return NOT_OFFERED;
          fireEvent.change(screen.getByLabelText('Photo files'), { target: { files: [FILE] } });
          return undefined;
        },
        'caption.change': () => {
          const input = screen.queryByLabelText('Caption (optional)');
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: 'Final table' } });
          return undefined;
        },
        'upload.submit': () => clickIfOffered(button('Upload photos')),
        'photo.remove': () => {
          const card = photoCard(7);
          return clickIfOffered(card ? within(card).queryByRole('button', { name: 'Remove photo' }) : null);
        },
        'tag.open': () => {
          const card = photoCard(7);
          return clickIfOffered(card ? within(card).queryByRole('button', { name: 'Tag players' }) : null);
        },
        'tag.close': () => clickIfOffered(button('Done tagging')),
        'player.change': () => {
          const input = screen.queryByLabelText('Name, mobile or membership number');
          if (!input) return NOT_OFFERED;
          fireEvent.change(input, { target: { value: 'Sam' } });
          return undefined;
        },
        'player.search': () => clickIfOffered(button('Find')),
        'player.tag': () => clickIfOffered(button('Tag')),
        'player.untag': () => {
          const card = photoCard(7);
          return clickIfOffered(
            card ? within(card).queryByRole('button', { name: "Remove Mia Callaghan's tag" }) : null,
          );
        },
      },
      fakes: fake,
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
