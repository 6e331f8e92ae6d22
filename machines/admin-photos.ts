import { assign, fromPromise, setup } from 'xstate';
import type { EventPhotos, PhotoEvent } from '../src/shared/contract/admin-photos';
import type { PlayerMatch } from '../src/shared/contract/results-recording';
import { messageOf } from '../src/shared/error-message';

export interface AdminPhotosContext {
  /** What the event search box holds; the list shows the latest events matching it. */
  query: string;
  events: PhotoEvent[];
  eventId: number | null;
  album: EventPhotos | null;
  /** The photos chosen for the next upload, and their caption. */
  files: File[];
  caption: string;
  /** The photo whose players are being tagged, the name typed and the members found. */
  tagging: number | null;
  playerQuery: string;
  matches: PlayerMatch[] | null;
  error: string | null;
  fieldErrors: Partial<Record<string, string>>;
  /** What the last change did, for the status line. */
  notice: string | null;
}

export type AdminPhotosEvent =
  | { type: 'search.change'; query: string }
  | { type: 'search.submit' }
  | { type: 'event.choose'; eventId: number }
  | { type: 'event.change' }
  | { type: 'album.retry' }
  | { type: 'files.choose'; files: File[] }
  | { type: 'caption.change'; caption: string }
  | { type: 'upload.submit' }
  | { type: 'photo.remove'; photoId: number }
  | { type: 'tag.open'; photoId: number }
  | { type: 'tag.close' }
  | { type: 'player.change'; query: string }
  | { type: 'player.search' }
  | { type: 'player.tag'; memberId: number }
  | { type: 'player.untag'; photoId: number; memberId: number };

const errorsOf = (error: unknown) =>
  ((error as { errors?: Record<string, string> } | null)?.errors ?? {}) as Partial<Record<string, string>>;
const photoCount = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

/**
 * /admin/photos (issue 34): staff choose an event (a venue director: of their venues), upload several photos at
 * once with an optional caption, tag the players in each (found by name, mobile or membership number), and
 * remove a tag or a photo. Each change answers the event's photos as they now are.
 */
export const adminPhotosMachine = setup({
  // Stryker disable next-line ObjectLiteral: the types are for the compiler only; XState ignores them at run time
  types: {
    context: {} as AdminPhotosContext,
    events: {} as AdminPhotosEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadEvents: fromPromise<PhotoEvent[], { q: string }>(async () => {
      throw new Error('loadEvents not provided');
    }),
    loadPhotos: fromPromise<EventPhotos, { eventId: number }>(async () => {
      throw new Error('loadPhotos not provided');
    }),
    uploadPhotos: fromPromise<EventPhotos, { eventId: number; files: File[]; caption: string }>(async () => {
      throw new Error('uploadPhotos not provided');
    }),
    removePhoto: fromPromise<EventPhotos, { photoId: number }>(async () => {
      throw new Error('removePhoto not provided');
    }),
    findPlayers: fromPromise<PlayerMatch[], { q: string }>(async () => {
      throw new Error('findPlayers not provided');
    }),
    tagPlayer: fromPromise<EventPhotos, { photoId: number; memberId: number }>(async () => {
      throw new Error('tagPlayer not provided');
    }),
    untagPlayer: fromPromise<EventPhotos, { photoId: number; memberId: number }>(async () => {
      throw new Error('untagPlayer not provided');
    }),
  },
  actions: {
    /** A failed change: field errors under their field, any other message above the photos. */
    showFailure: assign((_, params: { error: unknown }) => {
      const fieldErrors = errorsOf(params.error);
      return {
        fieldErrors,
        error: Object.keys(fieldErrors).length === 0 ? messageOf(params.error) : null,
        notice: null,
      };
    }),
  },
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    canSearchPlayers: ({ context }) => context.playerQuery.trim().length >= 2,
  },
}).createMachine({
  id: 'adminPhotos',
  context: {
    query: '',
    events: [],
    eventId: null,
    album: null,
    files: [],
    caption: '',
    tagging: null,
    playerQuery: '',
    matches: null,
    error: null,
    fieldErrors: {},
    notice: null,
  },
  initial: 'searching',
  states: {
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: ({ context }) => ({ q: context.query.trim() }),
        onDone: { target: 'choosing', actions: assign({ events: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'choosing',
          actions: assign({ events: [], error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    choosing: {
      on: {
        'search.change': { actions: assign({ query: ({ event }) => event.query }) },
        'search.submit': 'searching',
        'event.choose': {
          target: 'loading',
          actions: assign({ eventId: ({ event }) => event.eventId, album: null, error: null, notice: null }),
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        input: ({ context }) => ({ eventId: context.eventId ?? 0 }),
        onDone: { target: 'album', actions: assign({ album: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: {
      on: {
        'album.retry': { target: 'loading', actions: assign({ error: null }) },
        'event.change': { target: 'choosing', actions: assign({ error: null }) },
      },
    },
    album: {
      on: {
        'event.change': {
          target: 'choosing',
          actions: assign({
            album: null,
            eventId: null,
            files: [],
            caption: '',
            tagging: null,
            matches: null,
            error: null,
            fieldErrors: {},
            notice: null,
          }),
        },
        'files.choose': {
          actions: assign({
            files: ({ event }) => event.files,
            fieldErrors: ({ context }) => ({ ...context.fieldErrors, photos: undefined }),
            notice: null,
          }),
        },
        'caption.change': {
          actions: assign({
            caption: ({ event }) => event.caption,
            fieldErrors: ({ context }) => ({ ...context.fieldErrors, caption: undefined }),
          }),
        },
        'upload.submit': {
          guard: 'hasFiles',
          target: 'uploading',
          actions: assign({ error: null, notice: null }),
        },
        'photo.remove': { target: 'removing', actions: assign({ error: null, notice: null }) },
        'tag.open': {
          actions: assign({
            tagging: ({ event }) => event.photoId,
            playerQuery: '',
            matches: null,
            notice: null,
          }),
        },
        'tag.close': { actions: assign({ tagging: null, matches: null }) },
        'player.change': { actions: assign({ playerQuery: ({ event }) => event.query }) },
        'player.search': {
          guard: 'canSearchPlayers',
          target: 'findingPlayers',
          actions: assign({ error: null }),
        },
        'player.tag': { target: 'tagging', actions: assign({ error: null, notice: null }) },
        'player.untag': { target: 'untagging', actions: assign({ error: null, notice: null }) },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadPhotos',
        src: 'uploadPhotos',
        input: ({ context }) => ({
          eventId: context.eventId ?? 0,
          files: context.files,
          caption: context.caption.trim(),
        }),
        onDone: {
          target: 'album',
          actions: assign(({ context, event }) => ({
            album: event.output,
            notice: `${photoCount(context.files.length)} added.`,
            files: [],
            caption: '',
            fieldErrors: {},
          })),
        },
        onError: {
          target: 'album',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removePhoto',
        src: 'removePhoto',
        input: ({ event }) => ({ photoId: (event as { photoId: number }).photoId }),
        onDone: {
          target: 'album',
          actions: assign({ album: ({ event }) => event.output, notice: 'Photo removed.', tagging: null }),
        },
        onError: {
          target: 'album',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    findingPlayers: {
      tags: ['busy'],
      invoke: {
        id: 'findPlayers',
        src: 'findPlayers',
        input: ({ context }) => ({ q: context.playerQuery.trim() }),
        onDone: { target: 'album', actions: assign({ matches: ({ event }) => event.output }) },
        onError: {
          target: 'album',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    tagging: {
      tags: ['busy'],
      invoke: {
        id: 'tagPlayer',
        src: 'tagPlayer',
        input: ({ context, event }) => ({
          photoId: context.tagging ?? 0,
          memberId: (event as { memberId: number }).memberId,
        }),
        onDone: {
          target: 'album',
          actions: assign({ album: ({ event }) => event.output, notice: 'Player tagged.', matches: null }),
        },
        onError: {
          target: 'album',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    untagging: {
      tags: ['busy'],
      invoke: {
        id: 'untagPlayer',
        src: 'untagPlayer',
        input: ({ event }) => event as { photoId: number; memberId: number },
        onDone: {
          target: 'album',
          actions: assign({ album: ({ event }) => event.output, notice: 'Tag removed.' }),
        },
        onError: {
          target: 'album',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
